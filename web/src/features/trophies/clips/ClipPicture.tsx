import { Image } from '@chakra-ui/react';
import type { LevelClip } from '@rink/game';
import { mediaImageUrl } from '@/components/media/media';

/**
 * The moving picture of a level clip. Until step 8 brings the real videos, each clip is an
 * animated SVG placeholder at /media/<clip.media>.svg (it stops moving for readers who ask
 * for reduced motion); step 8 swaps this one component for a <video> of the same media key
 * with a captions track made from `clip.captions`.
 */
export function ClipPicture({ clip }: { clip: LevelClip }) {
  return (
    <Image
      src={mediaImageUrl(clip.media)}
      alt={`${clip.title}: animation`}
      w="full"
      maxW="min(100%, calc((100dvh - 16rem) * 16 / 9))"
      aspectRatio="16 / 9"
      objectFit="contain"
      borderRadius="2xl"
      mx="auto"
    />
  );
}
