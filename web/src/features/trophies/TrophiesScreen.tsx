import { useIntl } from 'react-intl';
import { GamePage } from '@/play';
import { trophiesMessages as m } from './messages';
import { TrophiesPage } from './TrophiesPage';

/** The /trophies route: the trophy case and the season's end in the game frame. */
export function TrophiesScreen() {
  const intl = useIntl();
  return (
    <GamePage page="trophies" title={intl.formatMessage(m.screenTitle)}>
      <TrophiesPage />
    </GamePage>
  );
}
