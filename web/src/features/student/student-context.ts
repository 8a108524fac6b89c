import { createContext, useContext } from 'react';
import type { Move, RuleError, Student } from '@rink/game';

export type StoredStudent = Student & { _id: string };

export type MoveOutcome = { ok: true; student: StoredStudent } | { ok: false; error: RuleError | { code: 'server'; message: string } };

export interface StudentState {
  status: 'loading' | 'ready' | 'missing' | 'error';
  /** What the screens show: the server's document, or the engine's preview while moves are in flight. */
  student: StoredStudent | null;
  /** True while moves are on their way to the server. */
  saving: boolean;
  /**
   * Applies moves at once with the engine (instant feedback), then sends them;
   * the server's answer is the truth. A move the engine refuses is never sent.
   */
  sendMoves(moves: Move[]): Promise<MoveOutcome>;
}

export const StudentContext = createContext<StudentState | undefined>(undefined);

/** The signed-in student's own live document (ARCHITECTURE.md, decision 5). */
export function useStudent(): StudentState {
  const state = useContext(StudentContext);
  if (!state) throw new Error('useStudent must be used inside <StudentProvider>');
  return state;
}
