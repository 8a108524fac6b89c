// Login throttling (docs/decisions.md#d32): how long an account waits after
// failed logins, and what the login page says meanwhile. The server decides and words the wait;
// the login form shows the server's text as it comes, so both sides read it from here.
import type { Role } from "./roles";

/** Failed logins an account may make before it has to wait. */
const FREE_LOGIN_TRIES = 5;
/** The wait after the FREE_LOGIN_TRIES-th failure; each further failure doubles it. */
export const FIRST_LOGIN_WAIT_MS = 30_000;
/** The longest wait, however many failures. */
export const MAX_LOGIN_WAIT_MS = 15 * 60_000;

/**
 * How long an account with `failures` failed logins in a row waits before its next try:
 * none for the first FREE_LOGIN_TRIES - 1, then 30 s, 60 s, 2 min... up to 15 min.
 * `firstWaitMs` is shorter only in the local test stack (functions' loginThrottle.ts).
 */
export function loginWaitMs(failures: number, firstWaitMs: number = FIRST_LOGIN_WAIT_MS): number {
  if (!Number.isFinite(failures) || failures < FREE_LOGIN_TRIES) return 0;
  const doublings = Math.min(failures - FREE_LOGIN_TRIES, 30);
  return Math.min(firstWaitMs * 2 ** doublings, MAX_LOGIN_WAIT_MS);
}

/** Whole seconds to wait, rounded up: the Retry-After header's number. */
export function waitSeconds(waitMs: number): number {
  return Math.max(1, Math.ceil(waitMs / 1000));
}

/**
 * A wait in words a 9-year-old reads at once: "30 seconds" under a minute, else whole
 * minutes rounded up ("1 minute", "2 minutes"), so nobody comes back too early.
 */
export function waitInWords(waitMs: number): string {
  const seconds = waitSeconds(waitMs);
  if (seconds < 60) return seconds === 1 ? "1 second" : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}

/** What else each login page's user can do than wait. */
const INSTEAD: Readonly<Record<Role, string>> = {
  student: ", or ask your teacher.",
  teacher: ", or use Forgot Password.",
  admin: ", then try again.",
};

/** The 429 answer's text on `role`'s login page: "Too many tries. Wait 2 minutes, or ask your teacher." */
export function tooManyTriesMessage(role: Role, waitMs: number): string {
  return `Too many tries. Wait ${waitInWords(waitMs)}${INSTEAD[role]}`;
}
