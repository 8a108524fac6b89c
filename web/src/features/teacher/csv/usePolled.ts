import { useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-client';

/** About once a second while the work goes on. */
const POLL_MS = 1_000;
/** The longest wait between two tries while the network or the server is away. */
const MAX_BACKOFF_MS = 15_000;

/** A wait after `failures` failed tries in a row: 1 s, then 2, 4, 8, 15 s. */
export const pollDelay = (failures: number): number => Math.min(MAX_BACKOFF_MS, POLL_MS * 2 ** failures);

/** The network or the server is away for now: try again later (anything else is an answer). */
function isPassing(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
}

/** What a screen says while it cannot reach the server: the work itself goes on there. */
export function waitingMessage(error: unknown): string {
  return error instanceof ApiError && error.status >= 500
    ? 'Waiting for the server… The upload goes on, and this screen catches up when the server answers.'
    : 'Waiting for the internet… The upload goes on at the server, and this screen catches up when the connection is back.';
}

export interface Polled<T> {
  value: T | null;
  /** Set while tries fail for want of a network or a server (it keeps trying, less often). */
  waiting: string | null;
  /** A refusal (not found, not allowed): polling stopped. */
  failure: string | null;
}

/**
 * Calls `load` now and again about once a second while `keepGoing` holds of its answer; a
 * failure of the network or the server is waited out with longer and longer pauses, never
 * taken for the work's end. `load` and `keepGoing` must be stable; a new `restart` starts over.
 */
export function usePolled<T>(load: (() => Promise<T>) | null, keepGoing: (value: T) => boolean, restart: unknown = null): Polled<T> {
  // Each answer remembers which `load` gave it: a new one never shows the last one's answer.
  const [answer, setAnswer] = useState<{ from: () => Promise<T>; value: T } | null>(null);
  const [waiting, setWaiting] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!load) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    const tick = async () => {
      try {
        const next = await load();
        if (stopped) return;
        failures = 0;
        setWaiting(null);
        setFailure(null);
        setAnswer({ from: load, value: next });
        if (!keepGoing(next)) return;
      } catch (error) {
        if (stopped) return;
        if (!isPassing(error)) {
          console.error('Unexpected error following the upload', error);
          setFailure(error instanceof Error ? error.message : String(error));
          return;
        }
        failures += 1;
        setWaiting(waitingMessage(error));
      }
      timer = setTimeout(() => void tick(), pollDelay(failures));
    };
    void tick();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [load, keepGoing, restart]);

  return { value: answer && answer.from === load ? answer.value : null, waiting, failure };
}
