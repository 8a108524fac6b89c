import { earnedAdvance } from '../season/awards';
import { fail, ok } from '../errors';
import { dueCheck } from '../learning/check';
import { BASE_BUDGET, MAX_LEVEL } from '../levels';
import type { Rng } from '../random';
import { startLevel } from '../student/startLevel';
import type { Level, MoveResult, Student } from '../types';

/** Repeat Season: always offered at the season's end; replays the current level (docs/product.md#level-rules). */
export function repeatSeason(state: Student, rng: Rng): MoveResult {
  if (!state.season.inTransition) return fail('season/not-in-transition');
  if (dueCheck(state)) return fail('check/due');
  return ok(startLevel(state, state.level, rng));
}

/**
 * Accept Promotion (levels 1-2) with the top-three and savings cups: the level rises by one
 * and the new level's base budget replaces the old total (money scales 10x per level).
 * Rolled-over savings stay available.
 */
export function acceptPromotion(state: Student, rng: Rng): MoveResult {
  if (!state.season.inTransition) return fail('season/not-in-transition');
  if (dueCheck(state)) return fail('check/due');
  if (state.level >= MAX_LEVEL) return fail('awards/wrong-level');
  if (!earnedAdvance(state)) return fail('awards/not-earned');
  const level = (state.level + 1) as Level;
  return ok(startLevel({ ...state, totalBudget: BASE_BUDGET[level] }, level, rng));
}

/** Accept Award (level 3) with both cups: the game is won (docs/product.md#level-rules). */
export function acceptAward(state: Student): MoveResult {
  if (!state.season.inTransition) return fail('season/not-in-transition');
  if (dueCheck(state)) return fail('check/due');
  if (state.level !== MAX_LEVEL) return fail('awards/wrong-level');
  if (!earnedAdvance(state)) return fail('awards/not-earned');
  return ok({ ...state, wonGame: true });
}

/**
 * Reset Season (home page button): clears this level's results, objectives, savings and
 * page visits, and, so the level is playable again, its players, lineup and opponents.
 * A money check that is due stays due (docs/learning.md#when): the check after a season is due
 * only while the season's end is shown, which the fresh season ends, so it is begun here
 * (no answer yet) and asked before the first game.
 */
export function resetSeason(state: Student, rng: Rng): MoveResult {
  const due = dueCheck(state);
  const next = startLevel(state, state.level, rng);
  if (!due || state.moneyCheck.current) return ok(next);
  return ok({ ...next, moneyCheck: { ...next.moneyCheck, current: { moment: due.moment, afterSeason: due.afterSeason, form: due.form, answers: [] } } });
}
