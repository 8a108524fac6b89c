import { GamePage } from '@/play';
import { TrophiesPage } from './TrophiesPage';

/** The /trophies route: the trophy case and the season's end in the game frame. */
export function TrophiesScreen() {
  return (
    <GamePage page="trophies" title="TROPHIES">
      <TrophiesPage />
    </GamePage>
  );
}
