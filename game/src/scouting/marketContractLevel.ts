import { SCOUT_BLOCK_RANK, SCOUT_WARN_RANK } from '../levels';
import type { ContractLevel, Level } from '../types';

/**
 * Which contract row a market player's price sits at (the spec's hidden "helper that supplies
 * contract levels"). We reuse the scouting thresholds so the market and the scout agree on
 * what a player is worth: at or above the block rank (15/45/75) a player costs row 1 ($3/$30/
 * $300); at or below the warn rank (5/35/65) row 3 ($1/$10/$100); in between row 2.
 * Scouting is then the bargain: a strong player may accept row 2 and a middling one row 3.
 */
export function marketContractLevel(level: Level, overallRank: number): ContractLevel {
  if (overallRank >= SCOUT_BLOCK_RANK[level]) return 1;
  if (overallRank <= SCOUT_WARN_RANK[level]) return 3;
  return 2;
}
