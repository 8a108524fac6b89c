import { GamePage } from '@/play';
import { DebriefPage } from './DebriefPage';

/** The /season/debrief route: the season's debrief in the game frame, under the season page's gating. */
export function DebriefScreen() {
  return (
    <GamePage page="season" title="SEASON" holdsCheck>
      <DebriefPage />
    </GamePage>
  );
}
