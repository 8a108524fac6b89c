import type { TutorialSlide } from '@rink/game';
import { mediaImageUrl } from '@/components/media/media';

type Pose = TutorialSlide['mascotPose'];

const POSE_ALT: Record<Pose, string> = {
  wave: 'Chip the mascot waving',
  point: 'Chip the mascot pointing',
  think: 'Chip the mascot thinking',
  cheer: 'Chip the mascot cheering',
  thumbsUp: 'Chip the mascot giving a thumbs up',
};

/** The mascot's picture for a pose, with its alt text. */
export const mascotArt = (pose: Pose): { src: string; alt: string } => ({
  src: mediaImageUrl(`mascot/${pose}`),
  alt: POSE_ALT[pose],
});
