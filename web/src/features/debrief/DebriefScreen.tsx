import { useIntl } from 'react-intl';
import { GamePage } from '@/play';
import { DebriefPage } from './DebriefPage';
import { debriefMessages as m } from './messages';

/**
 * The /season/debrief route: the season's debrief in the game frame, under the season page's gating;
 * titled by its heading ("Rink Money — Season Debrief"), the header's SEASON being the season page's.
 */
export function DebriefScreen() {
  const intl = useIntl();
  return (
    <GamePage page="season" title={intl.formatMessage(m.screenTitle)} documentTitle={intl.formatMessage(m.heading)} holdsCheck>
      <DebriefPage />
    </GamePage>
  );
}
