import { ClipVideo } from '@/components/media/ClipVideo';

/**
 * Game on (docs/product.md#season-page): the looping game video; if it cannot play, its poster stays up.
 * `media` is the clip's key from the season's data (jumbotronClips: the student's own team's).
 */
export function GameOnPicture({ media }: { media: string }) {
  return <ClipVideo media={media} label="Game on: two skaters chase the puck across the rink while the crowd cheers" loop h="full" maxW="full" />;
}
