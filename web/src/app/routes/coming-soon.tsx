import { ComingSoon, GamePage } from '@/play';

// Stand-ins for the screens a later step builds (they become features then); the frame and
// each page's tutorial already run.

export function SeasonScreen() {
  return (
    <GamePage page="season" title="SEASON">
      <ComingSoon name="season" />
    </GamePage>
  );
}
