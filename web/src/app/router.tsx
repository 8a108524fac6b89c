import { useState } from 'react';
import { createBrowserRouter, Navigate, Outlet, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { FullPageSpinner } from '@/components/layout/FullPageSpinner';
import { PlaceholderPage } from '@/components/layout/PlaceholderPage';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth/session';
import {
  AdminLoginPage,
  ForgotPasswordPage,
  ResetPasswordPage,
  StudentLoginPage,
  TeacherLoginPage,
  TeacherRegistrationPage,
} from '@/features/auth/pages';
import { DashboardPage } from '@/features/dashboard/DashboardPage';
import { resolveRoute } from './route-rules';
import { NotFoundPage } from './routes/not-found';
import { RouteErrorPage } from './routes/route-error';
import { gameRoutes } from './routes/game-routes';
import { StudentRoutes } from './routes/student-routes';

/** Screens not built yet, with the title each one will carry. */
const placeholderPages: Array<{ path: string; title: string }> = [
  { path: paths.teacherHome, title: 'Teacher Dashboard' },
  { path: paths.admin, title: 'Admin Totals' },
  { path: paths.adminTeachers, title: 'Teachers' },
];

/** Logins, registration and password reset (features/auth). */
const authPages: RouteObject[] = [
  { path: paths.studentLogin, element: <StudentLoginPage /> },
  { path: paths.teacherLogin, element: <TeacherLoginPage /> },
  { path: paths.adminLogin, element: <AdminLoginPage /> },
  { path: paths.teacherRegister, element: <TeacherRegistrationPage /> },
  { path: paths.forgotPassword, element: <ForgotPasswordPage /> },
  { path: paths.reset, element: <ResetPasswordPage /> },
  { path: paths.resetLink, element: <ResetPasswordPage /> },
];

/** Applies the route rules (route-rules.ts) before any screen renders. */
function RouteGate() {
  const { pathname } = useLocation();
  const session = useSession();
  const decision = resolveRoute(pathname, session);
  switch (decision.kind) {
    case 'loading':
      return <FullPageSpinner />;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'page':
    case 'notFound':
      return <Outlet />;
  }
}

export const routes: RouteObject[] = [
  {
    element: <RouteGate />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: paths.root, element: <Navigate to={paths.dashboard} replace /> },
      { path: paths.dashboard, element: <DashboardPage /> },
      ...authPages,
      ...placeholderPages.map(({ path, title }) => ({
        path,
        element: <PlaceholderPage key={path} title={title} />,
      })),
      {
        // The student's game pages (useStudent() works inside <StudentRoutes>).
        element: <StudentRoutes />,
        children: gameRoutes,
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function AppRouter() {
  // Created once per mount, not per render.
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
