import { createContext, useContext } from 'react';
import type { Move, RuleError } from '@rink/game';
import type { StoredStudent } from '@rink/common';

export type { StoredStudent };

/**
 * How a move ended. A refusal carries the engine's rule error, which the caller shows where
 * the student made the move; a server or network failure carries none, because the student
 * has already been told once, by the provider (see StudentProvider).
 */
export type MoveOutcome = { ok: true; student: StoredStudent } | { ok: false; error: RuleError | null };

/** How moves are sent (useMove, sendMoves, the queue); by default both hold. */
export interface SendOptions {
  /** A server or network failure is told to the student as a toast (StudentProvider); false: the caller tells it itself, or it needs no telling. */
  toastFailure?: boolean;
  /**
   * A move the network fails waits, shown as made, and goes once the network is back
   * (move-queue.ts); false: it fails at once (the season's save waits its own way, docs/decisions.md#d46).
   */
  waitForNetwork?: boolean;
}

export interface StudentState {
  status: 'loading' | 'ready' | 'missing' | 'error';
  /** What the screens show: the server's document, or the engine's preview while moves are in flight. */
  student: StoredStudent | null;
  /** True while moves are on their way to the server. */
  saving: boolean;
  /** True while a move made waits for the network to come back (it is shown as made meanwhile). */
  waitingForNetwork: boolean;
  /**
   * Applies moves at once with the engine (instant feedback), then queues them for the
   * server; the server's answer is the truth. A move the engine refuses is never sent.
   */
  sendMoves(moves: Move[], options?: SendOptions): Promise<MoveOutcome>;
  /**
   * For a page that is closing (pagehide): sends moves through the same queue at once, as a
   * keepalive request with an ID token read beforehand, without waiting for an answer.
   */
  sendMovesAsPageCloses(moves: Move[], idToken: string): void;
}

export const StudentContext = createContext<StudentState | undefined>(undefined);

/** The signed-in student's live document and moves, for the game's frame (GamePage, useMove). */
export function useStudentState(): StudentState {
  const state = useContext(StudentContext);
  if (!state) throw new Error('useStudentState must be used inside <StudentProvider>');
  return state;
}

/**
 * The signed-in student, for a game page's body: GamePage renders its page only once the
 * student's document has loaded (docs/decisions.md#d4).
 */
export function useStudent(): StoredStudent {
  const { student } = useStudentState();
  if (!student) throw new Error('useStudent must be used inside a loaded <GamePage>');
  return student;
}
