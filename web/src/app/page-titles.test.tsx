// WCAG 2.2 2.4.2 Page Titled (docs/accessibility.md): every page a visitor who is not signed in
// reaches is titled "Rink Money — {page}" in the language it speaks, and so is the page shown when a
// screen fails. The game's, the teachers' and the admins' pages are titled in the browser
// (e2e/browser/a11y-checks.test.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, waitFor } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { setDeviceLanguage } from '@/i18n/language-setting';
import { SessionContext, signedOutSession } from '@/lib/session/session';
import { RouteErrorPage } from './routes/route-error';
import { routes } from './router';
import { system } from './theme';

// The router's scroll restoration scrolls each new page to its top: jsdom draws no page to scroll.
let scrolling: { mockRestore(): void } | undefined;
beforeEach(() => {
  scrolling = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  scrolling?.mockRestore();
  cleanup();
  setDeviceLanguage('en');
});

/** The document's title once the page at `path` has drawn for a visitor who is not signed in. */
async function titleOf(path: string, list: RouteObject[] = routes): Promise<string> {
  document.title = '';
  render(
    <ChakraProvider value={system}>
      <SessionContext value={signedOutSession}>
        <RouterProvider router={createMemoryRouter(list, { initialEntries: [path] })} />
      </SessionContext>
    </ChakraProvider>,
  );
  // The title is set by an effect once the page has drawn (a Chakra page once its words have come).
  await waitFor(() => expect(document.title).not.toBe(''));
  const title = document.title;
  cleanup();
  return title;
}

const PAGES = ['/dashboard', '/login/student', '/login/teacher', '/admin/login', '/register/teacher', '/forgot-password', '/reset/a-reset-token', '/no-such-page'];

describe('the titles of the pages before signing in', () => {
  it('name the product and the page, in English', async () => {
    const titles = [];
    for (const path of PAGES) titles.push(await titleOf(path));
    expect(titles).toEqual([
      'Rink Money — Dashboard',
      'Rink Money — Student Login',
      'Rink Money — Teacher Login',
      'Rink Money — Admin Login',
      'Rink Money — Teacher Registration',
      'Rink Money — Forgot Password',
      'Rink Money — Reset Password',
      // The specification's words for an unknown path: the page's name alone.
      'Page Not Found',
    ]);
  });

  it('name the product and the page, in Spanish', async () => {
    setDeviceLanguage('es');
    const titles = [];
    for (const path of PAGES) titles.push(await titleOf(path));
    expect(titles).toEqual([
      'Rink Money — Inicio',
      'Rink Money — Acceso de estudiantes',
      'Rink Money — Acceso de docentes',
      'Rink Money — Acceso de administración',
      'Rink Money — Registro de docentes',
      'Rink Money — Olvidé mi contraseña',
      'Rink Money — Cambiar contraseña',
      'Página no encontrada',
    ]);
  });

  it('name the page shown when a screen fails, in English and Spanish', async () => {
    const silenced = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('a screen that fails');
    };
    const failing: RouteObject[] = [{ path: '/', Component: Broken, errorElement: <RouteErrorPage /> }];
    const english = await titleOf('/', failing);
    setDeviceLanguage('es');
    const spanish = await titleOf('/', failing);
    silenced.mockRestore();
    expect([english, spanish]).toEqual(['Rink Money — Something Went Wrong', 'Rink Money — Algo salió mal']);
  });
});
