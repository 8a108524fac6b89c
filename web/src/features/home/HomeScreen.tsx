import { useIntl } from 'react-intl';
import { GamePage } from '@/play';
import { HomePage } from './HomePage';
import { ResetSeasonButton } from './ResetSeasonButton';
import { homeMessages as m } from './messages';

/** The /home route: the home page in the game frame, with Reset Season in the header. */
export function HomeScreen() {
  const intl = useIntl();
  return (
    <GamePage page="home" title={intl.formatMessage(m.title)} actions={<ResetSeasonButton />}>
      <HomePage />
    </GamePage>
  );
}
