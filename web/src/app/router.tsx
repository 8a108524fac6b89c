import { useEffect, type ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, Navigate, Outlet, ScrollRestoration, useLocation, type RouteObject } from 'react-router';
import { FullPageSpinner } from '@/first-screens/plain/FullPageSpinner';
import { paths } from '@/config/paths';
import { useKnownSession, useLeaveEndedSession, wantSession, type Role } from '@/lib/session';
import { resolveRoute } from './route-rules';
import { studentGameRoute } from './routes/game-routes';
import { NotFoundPage } from './routes/not-found';
import { RouteErrorPage } from './routes/route-error';

// Every screen is its own chunk, fetched when its route first matches (docs/decisions.md#d11):
// a page loads its own code, never another role's, and Firestore only
// with the screens that show live data. The dashboard, the logins and the frame around every page
// (the route gate's spinner, Page Not Found, the error page) are plain React; every other screen
// sits under ChakraLayout, so Chakra UI loads with the first of them (docs/decisions.md#d78).

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

/** Registration and password reset (features/auth), drawn with Chakra. */
const authPageRoutes: RouteObject[] = [
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
      { path: paths.dashboard, ...screen(async () => (await import('@/features/landing/LandingPage')).LandingPage) },
      loginRoute(paths.studentLogin, 'student'),
      loginRoute(paths.teacherLogin, 'teacher'),
      loginRoute(paths.adminLogin, 'admin'),
      {
        lazy: async () => ({ Component: (await import('./chakra-layout')).ChakraLayout }),
        children: [
          ...authPageRoutes,
          { path: paths.teacherHome, ...screen(async () => (await import('@/features/teacher')).TeacherHomePage) },
          { path: paths.admin, ...screen(async () => (await adminPages()).AdminTotalsPage) },
          { path: paths.adminTeachers, ...screen(async () => (await adminPages()).AdminTeachersPage) },
          studentGameRoute,
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * `list` with the lazy routes that match `pathname` already loaded: a prerendered first screen
 * is hydrated with its screen in the router's first render, as the build rendered it
 * (prerender.tsx), not the fallback a lazy route shows while it loads.
 */
export async function withMatchLoaded(list: RouteObject[], pathname: string): Promise<RouteObject[]> {
  const matched = new Set((matchRoutes(list, pathname) ?? []).map((match) => match.route));
  const load = async (route: RouteObject): Promise<RouteObject> => {
    const children = route.children ? await Promise.all(route.children.map(load)) : undefined;
    const loaded = matched.has(route) && typeof route.lazy === 'function' ? { ...(await route.lazy()), lazy: undefined } : {};
    return { ...route, ...loaded, ...(children ? { children } : {}) } as RouteObject;
  };
  return Promise.all(list.map(load));
}

/** The app's router; `hydrating`: with the current path's screen loaded first (withMatchLoaded). */
export async function createAppRouter(hydrating: boolean) {
  return createBrowserRouter(hydrating ? await withMatchLoaded(routes, window.location.pathname) : routes);
}
