import { useIntl } from 'react-intl';
import type { LevelClip } from '@rink/game';
import { ClipVideo } from '@/components/media/ClipVideo';
import { useContent } from '@/i18n/content/useContent';
import { clipMessages } from '../messages';

/**
 * The moving picture of a level clip: the video of its media key (with its poster and captions
 * track), as large as the screen allows under the title, the caption line and the buttons. Its
 * captions are the clip player's own big caption line (the same words as the track, which stays
 * loaded but is not drawn twice). The
 * clip player's buttons move on, never the clip's end (nothing moves on by itself here), so a
 * clip that cannot play simply shows its poster. `paused`: the player's Pause holds it on its frame.
 */
export function ClipPicture({ clip, paused = false }: { clip: LevelClip; paused?: boolean }) {
  const intl = useIntl();
  const title = useContent().clipTitle(clip);
  return <ClipVideo media={clip.media} label={intl.formatMessage(clipMessages.animation, { title })} captionsOnScreen={false} paused={paused} w="full" maxW="min(100%, calc((100dvh - 16rem) * 16 / 9))" borderRadius="2xl" mx="auto" />;
}
