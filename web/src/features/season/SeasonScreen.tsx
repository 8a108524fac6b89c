import { useIntl } from 'react-intl';
import { GamePage } from '@/play';
import { MuteButton } from './controls/MuteButton';
import { useMuted } from './cheer/useMuted';
import { seasonMessages as m } from './messages';
import { SeasonPage } from './SeasonPage';

/** The /season route: the season page in the game frame, with the cheering sound's mute in the header. */
export function SeasonScreen() {
  const [muted, toggleMuted] = useMuted();
  const intl = useIntl();
  return (
    <GamePage page="season" title={intl.formatMessage(m.pageTitle)} actions={<MuteButton muted={muted} onToggle={toggleMuted} />}>
      <SeasonPage muted={muted} />
    </GamePage>
  );
}
