import { useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-client';

/** About once a second while the work goes on: a bar that moves smoothly, one light read a second. */
export const POLL_MS = 1_000;
/** The longest wait between two tries while the network or the server is away. */
const MAX_BACKOFF_MS = 15_000;

/** A wait after `failures` failed tries in a row: 1 s, then 2, 4, 8, 15 s. */
export const pollDelay = (failures: number): number => Math.min(MAX_BACKOFF_MS, POLL_MS * 2 ** failures);

/**
 * The network or the server is away for now, or asks us to slow down (429): try again later.
 * Anything else is an answer (not found, not allowed).
 */
function isPassing(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0 || error.status === 429 || error.status >= 500;
}

interface Polled<T> {
  value: T | null;
  /** Why tries fail for now (it keeps trying, less often): the error of the last try, else null. */
  waiting: unknown;
  /** A refusal (not found, not allowed): polling stopped. */
  failure: string | null;
}

interface PollOptions {
  /** A new value starts over (a job was just started: look now, and keep looking while it runs). */
  restart?: unknown;
  /** While `keepGoing` does not hold, read again after this long, ms, instead of stopping (a list where new work may start at any time). */
  idleMs?: number;
}

/**
 * The one way the screens follow long work on the server (an upload, a delete): calls `load` now
 * and again about once a second while `keepGoing` holds of its answer (then stops, or with
 * `idleMs` reads on that much less often). A failure of the network or the server is waited out
 * with longer and longer pauses and never taken for the work's end (the work goes on on the
 * server, and each read is also what resumes a job whose worker died). `load` and `keepGoing`
 * must be stable; a new `load` or `restart` starts over, and an answer of an earlier `load` is
 * never shown for a new one (a class's delete job reuses its id).
 */
export function usePolled<T>(load: (() => Promise<T>) | null, keepGoing: (value: T) => boolean, { restart = null, idleMs }: PollOptions = {}): Polled<T> {
  const [answer, setAnswer] = useState<{ from: () => Promise<T>; value: T } | null>(null);
  const [waiting, setWaiting] = useState<{ from: () => Promise<T>; error: unknown } | null>(null);
  const [failure, setFailure] = useState<{ from: () => Promise<T>; message: string } | null>(null);

  useEffect(() => {
    if (!load) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    const tick = async () => {
      let delay: number;
      try {
        const next = await load();
        if (stopped) return;
        failures = 0;
        setWaiting(null);
        setFailure(null);
        setAnswer({ from: load, value: next });
        if (keepGoing(next)) delay = POLL_MS;
        else if (idleMs !== undefined) delay = idleMs;
        else return;
      } catch (error) {
        if (stopped) return;
        if (!isPassing(error)) {
          console.error('Unexpected error following work on the server', error);
          setFailure({ from: load, message: error instanceof Error ? error.message : String(error) });
          return;
        }
        failures += 1;
        setWaiting({ from: load, error });
        delay = pollDelay(failures);
      }
      timer = setTimeout(() => void tick(), delay);
    };
    void tick();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [load, keepGoing, restart, idleMs]);

  const ours = <V extends { from: () => Promise<T> }>(state: V | null) => (state && load && state.from === load ? state : null);
  return { value: ours(answer)?.value ?? null, waiting: ours(waiting)?.error ?? null, failure: ours(failure)?.message ?? null };
}
