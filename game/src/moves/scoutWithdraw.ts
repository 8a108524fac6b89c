import { fail, ok } from '../errors';
import { findPlayer, updatePlayers } from '../lineup/players';
import type { MoveOf, MoveResult, Student } from '../types';

/** Drag a placed scouted player back to the available board, while scouting is open. */
export function scoutWithdraw(state: Student, move: MoveOf<'scoutWithdraw'>): MoveResult {
  if (state.season.inTransition) return fail('season/in-transition');
  if (state.season.scoutingComplete) return fail('scout/complete');
  const player = findPlayer(state, move.playerId);
  if (!player || player.playerAssignment !== 'scoutPlayer') return fail('scout/not-scoutable');
  return ok({ ...state, players: updatePlayers(state.players, { [player._id]: { offerLevel: null } }) });
}
