import { fail, ok } from '../errors';
import { canFinishScouting } from '../scouting/board';
import { contractCost } from '../scouting/contractCost';
import type { MoveResult, Player, Student } from '../types';

/**
 * Finish scouting (docs/product.md#scouting-rules): only with all 6 scouted players placed. Each becomes an
 * offered scouted player whose contract is its row's price; scouting is closed for the season.
 */
export function finishScouting(state: Student): MoveResult {
  if (state.season.inTransition) return fail('season/in-transition');
  if (state.season.scoutingComplete) return fail('scout/complete');
  if (!canFinishScouting(state)) return fail('scout/unfinished');
  const players = state.players.map((p): Player =>
    p.playerAssignment === 'scoutPlayer' && p.offerLevel !== null
      ? { ...p, playerAssignment: 'offeredScoutPlayer', playerCost: contractCost(state.level, p.offerLevel) }
      : p,
  );
  return ok({ ...state, players, season: { ...state.season, scoutingComplete: true } });
}
