import { BUDGET_TUTORIAL_SAVINGS_LIMIT, SAVINGS_STEP, SLIDER_TICK_THIN_ABOVE } from '../levels';
import type { Student } from '../types';
import { teamCost } from './budget';

export interface SavingsRange {
  min: number;
  max: number;
  step: number;
  /** Slider shows fewer ticks when the total is above the level's threshold (docs/product.md#savings-rules). */
  thinTicks: boolean;
}

/**
 * Savings slider bounds (docs/product.md#savings-rules): 0 to total - spent, step 1/10/100. During the level-1
 * budget tutorial the puck stays below 13.
 */
export function savingsRange(student: Student, inBudgetTutorial = false): SavingsRange {
  let max = Math.max(0, student.totalBudget - teamCost(student));
  if (inBudgetTutorial && student.level === 1) max = Math.min(max, BUDGET_TUTORIAL_SAVINGS_LIMIT - 1);
  return {
    min: 0,
    max,
    step: SAVINGS_STEP[student.level],
    thinTicks: student.totalBudget > SLIDER_TICK_THIN_ABOVE[student.level],
  };
}

/**
 * Whether an amount is a slider position: a whole multiple of the step within bounds, or
 * exactly the maximum (the slider's end stop, which a rollover can leave off-step).
 */
export function isValidSavings(student: Student, amount: number): boolean {
  const { min, max, step } = savingsRange(student);
  if (!Number.isFinite(amount) || amount < min || amount > max) return false;
  return amount === max || (Number.isInteger(amount) && amount % step === 0);
}
