import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { SessionContext, signedOutSession, loadingSession, type Session } from '@/lib/session/session';
import { forgetSessionWanted, isSessionWanted } from '@/lib/session/wanted';
import { routes } from './router';
import { system } from './theme';

afterEach(cleanup);

function renderAt(path: string, session: Session) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <ChakraProvider value={system}>
      <SessionContext value={session}>
        <RouterProvider router={router} />
      </SessionContext>
    </ChakraProvider>,
  );
  return router;
}

describe('the router', () => {
  // Asking for the session is once per page load: this one starts as a new page would, whatever
  // the files before it (one module cache) asked.
  it('paints the dashboard without asking for the session (no Firebase Auth)', async () => {
    forgetSessionWanted();
    renderAt('/dashboard', loadingSession);
    expect(await screen.findByRole('heading', { level: 1, name: 'Rink Money' })).toBeTruthy();
    expect(isSessionWanted()).toBe(false);
  });

  it('shows Page Not Found with a Go Home link for an unknown path when logged out', async () => {
    renderAt('/no-such-page', signedOutSession);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/dashboard');
    // The title is set by an effect once the page has drawn: it may come a moment after the heading.
    await waitFor(() => expect(document.title).toBe('Page Not Found'));
  });

  it("shows Page Not Found to a signed-in user too, with Go Home leading to the role's home", async () => {
    for (const [role, home] of [['teacher', '/teacher/home'], ['admin', '/admin'], ['student', '/home']] as const) {
      const session = { status: 'signedIn', role, user: {} } as unknown as Session;
      const router = renderAt('/no-such-page', session);
      expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
      expect(router.state.location.pathname).toBe('/no-such-page');
      expect(screen.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe(home);
      cleanup();
    }
  });

  it('sends a logged-out visit to /home to the dashboard and its four links', async () => {
    const router = renderAt('/home', signedOutSession);
    expect(await screen.findByRole('heading', { level: 1, name: 'Rink Money' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    const links = ['Student', 'Teachers', 'Registration', 'Admin Login'].map(
      (name) => screen.getByRole('link', { name }).getAttribute('href'),
    );
    expect(links).toEqual(['/login/student', '/login/teacher', '/register/teacher', '/admin/login']);
    expect(screen.getByRole('img', { name: /programme logo/ })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Rink Money — Dashboard'));
  });

  it('sends a logged-out visit to /admin to the admin login', async () => {
    const router = renderAt('/admin', signedOutSession);
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/login');
  });

  it('shows a spinner, not a page, while auth state loads', async () => {
    renderAt('/team', loadingSession);
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(isSessionWanted()).toBe(true);
  });

  it('has a route for every path in config/paths', () => {
    // Layout routes (StudentRoutes) have no path of their own: look inside them too.
    const flatten = (list: RouteObject[]): RouteObject[] => list.flatMap((route) => [route, ...flatten(route.children ?? [])]);
    const routed = new Set(flatten(routes[0]?.children ?? []).map((route) => route.path));
    for (const path of Object.values(paths)) expect(routed).toContain(path);
  });
});
