import type { ContractLevel, Level, PlayerAssignment, Position } from './core';

/**
 * A hockey player (docs/product.md#players). One flat record for skaters and goalies so the
 * stored shape never varies: skaters carry offensive/pass/defensive ranks and saveRank 0,
 * goalies carry saveRank (the spec's "save skill") and 0 for the three skater ranks.
 */
export interface Player {
  _id: string;
  playerName: string;
  playerPosition: Position;
  playerLevel: Level;
  /** Rank points, 1 .. PLAYER_RANK_MAX[level] (30/60/90). The team rank is the sum over the six slots. */
  overallRank: number;
  offensiveRank: number;
  passRank: number;
  defensiveRank: number;
  saveRank: number;
  /** Contract value in dollars. For a scouted player, the contract row's price once scouting ends. */
  playerCost: number;
  /** Media key of the player's picture (resolved to a URL by the client). */
  playerPicture: string;
  /** The club's own featured juniors; spec stores it as the strings 'TRUE' / 'FALSE'. */
  sharkPlayer: 'TRUE' | 'FALSE';
  playerAssignment: PlayerAssignment;
  /** While scouting: the contract row a scouted player sits in, or null when still on the board. */
  offerLevel: ContractLevel | null;
}
