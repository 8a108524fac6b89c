import { ClipVideo } from '@/components/media/ClipVideo';
import { seasonClips } from '@/components/media/media';

/** Game on (spec point 2): the looping game video; if it cannot play, its poster stays up. */
export function GameOnPicture() {
  return <ClipVideo media={seasonClips.gameOn} label="Game on: two skaters chase the puck across the rink while the crowd cheers" loop h="full" maxW="full" />;
}
