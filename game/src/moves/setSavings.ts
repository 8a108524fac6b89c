import { fail, ok } from '../errors';
import { isValidSavings, savingsRange } from '../money/savingsRange';
import type { MoveOf, MoveResult, Student } from '../types';

/** Move the savings slider: 0 to total - spent, in the level's steps (docs/product.md#savings-rules). */
export function setSavings(state: Student, move: MoveOf<'setSavings'>): MoveResult {
  if (state.season.inTransition) return fail('season/in-transition');
  const { min, max } = savingsRange(state);
  const amount = move.amount;
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount < min || amount > max) {
    return fail('budget/savings-out-of-range');
  }
  if (!isValidSavings(state, amount)) return fail('budget/savings-step');
  return ok({ ...state, savingsBudget: amount });
}
