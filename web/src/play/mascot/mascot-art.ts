import type { MessageDescriptor } from 'react-intl';
import type { TutorialSlide } from '@rink/game';
import { mediaImageUrl } from '@/components/media/media';
import { mascotMessages as m } from '../messages';

type Pose = TutorialSlide['mascotPose'];

const POSE_ALT: Record<Pose, MessageDescriptor> = {
  wave: m.poseWave,
  point: m.posePoint,
  think: m.poseThink,
  cheer: m.poseCheer,
  thumbsUp: m.poseThumbsUp,
};

/** The mascot's picture for a pose, with its alt text (a message: format it with the screen's intl). */
export const mascotArt = (pose: Pose): { src: string; alt: MessageDescriptor } => ({
  src: mediaImageUrl(`mascot/${pose}`),
  alt: POSE_ALT[pose],
});
