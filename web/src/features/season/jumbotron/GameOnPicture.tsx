import { Flex } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { ClipVideo } from '@/components/media/ClipVideo';
import { jumbotronMessages as m } from '../messages';

/**
 * Game on (docs/product.md#season-page): the looping game video; if it cannot play, its poster stays up.
 * `media` is the clip's key from the season's data (jumbotronClips: the student's own team's).
 * Paused with the game (the season's Pause): the loop holds its frame.
 */
export function GameOnPicture({ media, paused = false }: { media: string; paused?: boolean }) {
  const intl = useIntl();
  // Laid over the jumbotron's picture area (out of the flow): the clip fills the room the words
  // leave and never makes the jumbotron taller (Jumbotron).
  return (
    <Flex position="absolute" inset="0" justify="center">
      <ClipVideo media={media} label={intl.formatMessage(m.gameOnClip)} loop paused={paused} h="full" maxW="full" />
    </Flex>
  );
}
