import { fail, ok } from '../errors';
import { isValidRollover } from '../money/rolloverRange';
import type { MoveOf, MoveResult, Student } from '../types';

/**
 * Add rolled-over savings to the total budget (docs/product.md#rollover): total += amount,
 * rollOverBudget -= amount, for any amount the rollover slider offers (rolloverRange).
 */
export function rolloverSavings(state: Student, move: MoveOf<'rollover'>): MoveResult {
  if (state.season.inTransition) return fail('season/in-transition');
  const amount = move.amount;
  if (typeof amount !== 'number' || !isValidRollover(state, amount)) return fail('budget/rollover-out-of-range');
  return ok({
    ...state,
    totalBudget: state.totalBudget + amount,
    rollOverBudget: state.rollOverBudget - amount,
    season: { ...state.season, rolloverUsed: state.season.rolloverUsed + amount },
  });
}
