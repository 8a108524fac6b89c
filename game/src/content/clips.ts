import type { Level, TeamVideos } from '../types';

/**
 * One full-screen clip of a level (docs/product.md#level-clips: each level has its own intro video, and
 * finishing a level shows a level-complete video). `media` is the media key the clip is served
 * under (clips/<name>; the placeholders are animated pictures, the real videos keep
 * the name); `captions` are its words in order, shown on screen while it plays (and a video's
 * captions track later).
 */
export interface LevelClip {
  kind: 'intro' | 'complete';
  level: Level;
  title: string;
  /** The big words the clip draws over its picture ('LEVEL 1', 'LEVEL 1 COMPLETE!'); its captions are the mascot's lines. */
  headline: string;
  media: string;
  captions: readonly string[];
}

const LEAGUE: Readonly<Record<Level, string>> = { 1: 'junior league', 2: 'minor league', 3: 'major league' };

const intro = (level: Level, captions: string[]): LevelClip => ({
  kind: 'intro',
  level,
  title: `Welcome to Level ${level}`,
  headline: `LEVEL ${level}`,
  media: `clips/level-${level}-intro`,
  captions,
});

const complete = (level: Level, captions: string[]): LevelClip => ({
  kind: 'complete',
  level,
  title: `Level ${level} Complete!`,
  headline: `LEVEL ${level} COMPLETE!`,
  media: `clips/level-${level}-complete`,
  captions,
});

export const LEVEL_CLIPS: Readonly<Record<Level, { intro: LevelClip; complete: LevelClip }>> = {
  1: {
    intro: intro(1, [`Welcome to the ${LEAGUE[1]}!`, 'Build a team, save some money, and play for the cups.']),
    complete: complete(1, [`You finished the ${LEAGUE[1]} in the top three!`, 'And you saved money too. Great managing!']),
  },
  2: {
    intro: intro(2, [`Welcome to the ${LEAGUE[2]}!`, 'Players cost more here, and so does winning. Plan your budget first.']),
    complete: complete(2, [`You finished the ${LEAGUE[2]} in the top three!`, 'Your savings kept growing. On to the big league!']),
  },
  3: {
    intro: intro(3, [`Welcome to the ${LEAGUE[3]}!`, 'The biggest budget and the toughest teams. Spend wisely!']),
    complete: complete(3, [`You finished the ${LEAGUE[3]} in the top three!`, 'You saved and you won. You are a champion manager!']),
  },
};

/**
 * The clips of a promotion from `finished`: that level's level-complete clip, then the next
 * level's intro (docs/product.md#level-clips); at the top level, only its level-complete clip.
 */
export function promotionClips(finished: Level): LevelClip[] {
  const next = NEXT_LEVEL[finished];
  return next === null ? [LEVEL_CLIPS[finished].complete] : [LEVEL_CLIPS[finished].complete, LEVEL_CLIPS[next].intro];
}

const NEXT_LEVEL: Readonly<Record<Level, Level | null>> = { 1: 2, 2: 3, 3: null };

/**
 * The season's clips every team plays today (docs/product.md#game-phases: videos): the game-on loop
 * and the win and loss highlights, under the names tools/media/video makes them. Teams take
 * their `videos` from here (content/teams.ts), so a club gives one team a clip of its own by
 * changing that team's data, and the season's stored teams carry the names the jumbotron plays.
 * 'season/game-on' shows no words, so it has no captions file; the highlights have theirs.
 */
export const SEASON_CLIPS: Readonly<TeamVideos> = {
  gameOn: 'season/game-on',
  gameOver: { win: 'clips/highlight-win', loss: 'clips/highlight-loss' },
};

/**
 * The words the win and loss highlights draw over the play, one after another (their captions
 * say the same): the clips are rendered with them in each language the game speaks.
 */
export const HIGHLIGHT_WORDS: Readonly<Record<'win' | 'loss', readonly string[]>> = {
  win: ['GOAL!'],
  loss: ['SO CLOSE!', 'Next time!'],
};
