import type { Move } from '@rink/game';
import { ApiError, apiRequest, apiRequestNow } from '@/lib/api-client';
import { isUpdateStudentAnswer, type StoredStudent } from '@rink/common';
import type { SendOptions } from './student-context';

/** Pauses between tries of a request the network failed while the browser says it is online. */
export const NETWORK_RETRY_MS = [1_000, 2_000, 4_000, 8_000, 15_000] as const;
/** While the browser says it is offline, how often to look again (the `online` event usually comes first). */
const OFFLINE_CHECK_MS = 5_000;
/** Why a waiting move did not go: the game was closed (logout) before the network came back. */
export const CLOSED_BEFORE_SAVED = 'The game was closed before this change could be saved.';

interface MoveQueue {
  /** Sends moves after every move sent before them has had its answer. */
  send(moves: Move[], options?: Pick<SendOptions, 'waitForNetwork'>): Promise<StoredStudent>;
  /**
   * Sends moves now, as a keepalive request that outlives the page: a closing page cannot
   * wait for the moves before them. Only moves that commute with any move still in flight
   * (recordTimeSpent) are sent this way. Failures are logged only.
   */
  sendAsPageCloses(moves: Move[], idToken: string): void;
  /** Hears whether a move is waiting for the network; returns the way to stop hearing. */
  onWaitingChange(listener: (waiting: boolean) => void): () => void;
  /** Ends the queue (the game is closed): a move still waiting for the network fails with CLOSED_BEFORE_SAVED. */
  close(): void;
}

const isNetworkFailure = (error: unknown): boolean => error instanceof ApiError && error.status === 0;

/** Resolves when the browser says the network is back, or after `ms`, whichever comes first. */
function networkBackOr(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      window.removeEventListener('online', done);
      window.clearTimeout(timer);
      resolve();
    };
    window.addEventListener('online', done);
    const timer = window.setTimeout(done, ms);
  });
}

/**
 * The one road from the client to the student's document (docs/product.md#api-student /student/{id}):
 * every move, time spent included, goes through one queue per student, in the order made. Each
 * request carries an id of its own, so a request sent again after the network lost its answer is
 * applied once (docs/decisions.md#d72). A move made while the network is gone waits, shown as made,
 * and goes when the network is back, before any move made after it.
 */
export function createMoveQueue(studentId: string): MoveQueue {
  const path = `/student/${encodeURIComponent(studentId)}`;
  let tail: Promise<unknown> = Promise.resolve();
  let closed = false;
  const listeners = new Set<(waiting: boolean) => void>();
  const setWaiting = (waiting: boolean) => listeners.forEach((listener) => listener(waiting));

  async function deliver(body: { moves: Move[]; requestId: string }, waitForNetwork: boolean) {
    for (let failures = 0; ; failures += 1) {
      if (closed) throw new Error(CLOSED_BEFORE_SAVED);
      try {
        if (waitForNetwork && !navigator.onLine) throw new ApiError('The network is gone.', 0);
        const answer = await apiRequest('PUT', path, isUpdateStudentAnswer, { body });
        setWaiting(false);
        return answer;
      } catch (error) {
        if (!waitForNetwork || !isNetworkFailure(error) || closed) throw error;
        setWaiting(true);
        await networkBackOr(navigator.onLine ? (NETWORK_RETRY_MS[Math.min(failures, NETWORK_RETRY_MS.length - 1)] ?? OFFLINE_CHECK_MS) : OFFLINE_CHECK_MS);
      }
    }
  }

  return {
    send(moves, { waitForNetwork = true } = {}) {
      const body = { moves, requestId: crypto.randomUUID() };
      const sent = tail.then(() => deliver(body, waitForNetwork));
      tail = sent.catch(() => undefined);
      return sent.then((answer) => answer.updatedStudent);
    },
    sendAsPageCloses(moves, idToken) {
      apiRequestNow('PUT', path, { moves }, idToken);
    },
    onWaitingChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      closed = true;
      setWaiting(false);
    },
  };
}
