// Firebase Auth would be the largest part of a public page's JavaScript, and the dashboard
// never needs to know who is signed in: the session is followed only once something asks
// for it (see SessionProvider), and stays followed from then on.
import { afterLoadAndPaint } from '@/lib/after-paint';

let wanted = false;
const listeners = new Set<() => void>();

/** Asks SessionProvider to load Firebase Auth and follow the signed-in user. Idempotent. */
export function wantSession(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

export function isSessionWanted(): boolean {
  return wanted;
}

/** A new page load, as far as this flag knows: for tests that share one module cache with others. */
export function forgetSessionWanted(): void {
  wanted = false;
}

export function onSessionWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * wantSession, once the page has loaded and the screen that asks has painted: a screen
 * that only shows something extra for a signed-in user (the logins' "already logged in")
 * must not compete with its own first paint for the network.
 */
export function wantSessionAfterPaint(): void {
  afterLoadAndPaint(wantSession);
}
