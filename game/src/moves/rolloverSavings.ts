import { fail, ok } from '../errors';
import type { MoveOf, MoveResult, Student } from '../types';

/**
 * Add rolled-over savings to the total budget (spec point 4, Rollover): total += amount,
 * rollOverBudget -= amount, whole dollars from 1 up to what was rolled over.
 */
export function rolloverSavings(state: Student, move: MoveOf<'rollover'>): MoveResult {
  if (state.season.inTransition) return fail('season/in-transition');
  const amount = move.amount;
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 1 || amount > state.rollOverBudget) {
    return fail('budget/rollover-out-of-range');
  }
  return ok({
    ...state,
    totalBudget: state.totalBudget + amount,
    rollOverBudget: state.rollOverBudget - amount,
  });
}
