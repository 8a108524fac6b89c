import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@rink/common';
import { prerenderedScreens } from '@/first-screens/build-time/screen-modules';
import { paths } from '@/config/paths';
import { FIRST_SCREEN_TEXT } from '@/first-screens/plain/text';
import { setDeviceLanguage } from '@/i18n/language-setting';
import { App, createAppRouter } from './app';
import { prerender } from './prerender';

// The first screens as the build prerenders them (docs/decisions.md#d78) must be what the app's
// first render draws, or React would throw the HTML away and render afresh.

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.getElementById('root')?.remove();
  delete window.__rinkHeldSubmit;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

/** #root as the first-screen script leaves it: the path's prerendered screen, marked. */
async function prerenderedPage(path: string, language: Language = 'en'): Promise<HTMLElement> {
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = await prerender(path, language);
  container.setAttribute('data-prerendered', path);
  container.setAttribute('data-language', language);
  document.body.append(container);
  window.history.replaceState(null, '', path);
  return container;
}

async function hydrate(container: HTMLElement): Promise<unknown[]> {
  const problems: unknown[] = [];
  const router = await createAppRouter(true);
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <App router={router} />
      </StrictMode>,
      { onRecoverableError: (error) => problems.push(error) },
    );
  });
  return problems;
}

describe('a prerendered first screen', () => {
  it.each(prerenderedScreens)('%s hydrates as the build rendered it', async (path) => {
    const consoleError = vi.spyOn(console, 'error');
    const container = await prerenderedPage(path);
    const html = container.innerHTML;
    expect(await hydrate(container)).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(container.hasAttribute('data-hydrated')).toBe(true);
    expect(container.innerHTML).toBe(html);
  });

  it.each(prerenderedScreens)('%s hydrates in Spanish when the device speaks Spanish', async (path) => {
    // Through the store, not localStorage alone: the module cache is shared with other files, whose choice it may still hold.
    setDeviceLanguage('es');
    try {
      const consoleError = vi.spyOn(console, 'error');
      const container = await prerenderedPage(path, 'es');
      const html = container.innerHTML;
      expect(html).toContain(path === paths.dashboard ? FIRST_SCREEN_TEXT.es['dashboard.lead'] : FIRST_SCREEN_TEXT.es['login.password']);
      expect(await hydrate(container)).toEqual([]);
      expect(consoleError).not.toHaveBeenCalled();
      expect(container.innerHTML).toBe(html);
    } finally {
      setDeviceLanguage('en');
      window.localStorage.removeItem('rink-language');
    }
  });

  it('keeps what was typed before hydration, and sends the login held meanwhile with it', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ success: false, error: 'Incorrect username or password.' }), { status: 401, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetch);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const container = await prerenderedPage('/login/student');
    const [username, password] = [...container.querySelectorAll('input')];
    if (!username || !password) throw new Error('The prerendered login has no inputs');
    username.value = 'early-bird';
    password.value = 'secret-1';
    // The first-screen script held the submit (page-script.ts).
    window.__rinkHeldSubmit = container.querySelector('form') ?? undefined;

    expect(await hydrate(container)).toEqual([]);
    // The login's code is a chunk of its own, loaded on submit: on a busy machine that takes more than vi.waitFor's 1 s.
    await vi.waitFor(() => expect(container.querySelector('[role=alert]')?.textContent).toBe('Incorrect username or password.'), { timeout: 10_000 });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toEqual({ userName: 'early-bird', password: 'secret-1' });
    expect([username.value, password.value]).toEqual(['early-bird', 'secret-1']);
  });
});
