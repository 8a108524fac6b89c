// Is this session still open? Asked on every API request, so it must not cost a
// Firestore read each time (docs/decisions.md#d31). Each process
// keeps what it has read, and listens to the sessions ended since it started: an end
// written by any process (any worker, any instance) reaches this one's listener at
// once, so a remembered "open" can be trusted. A remembered "open" is read again after
// RECHECK_MS all the same, and on every request while the listener is not known to be
// up: a throttled instance's listener may be late, and a wrong "open" must not last.
import { Timestamp, type Query } from "firebase-admin/firestore";
import { db } from "../lib/admin";
import { COLLECTIONS } from "../firestore/collections";
import { readSession } from "./sessions";

/** How long a remembered "open" is trusted without a new read, even with the listener up. */
export const RECHECK_MS = 30_000;
/** The listener also takes ends stamped this long before the process started (clocks differ). */
const CLOCK_MARGIN_MS = 5 * 60_000;
/** The listener is re-opened with a later bound this often, so its result set stays small. */
const REBOUND_MS = 6 * 60 * 60_000;
const RETRY_MS = 5_000;
/** Sessions remembered per process; the oldest are forgotten first (and read again if used). */
const MAX_REMEMBERED = 50_000;

interface Remembered {
  uid: string;
  open: boolean;
  expiresAtMs: number;
  readAtMs: number;
  /** The listener has reported this session's end. */
  heardEnd?: boolean;
}

const remembered = new Map<string, Remembered>();
/** Waiting for the listener to report an end: logout answers once its own end has come back. */
const endWaiters = new Map<string, Array<() => void>>();

let listening = false;
let live = false;
let stopListening: (() => void) | undefined;

function remember(sid: string, entry: Remembered): void {
  remembered.delete(sid);
  remembered.set(sid, entry);
  if (remembered.size > MAX_REMEMBERED) {
    const oldest = remembered.keys().next().value;
    if (oldest !== undefined) remembered.delete(oldest);
  }
}

/** Records that `sid` has ended (it never opens again). `byListener`: the listener reported it. */
export function markEnded(sid: string, byListener = false): void {
  const known = remembered.get(sid);
  remember(sid, {
    uid: known?.uid ?? "",
    open: false,
    expiresAtMs: known?.expiresAtMs ?? 0,
    readAtMs: Date.now(),
    heardEnd: byListener || known?.heardEnd === true,
  });
  if (!byListener) return;
  for (const resolve of endWaiters.get(sid) ?? []) resolve();
  endWaiters.delete(sid);
}

function endedSince(ms: number): Query {
  return db().collection(COLLECTIONS.sessions).where("endedAt", ">=", Timestamp.fromMillis(ms));
}

/** Starts (once per process) the listener on sessions ended since the process started. */
export function watchEndedSessions(): void {
  if (listening) return;
  listening = true;
  const bound = Date.now() - CLOCK_MARGIN_MS;
  let first = true;
  const unsubscribe = endedSince(bound).onSnapshot(
    (snapshot) => {
      // Every change is an end: a session enters this query when it ends, and leaves it only when
      // its record is deleted (an account removed, or TTL), which ends it as surely.
      for (const change of snapshot.docChanges()) markEnded(change.doc.id, true);
      live = true;
      if (first) {
        first = false;
        // A new listener with a later bound takes over; this one stops once that one is up.
        const timer = setTimeout(() => rebound(unsubscribe), REBOUND_MS);
        timer.unref();
      }
    },
    (error) => {
      console.error("The ended-sessions listener stopped; sessions are read on every request until it is back", error);
      live = false;
      listening = false;
      stopListening = undefined;
      const timer = setTimeout(watchEndedSessions, RETRY_MS);
      timer.unref();
    },
  );
  stopListening = unsubscribe;
}

function rebound(previous: () => void): void {
  if (stopListening !== previous) return;
  listening = false;
  // Until the new listener has answered, `live` is false, so nothing is trusted unread.
  live = false;
  watchEndedSessions();
  previous();
}

/**
 * Resolves once this process's listener has reported `sid`'s end, or after `timeoutMs`
 * (at once when the listener is not up: there is nothing to wait for).
 */
export function endSeen(sid: string, timeoutMs: number): Promise<void> {
  if (!live || remembered.get(sid)?.heardEnd === true) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    const waiters = endWaiters.get(sid) ?? [];
    waiters.push(() => {
      clearTimeout(timer);
      resolve();
    });
    endWaiters.set(sid, waiters);
  });
}

/**
 * True when session `sid` was issued to `uid`, has not ended and has not expired.
 * A Firestore read only the first time this process sees the session, after RECHECK_MS,
 * or while the listener is not up.
 */
export async function sessionIsOpen(sid: string, uid: string, now = Date.now()): Promise<boolean> {
  watchEndedSessions();
  let known = remembered.get(sid);
  if (!known || (known.open && (!live || now - known.readAtMs >= RECHECK_MS))) {
    const readAtMs = now;
    const stored = await readSession(sid);
    // An end seen while reading wins: ends are final.
    if (remembered.get(sid)?.open === false) return false;
    known = stored
      ? { uid: stored.uid, open: stored.endedAt === null, expiresAtMs: stored.expiresAt.toMillis(), readAtMs }
      : { uid: "", open: false, expiresAtMs: 0, readAtMs };
    remember(sid, known);
  }
  return known.open && known.uid === uid && now < known.expiresAtMs;
}

/** For tests of this module: forget everything and stop listening. */
export function resetSessionCheck(): void {
  stopListening?.();
  stopListening = undefined;
  listening = false;
  live = false;
  remembered.clear();
  endWaiters.clear();
}
