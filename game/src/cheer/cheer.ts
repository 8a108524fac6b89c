import type { CheerStyle } from '../types';

/** The cheer meter's state while a game is on (runs in the browser, in real time). */
export interface CheerState {
  /** Click count, lowered by the 2 s decay. */
  clicks: number;
  /** Cheer level 0..15: needle and puck colour. */
  level: number;
  /** Team-rank bonus 0..5 sent with playGame. */
  rankBonus: number;
}

/** docs/product.md#cheer-meter. */
const CLICKS_PER_CHEER_LEVEL = 5;
export const MAX_CHEER_LEVEL = 15;
export const CLICKS_PER_RANK_BONUS = 15;
export const MAX_RANK_BONUS = 5;
/** Every 2000 ms the level drops 1 and the count 5. */
export const CHEER_DECAY_MS = 2000;
const CHEER_DECAY_CLICKS = 5;
/** Needle: 12 degrees per cheer level, offset -25 degrees. */
const NEEDLE_DEGREES_PER_LEVEL = 12;
export const NEEDLE_OFFSET_DEGREES = -25;

export const newCheer = (): CheerState => ({ clicks: 0, level: 0, rankBonus: 0 });

/**
 * One click. Every click counts: each 5th click raises the level, each 15th raises the rank
 * bonus. The bonus is never taken back by the decay, so clicks after a decay still earn it.
 */
export function cheerClick(state: CheerState): CheerState {
  const clicks = state.clicks + 1;
  return {
    clicks,
    level: clicks % CLICKS_PER_CHEER_LEVEL === 0 ? Math.min(MAX_CHEER_LEVEL, state.level + 1) : state.level,
    rankBonus:
      clicks % CLICKS_PER_RANK_BONUS === 0 ? Math.min(MAX_RANK_BONUS, state.rankBonus + 1) : state.rankBonus,
  };
}

/** The 2 s tick: the level drops 1 and the count 5, never below 0. */
export const cheerDecay = (state: CheerState): CheerState => ({
  clicks: Math.max(0, state.clicks - CHEER_DECAY_CLICKS),
  level: Math.max(0, state.level - 1),
  rankBonus: state.rankBonus,
});

/** Puck colour (docs/product.md#cheer-meter): 5 or less teal, 6-10 orange, above 10 red. */
export const puckColour = (level: number): 'teal' | 'orange' | 'red' =>
  level <= 5 ? 'teal' : level <= 10 ? 'orange' : 'red';

/** Needle angle in degrees (docs/product.md#cheer-meter). */
export const needleAngle = (level: number): number =>
  level * NEEDLE_DEGREES_PER_LEVEL + NEEDLE_OFFSET_DEGREES;

/** What the server accepts as a cheer bonus: a whole number 0..5 (bad input counts as 0). */
export function clampCheerBonus(bonus: number): number {
  if (!Number.isFinite(bonus)) return 0;
  return Math.min(MAX_RANK_BONUS, Math.max(0, Math.floor(bonus)));
}

/**
 * Cheering without speed (docs/product.md#cheer-meter). In the steady style one press is worth a whole cheer level
 * (CLICKS_PER_CHEER_LEVEL clicks) and the meter never falls, so the full bonus takes
 * STEADY_PRESSES_FOR_FULL_BONUS presses at any pace; the season screen also waits after the
 * final period until the bonus is full or the student finishes the game. The bonus is the same
 * as a fast cheer's: a child who cannot click fast does not lose because of it.
 */
export const STEADY_PRESSES_FOR_FULL_BONUS = (CLICKS_PER_RANK_BONUS * MAX_RANK_BONUS) / CLICKS_PER_CHEER_LEVEL;

/** One press of the puck during a game, in the student's cheer style. */
export function cheerPress(state: CheerState, style: CheerStyle): CheerState {
  if (style === 'fast') return cheerClick(state);
  let next = state;
  for (let i = 0; i < CLICKS_PER_CHEER_LEVEL; i++) next = cheerClick(next);
  return next;
}

/** Whether the meter falls every CHEER_DECAY_MS: only in the fast style. */
export const cheerDecays = (style: CheerStyle): boolean => style === 'fast';

/** Steady presses still needed for the full bonus (0 once it is full). */
export function steadyPressesLeft(state: CheerState): number {
  if (state.rankBonus >= MAX_RANK_BONUS) return 0;
  const clicksLeft = MAX_RANK_BONUS * CLICKS_PER_RANK_BONUS - state.rankBonus * CLICKS_PER_RANK_BONUS - (state.clicks % CLICKS_PER_RANK_BONUS);
  return Math.ceil(clicksLeft / CLICKS_PER_CHEER_LEVEL);
}
