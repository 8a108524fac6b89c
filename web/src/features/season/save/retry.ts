/** Waits before each automatic retry of a failed save: 1 s, 2 s, 4 s, then the student is asked. */
export const SAVE_RETRY_DELAYS_MS: readonly number[] = [1000, 2000, 4000];

export type Attempt<T> = { done: true; value: T } | { done: false; error: unknown };

/**
 * Runs `attempt` until it is done, waiting the given delays between tries (so delays.length + 1
 * tries in all); `onFailure` hears of each failed try. Resolves with the value, or null when
 * every try failed.
 */
export async function withRetries<T>(
  attempt: () => Promise<Attempt<T>>,
  onFailure: (error: unknown, tryNumber: number) => void,
  delays: readonly number[] = SAVE_RETRY_DELAYS_MS,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => window.setTimeout(resolve, ms)),
): Promise<T | null> {
  for (let tryNumber = 1; ; tryNumber += 1) {
    const result = await attempt();
    if (result.done) return result.value;
    onFailure(result.error, tryNumber);
    const delay = delays[tryNumber - 1];
    if (delay === undefined) return null;
    await wait(delay);
  }
}

/** True when the browser knows it has no network (a failed save then waits instead of counting a try). */
export const isOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

/** How often a save that waits for the network looks at navigator.onLine, should the 'online' event be missed. */
export const ONLINE_CHECK_MS = 1000;

/**
 * Resolves once the browser is online again: on the 'online' event, or at a check every
 * `checkMs` (should an event be missed, the next check sees navigator.onLine).
 */
export function untilOnline(checkMs = ONLINE_CHECK_MS): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      if (isOffline()) return;
      window.removeEventListener('online', done);
      window.clearInterval(timer);
      resolve();
    };
    const timer = window.setInterval(done, checkMs);
    window.addEventListener('online', done);
    done();
  });
}
