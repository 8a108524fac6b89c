import { usePreloadMedia } from '@/components/media/preload';
import type { LevelClip } from '@rink/game';

/**
 * Preloads the clips about to play (a promotion's level-complete clip and the next level's
 * intro): every poster, and the first clip's video metadata, so the clip player opens on a
 * picture at once.
 */
export function usePreloadClips(clips: readonly LevelClip[]): void {
  usePreloadMedia({ posters: clips.map((clip) => clip.media), videos: clips.slice(0, 1).map((clip) => clip.media) });
}
