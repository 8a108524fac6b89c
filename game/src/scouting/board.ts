import { CONTRACT_ROW_SIZE, SCOUTED_PLAYER_COUNT } from '../levels';
import type { ContractLevel, Player, Student } from '../types';

/** Scouted players still on the available board (not yet given a contract row). */
export const scoutBoard = (student: Student): Player[] =>
  student.players.filter((p) => p.playerAssignment === 'scoutPlayer' && p.offerLevel === null);

/** Scouted players placed in a contract row while scouting is under way. */
export const contractRow = (student: Student, contractLevel: ContractLevel): Player[] =>
  student.players.filter((p) => p.playerAssignment === 'scoutPlayer' && p.offerLevel === contractLevel);

/** Whether a row has room for one more player. */
export const rowHasRoom = (student: Student, contractLevel: ContractLevel): boolean =>
  contractRow(student, contractLevel).length < CONTRACT_ROW_SIZE[contractLevel];

/**
 * Scouting may finish when all 6 scouted players have a row (docs/product.md#scouting-rules; the specification's
 * "fewer than 4 left on the board" is the old screen's way of saying the same for 6 of 9 slots).
 */
export function canFinishScouting(student: Student): boolean {
  const scouted = student.players.filter((p) => p.playerAssignment === 'scoutPlayer');
  return scouted.length === SCOUTED_PLAYER_COUNT && scouted.every((p) => p.offerLevel !== null);
}

/** Text the scout page shows (docs/product.md#scout-page). */
export const SCOUT_TEXT = {
  instructions: 'Make an offer to a player by dragging them to a contract level!',
  finish: 'Click here when you finish!',
  done: 'Nice job Scouting',
  keepScouting: 'Keep Scouting',
  tryAgain: 'Try Again',
  makeOffer: 'Make Offer',
} as const;
