export { teamCost, budgetOf, remainingBudget, levelCaps } from './budget';
export { savingsRange, isValidSavings } from './savingsRange';
export type { SavingsRange } from './savingsRange';
export { rolloverRange, isValidRollover } from './rolloverRange';
export { formatMoney } from './formatMoney';
