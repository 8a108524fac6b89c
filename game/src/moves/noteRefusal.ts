import { fail, ok } from '../errors';
import type { MoveOf, MoveResult, RefusalRecord, Student } from '../types';
import { signPlayer } from './signPlayer';

/** Refusals a season keeps: enough for any real season, and a bound on what a client can make us store. */
const MAX_REFUSALS = 20;

/**
 * Note that the student tried to sign a player the money left could not pay for (the
 * insufficient-budget message): a decision the season's end judges by whether that spot was
 * filled later (learning/decisions.ts). The engine checks the refusal itself, so a client can
 * note only what the rules really refused. One open note per spot.
 */
export function noteRefusal(state: Student, move: MoveOf<'noteRefusal'>): MoveResult {
  const attempt = signPlayer(state, { type: 'sign', slot: move.slot, playerId: move.playerId });
  if (!('error' in attempt) || attempt.error.code !== 'budget/insufficient') return fail('input/invalid');
  const { season } = state;
  if (season.refusals.length >= MAX_REFUSALS || season.refusals.some((r) => r.slot === move.slot && !r.recovered)) return ok(state);
  const refusal: RefusalRecord = { slot: move.slot, playerId: move.playerId, afterGame: season.completedGames, recovered: false };
  return ok({ ...state, season: { ...season, refusals: [...season.refusals, refusal] } });
}
