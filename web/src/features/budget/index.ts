export { BudgetPage } from './BudgetPage';
