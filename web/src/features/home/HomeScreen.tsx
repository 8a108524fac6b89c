import { GamePage } from '@/play';
import { HomePage } from './HomePage';
import { ResetSeasonButton } from './ResetSeasonButton';

/** The /home route: the home page in the game frame, with Reset Season in the header. */
export function HomeScreen() {
  return (
    <GamePage page="home" title="HOME" actions={<ResetSeasonButton />}>
      <HomePage />
    </GamePage>
  );
}
