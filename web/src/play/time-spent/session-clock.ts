// Time spent (docs/product.md#session): at logout and on tab close the student's timeSpent
// grows by the time elapsed since the session started. The start time lives in sessionStorage
// so that a reload of the tab keeps counting from it.
import { MAX_TIME_SPENT_REPORT_MS, type Move } from '@rink/game';

export const SESSION_STARTED_KEY = 'rink.sessionStartedAt';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage may be blocked (cookies and site data disabled).
    return null;
  }
}

/** Marks now as the start of the (unsaved part of the) session. */
export function markSessionStart(now: number = Date.now()): void {
  storage()?.setItem(SESSION_STARTED_KEY, String(now));
}

/** Marks the start only when none is stored yet (a tab opened while already signed in). */
export function ensureSessionStart(now: number = Date.now()): void {
  if (readSessionStart() === null) markSessionStart(now);
}

export function clearSessionStart(): void {
  storage()?.removeItem(SESSION_STARTED_KEY);
}

export function readSessionStart(): number | null {
  const raw = storage()?.getItem(SESSION_STARTED_KEY);
  if (raw == null) return null;
  const value = Number(raw);
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** Milliseconds since the session start, within what the engine accepts in one report. */
export function elapsedSinceSessionStart(now: number = Date.now()): number {
  const start = readSessionStart();
  if (start === null) return 0;
  return Math.min(Math.max(0, Math.floor(now - start)), MAX_TIME_SPENT_REPORT_MS);
}

/** The move that reports the time since the session start, or null when there is none to report. */
export function timeSpentMove(now: number = Date.now()): Move | null {
  const ms = elapsedSinceSessionStart(now);
  return ms > 0 ? { type: 'recordTimeSpent', ms } : null;
}
