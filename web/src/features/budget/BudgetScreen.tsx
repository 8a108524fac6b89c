import { useIntl } from 'react-intl';
import { GamePage } from '@/play';
import { BudgetPage } from './BudgetPage';
import { budgetMessages as m } from './messages';

/** The /budget route: the budget page in the game frame. */
export function BudgetScreen() {
  const intl = useIntl();
  return (
    <GamePage page="budget" title={intl.formatMessage(m.title)}>
      <BudgetPage />
    </GamePage>
  );
}
