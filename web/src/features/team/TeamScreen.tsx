import { useIntl } from 'react-intl';
import { GamePage } from '@/play';
import { teamMessages as m } from './messages';
import { TeamPage } from './TeamPage';

/** The /team route: the team page in the game frame. */
export function TeamScreen() {
  const intl = useIntl();
  return (
    <GamePage page="team" title={intl.formatMessage(m.title)}>
      <TeamPage />
    </GamePage>
  );
}
