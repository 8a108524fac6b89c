import { GamePage } from '@/play';
import { BudgetPage } from './BudgetPage';

/** The /budget route: the budget page in the game frame. */
export function BudgetScreen() {
  return (
    <GamePage page="budget" title="BUDGET">
      <BudgetPage />
    </GamePage>
  );
}
