import { useIntl } from 'react-intl';
import { GamePage } from '@/play';
import { DebriefPage } from './DebriefPage';
import { debriefMessages as m } from './messages';

/** The /season/debrief route: the season's debrief in the game frame, under the season page's gating. */
export function DebriefScreen() {
  const intl = useIntl();
  return (
    <GamePage page="season" title={intl.formatMessage(m.screenTitle)} holdsCheck>
      <DebriefPage />
    </GamePage>
  );
}
