import { useState } from 'react';
import { createBrowserRouter, Navigate, Outlet, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { FullPageSpinner } from '@/components/layout/FullPageSpinner';
import { PlaceholderPage } from '@/components/layout/PlaceholderPage';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth/session';
import { DashboardPage } from '@/features/dashboard/DashboardPage';
import { resolveRoute } from './route-rules';
import { NotFoundPage } from './routes/not-found';
import { RouteErrorPage } from './routes/route-error';
import { StudentRoutes } from './routes/student-routes';

/** Screens not built yet, with the title each one will carry. */
const placeholderPages: Array<{ path: string; title: string }> = [
  { path: paths.studentLogin, title: 'Student Login' },
  { path: paths.teacherLogin, title: 'Teacher Login' },
  { path: paths.adminLogin, title: 'Admin Login' },
  { path: paths.teacherRegister, title: 'Teacher Registration' },
  { path: paths.forgotPassword, title: 'Forgot Password' },
  { path: paths.reset, title: 'Reset Password' },
  { path: paths.teacherHome, title: 'Teacher Dashboard' },
  { path: paths.admin, title: 'Admin Totals' },
  { path: paths.adminTeachers, title: 'Teachers' },
];

/** The student's game pages: rendered inside <StudentRoutes> (useStudent() works there). */
const studentPages: Array<{ path: string; title: string }> = [
  { path: paths.home, title: 'Home' },
  { path: paths.team, title: 'Team' },
  { path: paths.scout, title: 'Scout' },
  { path: paths.budget, title: 'Budget' },
  { path: paths.season, title: 'Season' },
  { path: paths.trophies, title: 'Trophies' },
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
      ...placeholderPages.map(({ path, title }) => ({
        path,
        element: <PlaceholderPage key={path} title={title} />,
      })),
      {
        element: <StudentRoutes />,
        children: studentPages.map(({ path, title }) => ({
          path,
          element: <PlaceholderPage key={path} title={title} />,
        })),
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
