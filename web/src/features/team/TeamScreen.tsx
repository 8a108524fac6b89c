import { GamePage } from '@/play';
import { TeamPage } from './TeamPage';

/** The /team route: the team page in the game frame. */
export function TeamScreen() {
  return (
    <GamePage page="team" title="TEAM">
      <TeamPage />
    </GamePage>
  );
}
