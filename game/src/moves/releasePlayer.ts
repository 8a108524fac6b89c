import { fail, ok } from '../errors';
import { isSlotName } from '../lineup/slots';
import { assignPlayer } from '../student/players';
import type { MoveOf, MoveResult, Student } from '../types';

/** Release a starter back to the market; only while no season is active (spec point 4). */
export function releasePlayer(state: Student, move: MoveOf<'release'>): MoveResult {
  if (state.season.inTransition) return fail('season/in-transition');
  if (state.season.seasonActive) return fail('release/season-active');
  if (!isSlotName(move.slot)) return fail('lineup/unknown-slot');
  const id = state[move.slot];
  if (id === null) return fail('lineup/slot-empty');
  return ok(assignPlayer(state, id, 'marketPlayer'));
}
