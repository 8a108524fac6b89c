import { fail, ok } from '../errors';
import { logCover } from '../injuries/injuryLog';
import { isSlotName, positionFitsSlot } from '../lineup/slots';
import { findPlayer } from '../lineup/players';
import type { MoveOf, MoveResult, Student } from '../types';
import { checkAffordable } from './checkAffordable';
import { lineupChange } from './lineupChange';

/**
 * Trade a starter for a market player of a fitting position; only while the season is
 * active. The traded-away player becomes unavailable (docs/product.md#season-trade). The outgoing contract
 * counts toward what the student can pay (docs/product.md#budget-rules).
 */
export function tradePlayer(state: Student, move: MoveOf<'trade'>): MoveResult {
  if (state.season.inTransition) return fail('season/in-transition');
  if (!state.season.seasonActive) return fail('trade/season-inactive');
  if (!isSlotName(move.slot)) return fail('lineup/unknown-slot');
  const outId = state[move.slot];
  const outgoing = outId === null ? undefined : findPlayer(state, outId);
  if (!outgoing) return fail('lineup/slot-empty');
  const incoming = findPlayer(state, move.playerId);
  if (!incoming) return fail('player/unknown');
  if (incoming.playerAssignment !== 'marketPlayer') return fail('player/not-available');
  if (!positionFitsSlot(incoming.playerPosition, move.slot)) return fail('lineup/position-mismatch');
  const blocked = checkAffordable(state, incoming, outgoing);
  if (blocked) return fail(blocked);
  return ok(logCover(lineupChange(state, move), incoming, outgoing));
}
