import { SCOUT_BLOCK_RANK, SCOUT_WARN_RANK } from '../levels';
import type { ContractLevel, Level } from '../types';

/**
 * What happens when a scouted player is dropped on a contract row (docs/product.md#scouting-rules):
 * 'block' when row 3 is offered to a player ranked at or above 15/45/75, 'warn' ('Are you
 * sure?') when row 1 is offered to one ranked at or below 5/35/65, otherwise 'ok'.
 */
export function scoutDropCheck(
  level: Level,
  overallRank: number,
  contractLevel: ContractLevel,
): 'ok' | 'block' | 'warn' {
  if (contractLevel === 3 && overallRank >= SCOUT_BLOCK_RANK[level]) return 'block';
  if (contractLevel === 1 && overallRank <= SCOUT_WARN_RANK[level]) return 'warn';
  return 'ok';
}
