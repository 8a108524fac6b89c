import type { Level, Player } from '../../types';
import { LEVEL_1_PLAYERS } from './level1';
import { LEVEL_2_PLAYERS } from './level2';
import { LEVEL_3_PLAYERS } from './level3';

export { LEVEL_1_PLAYERS, LEVEL_2_PLAYERS, LEVEL_3_PLAYERS };

const CATALOGUE: Readonly<Record<Level, readonly Player[]>> = {
  1: LEVEL_1_PLAYERS,
  2: LEVEL_2_PLAYERS,
  3: LEVEL_3_PLAYERS,
};

/**
 * Fresh players for a level: the market and the six scouted players, none signed.
 * The spec's GET /student/init/players/level/{level} answers this list.
 */
export function initialPlayers(level: Level): Player[] {
  return CATALOGUE[level].map((p) => ({ ...p }));
}
