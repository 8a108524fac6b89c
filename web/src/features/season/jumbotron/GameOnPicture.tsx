import { Image } from '@chakra-ui/react';
import { mediaImageUrl } from '@/components/media/media';

/** Game on (spec point 2): the looping game picture (a placeholder animation until step 8's video). */
export function GameOnPicture() {
  return (
    <Image
      src={mediaImageUrl('season/game-on')}
      alt="Game on: two skaters chase the puck across the rink while the crowd cheers"
      maxH="full"
      maxW="full"
      objectFit="contain"
      borderRadius="lg"
    />
  );
}
