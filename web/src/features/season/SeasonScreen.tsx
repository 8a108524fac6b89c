import { GamePage } from '@/play';
import { MuteButton } from './controls/MuteButton';
import { useMuted } from './cheer/useMuted';
import { SeasonPage } from './SeasonPage';

/** The /season route: the season page in the game frame, with the cheering sound's mute in the header. */
export function SeasonScreen() {
  const [muted, toggleMuted] = useMuted();
  return (
    <GamePage page="season" title="SEASON" actions={<MuteButton muted={muted} onToggle={toggleMuted} />}>
      <SeasonPage muted={muted} />
    </GamePage>
  );
}
