import { ComingSoon, GamePage } from '@/play';

// Stand-ins for the screens a later step builds (they become features then); the frame and
// each page's tutorial already run.

export function ScoutScreen() {
  return (
    <GamePage page="scout" title="SCOUT">
      <ComingSoon name="scouting" />
    </GamePage>
  );
}

export function SeasonScreen() {
  return (
    <GamePage page="season" title="SEASON">
      <ComingSoon name="season" />
    </GamePage>
  );
}
