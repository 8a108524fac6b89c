import { fail, ok } from '../errors';
import { logCover } from '../injuries/injuryLog';
import { isSlotName, positionFitsSlot } from '../lineup/slots';
import { scoutedOfferedAt } from '../lineup/signablePlayers';
import { findPlayer } from '../lineup/players';
import type { MoveOf, MoveResult, Student } from '../types';
import { afterLineupChange } from './afterLineupChange';
import { checkAffordable } from './checkAffordable';
import { lineupChange } from './lineupChange';
import { recoverRefusals } from './recoverRefusals';

/**
 * Sign a market player (or an offered scouted player at the first empty slot while the team
 * is being built) into an empty slot of a fitting position, if the budget and caps allow.
 */
export function signPlayer(state: Student, move: MoveOf<'sign'>): MoveResult {
  if (state.season.inTransition) return fail('season/in-transition');
  if (!isSlotName(move.slot)) return fail('lineup/unknown-slot');
  if (state[move.slot] !== null) return fail('lineup/slot-filled');
  const player = findPlayer(state, move.playerId);
  if (!player) return fail('player/unknown');
  if (player.playerAssignment === 'offeredScoutPlayer') {
    if (!scoutedOfferedAt(state, move.slot)) return fail('sign/scout-not-offered-here');
  } else if (player.playerAssignment !== 'marketPlayer') {
    return fail('player/not-available');
  }
  if (!positionFitsSlot(player.playerPosition, move.slot)) return fail('lineup/position-mismatch');
  const blocked = checkAffordable(state, player, null);
  if (blocked) return fail(blocked);
  return ok(recoverRefusals(afterLineupChange(logCover(lineupChange(state, move), player, null)), move.slot));
}
