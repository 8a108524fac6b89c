import { fail, ok } from '../errors';
import { rowHasRoom } from '../scouting/board';
import { scoutDropCheck } from '../scouting/scoutDropCheck';
import { findPlayer, updatePlayers } from '../lineup/players';
import type { MoveOf, MoveResult, Student } from '../types';

/**
 * Drop a scouted player on a contract row (docs/product.md#scouting-rules). Row 3 is refused for
 * strong players; row 1 for weak players needs the student's confirmation ('Are you sure?'
 * then 'Make Offer', sent again with confirmed: true). A placed player may move rows.
 */
export function scoutOffer(state: Student, move: MoveOf<'scoutOffer'>): MoveResult {
  if (state.season.inTransition) return fail('season/in-transition');
  if (state.season.scoutingComplete) return fail('scout/complete');
  const { contractLevel } = move;
  if (contractLevel !== 1 && contractLevel !== 2 && contractLevel !== 3) return fail('input/invalid');
  const player = findPlayer(state, move.playerId);
  if (!player || player.playerAssignment !== 'scoutPlayer') return fail('scout/not-scoutable');
  if (player.offerLevel === contractLevel) return ok(state);
  if (!rowHasRoom(state, contractLevel)) return fail('scout/row-full');
  const check = scoutDropCheck(state.level, player.overallRank, contractLevel);
  if (check === 'block') return fail('scout/offer-too-low');
  if (check === 'warn' && move.confirmed !== true) return fail('scout/confirm-overpay');
  return ok({ ...state, players: updatePlayers(state.players, { [player._id]: { offerLevel: contractLevel } }) });
}
