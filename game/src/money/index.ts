export { teamCost, budgetOf, remainingBudget, levelCaps } from './budget';
export { savingsRange } from './savingsRange';
export type { SavingsRange } from './savingsRange';
export { rolloverRange } from './rolloverRange';
export { formatMoney } from './formatMoney';
