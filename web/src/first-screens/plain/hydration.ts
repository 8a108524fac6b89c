// The first screens (the dashboard and the logins) come prerendered in index.html: the build
// renders them (build-time/vite-plugins.ts), the first-screen script puts the one of the page's path into
// #root before the first paint (marking it data-prerendered), and main.tsx hydrates it once the
// app has loaded (docs/decisions.md#d78). Until then the page is HTML and CSS: its links work as
// links, and the script holds a form's submit (a login sent before the app could handle it would go
// to the server as a GET, the password in its URL) for the app to send once it has hydrated.

declare global {
  interface Window {
    /** The form whose submit the first-screen script held before the page was hydrated. */
    __rinkHeldSubmit?: HTMLFormElement;
  }
}

const PRERENDERED = 'data-prerendered';
const HYDRATED = 'data-hydrated';

/** The path whose prerendered screen #root holds, or null. */
export function prerenderedPath(root: HTMLElement): string | null {
  return root.getAttribute(PRERENDERED);
}

/**
 * Called once the app's first render has committed: the script stops holding submits, and the
 * submit it held, if any, is sent again, through the app this time.
 */
export function firstScreenHydrated(): void {
  document.getElementById('root')?.setAttribute(HYDRATED, '');
  const held = window.__rinkHeldSubmit;
  delete window.__rinkHeldSubmit;
  if (held?.isConnected) held.requestSubmit();
}
