import { teamRank } from '../lineup/starters';
import { remainingBudget } from '../money/budget';
import { findPlayer } from '../lineup/players';
import type { RuleError, Student } from '../types';
import { applyMove } from './applyMove';
import { lineupChange, type LineupMove } from './lineupChange';

/** What a confirmation dialog shows before a sign, trade or release. */
export interface MovePreview {
  /** The contract the move signs, in dollars (0 for a release). */
  cost: number;
  /** Dollars free to spend (remainingBudget) before and after; after may be negative. */
  remaining: { before: number; after: number };
  /** Team overall rank before and after. */
  teamRank: { before: number; after: number };
  /** The engine's refusal when applyMove refuses the move, else null. */
  error: RuleError | null;
}

/**
 * The engine's answer to "what would this change?": the numbers after the move come from
 * applyMove itself; for a refused move, from the lineup the move would have left, so a dialog
 * can show how far over budget a signing goes before the refusal is explained.
 */
export function previewMove(student: Student, move: LineupMove): MovePreview {
  const result = applyMove(student, move);
  const after = 'state' in result ? result.state : lineupChange(student, move);
  const incoming = move.type === 'release' ? undefined : findPlayer(student, move.playerId);
  return {
    cost: incoming?.playerCost ?? 0,
    remaining: { before: remainingBudget(student), after: remainingBudget(after) },
    teamRank: { before: teamRank(student), after: teamRank(after) },
    error: 'error' in result ? result.error : null,
  };
}
