import { POINTS } from '../levels';
import type { Rng } from '../random';
import type { GameOutcome } from '../types';

/**
 * Winner's and loser's goals for each rank-gap band (docs/product.md#season-rules: gaps over 50, 21-50,
 * 6-20 and 5 or less each pick a different score set). The spec leaves the sets out; ours
 * grow with the gap so a lopsided match reads like one. Gaps of 5 or less are settled in
 * overtime, always 2-1, matching the spec's "overtime loss 1 (score 1-2)".
 */
export const SCORE_SETS: Readonly<Record<GapBand, readonly (readonly [number, number])[]>> = {
  rout: [[7, 1], [8, 2], [6, 0], [9, 3]],
  clear: [[5, 2], [4, 1], [5, 1], [6, 3]],
  solid: [[3, 1], [4, 2], [3, 2], [2, 0]],
  close: [[2, 1]],
};

type GapBand = 'rout' | 'clear' | 'solid' | 'close';

export function gapBand(gap: number): GapBand {
  const g = Math.abs(gap);
  if (g > 50) return 'rout';
  if (g > 20) return 'clear';
  if (g > 5) return 'solid';
  return 'close';
}

export const GAME_OUTCOMES: readonly GameOutcome[] = ['won', 'wonOvertime', 'lostOvertime', 'lost'];

export interface GameDecision {
  outcome: GameOutcome;
  messageIndex: number;
  /** [student's goals, opponent's goals] */
  score: [number, number];
  points: number;
  win: boolean;
}

/**
 * Decide a game (docs/product.md#season-rules): the student's team rank plus the cheer bonus against the
 * opponent's rank. A win needs the effective rank at or above the opponent's; the gap picks
 * the score set and chance picks a score from it.
 */
export function decideGame(teamRank: number, cheerBonus: number, opponentRank: number, rng: Rng): GameDecision {
  const effective = teamRank + cheerBonus;
  const win = effective >= opponentRank;
  const band = gapBand(effective - opponentRank);
  const [winnerGoals, loserGoals] = rng.pick(SCORE_SETS[band]);
  const overtime = band === 'close';
  const outcome: GameOutcome = win ? (overtime ? 'wonOvertime' : 'won') : overtime ? 'lostOvertime' : 'lost';
  return {
    outcome,
    messageIndex: GAME_OUTCOMES.indexOf(outcome),
    score: win ? [winnerGoals, loserGoals] : [loserGoals, winnerGoals],
    points: win ? POINTS.win : overtime ? POINTS.overtimeLoss : POINTS.loss,
    win,
  };
}
