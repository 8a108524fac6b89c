import { SLIDER_TICK_THIN_ABOVE } from '../levels';
import type { Student } from '../types';
import type { SavingsRange } from './savingsRange';

/**
 * The rollover slider's bounds (docs/product.md#rollover): whole dollars from 1 up to all of
 * last season's savings (rollOverBudget). Ticks thin out above the level's threshold, as on
 * the savings slider (docs/product.md#savings-rules: 15/150/1500). The rollover move accepts exactly this range.
 */
export function rolloverRange(student: Student): SavingsRange {
  return {
    min: 1,
    max: student.rollOverBudget,
    step: 1,
    thinTicks: student.rollOverBudget > SLIDER_TICK_THIN_ABOVE[student.level],
  };
}

/** Whether an amount is a rollover the slider can choose: a whole dollar within rolloverRange. */
export function isValidRollover(student: Student, amount: number): boolean {
  const { min, max } = rolloverRange(student);
  return Number.isInteger(amount) && amount >= min && amount <= max;
}
