import { GamePage } from '@/play';
import { ScoutPage } from './ScoutPage';

/** The /scout route: the scouting page in the game frame. */
export function ScoutScreen() {
  return (
    <GamePage page="scout" title="SCOUT">
      <ScoutPage />
    </GamePage>
  );
}
