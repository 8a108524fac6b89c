import { useIntl } from 'react-intl';
import { GamePage } from '@/play';
import { scoutMessages as m } from './messages';
import { ScoutPage } from './ScoutPage';

/** The /scout route: the scouting page in the game frame. */
export function ScoutScreen() {
  const intl = useIntl();
  return (
    <GamePage page="scout" title={intl.formatMessage(m.pageTitle)}>
      <ScoutPage />
    </GamePage>
  );
}
