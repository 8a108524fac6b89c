import { useIntl } from 'react-intl';
import { ClipVideo } from '@/components/media/ClipVideo';
import { jumbotronMessages as m } from '../messages';

/**
 * Game on (docs/product.md#season-page): the looping game video; if it cannot play, its poster stays up.
 * `media` is the clip's key from the season's data (jumbotronClips: the student's own team's).
 */
export function GameOnPicture({ media }: { media: string }) {
  const intl = useIntl();
  return <ClipVideo media={media} label={intl.formatMessage(m.gameOnClip)} loop h="full" maxW="full" />;
}
