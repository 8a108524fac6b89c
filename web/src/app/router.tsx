import { useEffect, useState, type ComponentType } from 'react';
import { createBrowserRouter, Navigate, Outlet, RouterProvider, ScrollRestoration, useLocation, type RouteObject } from 'react-router';
import { FullPageSpinner } from '@/components/layout/FullPageSpinner';
import { paths } from '@/config/paths';
import { useKnownSession, useLeaveEndedSession, wantSession, type Role } from '@/lib/session';
import { resolveRoute } from './route-rules';
import { studentGameRoute } from './routes/game-routes';
import { NotFoundPage } from './routes/not-found';
import { RouteErrorPage } from './routes/route-error';

// Every screen is its own chunk, fetched when its route first matches (docs/decisions.md#d11):
// a page loads its own code, never another role's, and Firestore only
// with the screens that show live data.

/** A route whose screen is the named export `load` resolves to. */
function screen(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: await load() }) };
}

const authPages = () => import('@/features/auth/pages');
const adminPages = () => import('@/features/admin');

/**
 * A login page. The login form is its own chunk, without the registration and reset
 * forms of features/auth/pages.tsx: the logins are the most visited first screens.
 */
function loginRoute(path: string, role: Role): RouteObject {
  return {
    path,
    lazy: async () => {
      const { LoginForm } = await import('@/features/auth/components/LoginForm');
      return { element: <LoginForm key={role} role={role} /> };
    },
  };
}

/** Logins, registration and password reset (features/auth). */
const authRoutes: RouteObject[] = [
  loginRoute(paths.studentLogin, 'student'),
  loginRoute(paths.teacherLogin, 'teacher'),
  loginRoute(paths.adminLogin, 'admin'),
  { path: paths.teacherRegister, ...screen(async () => (await authPages()).TeacherRegistrationPage) },
  { path: paths.forgotPassword, ...screen(async () => (await authPages()).ForgotPasswordPage) },
  { path: paths.reset, ...screen(async () => (await authPages()).ResetPasswordPage) },
  { path: paths.resetLink, ...screen(async () => (await authPages()).ResetPasswordPage) },
];

/** Applies the route rules (route-rules.ts) before any screen renders. */
function RouteGate() {
  const { pathname } = useLocation();
  const session = useKnownSession();
  const decision = resolveRoute(pathname, session);
  useLeaveEndedSession();
  // Only a route whose rules depend on who is signed in loads Firebase Auth.
  const needsSession = decision.kind === 'loading';
  useEffect(() => {
    if (needsSession) wantSession();
  }, [needsSession]);
  switch (decision.kind) {
    case 'loading':
      return <FullPageSpinner />;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'page':
    case 'notFound':
      // A new page opens at its top; Back returns to where the student was.
      return (
        <>
          <ScrollRestoration />
          <Outlet />
        </>
      );
  }
}

/** The first screen's chunk is still loading: keep the page blank rather than flash a spinner. */
function NothingYet() {
  return null;
}

export const routes: RouteObject[] = [
  {
    element: <RouteGate />,
    errorElement: <RouteErrorPage />,
    HydrateFallback: NothingYet,
    children: [
      { path: paths.root, element: <Navigate to={paths.dashboard} replace /> },
      { path: paths.dashboard, ...screen(async () => (await import('@/features/dashboard/DashboardPage')).DashboardPage) },
      ...authRoutes,
      { path: paths.teacherHome, ...screen(async () => (await import('@/features/teacher')).TeacherHomePage) },
      { path: paths.admin, ...screen(async () => (await adminPages()).AdminTotalsPage) },
      { path: paths.adminTeachers, ...screen(async () => (await adminPages()).AdminTeachersPage) },
      studentGameRoute,
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function AppRouter() {
  // Created once per mount, not per render.
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
