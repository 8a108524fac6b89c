import { useCallback, useState } from 'react';
import type { Move, RuleError } from '@rink/game';
import { useStudentState, type MoveOutcome, type SendOptions } from '../student/student-context';

interface MoveRunner {
  /** Applies the moves (engine preview at once) and sends them; resolves once the server answers. */
  run(...moves: Move[]): Promise<MoveOutcome>;
  /** True from the call until the answer. */
  busy: boolean;
  /** The engine's refusal of the last run, to show where the move was made; null otherwise. */
  error: RuleError | null;
  clearError(): void;
}

/**
 * Every move a game page makes goes through this hook: one busy flag and one error per place
 * that makes moves. Server and network failures are not here: StudentProvider tells the student
 * about those once (see its comment), unless `toastFailure` is false: then the caller reports them itself.
 */
export function useMove({ toastFailure = true, waitForNetwork = true }: SendOptions = {}): MoveRunner {
  const { sendMoves } = useStudentState();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<RuleError | null>(null);

  const run = useCallback(
    async (...moves: Move[]) => {
      setBusy(true);
      setError(null);
      const outcome = await sendMoves(moves, { toastFailure, waitForNetwork });
      setBusy(false);
      if (!outcome.ok) setError(outcome.error);
      return outcome;
    },
    [sendMoves, toastFailure, waitForNetwork],
  );
  const clearError = useCallback(() => setError(null), []);
  return { run, busy, error, clearError };
}

/** True while any of the student's moves is on its way to the server. */
export function useMovesInFlight(): boolean {
  return useStudentState().saving;
}
