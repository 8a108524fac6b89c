import type { Move } from '@rink/game';
import { apiRequest, apiRequestNow } from '@/lib/api-client';
import { isUpdateStudentAnswer, type StoredStudent } from '@rink/common';

export interface MoveQueue {
  /** Sends moves after every move sent before them has had its answer. */
  send(moves: Move[]): Promise<StoredStudent>;
  /**
   * Sends moves now, as a keepalive request that outlives the page: a closing page cannot
   * wait for the moves before them. Only moves that commute with any move still in flight
   * (recordTimeSpent) are sent this way. Failures are logged only.
   */
  sendAsPageCloses(moves: Move[], idToken: string): void;
}

/**
 * The one road from the client to the student's document (docs/product.md#api-student /student/{id}):
 * every move, time spent included, goes through one queue per student, in the order made.
 */
export function createMoveQueue(studentId: string): MoveQueue {
  const path = `/student/${encodeURIComponent(studentId)}`;
  let tail: Promise<unknown> = Promise.resolve();
  return {
    send(moves) {
      const sent = tail.then(() => apiRequest('PUT', path, isUpdateStudentAnswer, { body: { moves } }));
      tail = sent.catch(() => undefined);
      return sent.then((answer) => answer.updatedStudent);
    },
    sendAsPageCloses(moves, idToken) {
      apiRequestNow('PUT', path, { moves }, idToken);
    },
  };
}
