// The app's start, once main.tsx has let a prerendered first screen paint: the config, then the
// app, hydrating the prerendered screen or rendering afresh (docs/decisions.md#d78).
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { getAppConfig } from '@/config/runtime-config';
import { prerenderedPath } from '@/first-screens/plain/hydration';

/**
 * Whether the screen prerendered into #root (first-screens/plain/hydration.ts) is what the app's first render
 * of this visit draws, so that it can be hydrated: the build rendered it signed out, for its path,
 * with no router state and cookies on. Otherwise the app renders afresh over it.
 */
function canHydrate(root: HTMLElement): boolean {
  // React Router keeps a navigation's state in history.state.usr: a login sent back because the
  // session ended says so (a reload keeps it).
  const routerState: unknown = (window.history.state as { usr?: unknown } | null)?.usr;
  return prerenderedPath(root) === window.location.pathname && routerState == null && navigator.cookieEnabled !== false;
}

/** Lets the browser paint and handle input between two long pieces of start-up work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export function boot(rootElement: HTMLElement): void {
  const renderProblem = (heading: string, detail: string) => {
    createRoot(rootElement).render(
      <main style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem', maxWidth: '48rem' }}>
        <h1>{heading}</h1>
        <pre style={{ whiteSpace: 'pre-wrap' }}>{detail}</pre>
      </main>,
    );
  };

  // Parse the config first, so a missing or broken one gives a clear message instead
  // of a blank page. Nothing in the app's first bundle reads it: Firebase (which does)
  // is imported only when a screen needs it.
  try {
    getAppConfig();
  } catch (error) {
    console.error(error);
    renderProblem('Rink Money cannot start: its configuration is missing or invalid', error instanceof Error ? error.message : String(error));
    return;
  }

  // The app (the router, the screen of this path) is evaluated in a task of its own, and rendered
  // in another, rather than in one long task with React's own start-up. index.html preloads it,
  // so this costs no round trip.
  const hydrating = canHydrate(rootElement);
  import('./app/app')
    .then(async ({ App, createAppRouter }) => {
      const router = await createAppRouter(hydrating);
      await nextTask();
      const app = (
        <StrictMode>
          <App router={router} />
        </StrictMode>
      );
      if (hydrating) hydrateRoot(rootElement, app);
      else createRoot(rootElement).render(app);
    })
    .catch((error: unknown) => {
      console.error(error);
      renderProblem('Rink Money could not load', 'Please check your connection and reload the page.');
    });
}
