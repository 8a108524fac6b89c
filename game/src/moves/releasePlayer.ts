import { fail, ok } from '../errors';
import { isSlotName } from '../lineup/slots';
import type { MoveOf, MoveResult, Student } from '../types';
import { lineupChange } from './lineupChange';

/** Release a starter back to the market; only while no season is active (docs/product.md#lineup-rules). */
export function releasePlayer(state: Student, move: MoveOf<'release'>): MoveResult {
  if (state.season.inTransition) return fail('season/in-transition');
  if (state.season.seasonActive) return fail('release/season-active');
  if (!isSlotName(move.slot)) return fail('lineup/unknown-slot');
  if (state[move.slot] === null) return fail('lineup/slot-empty');
  return ok(lineupChange(state, move));
}
