import type { Player, SlotName, Student } from '../types';
import { SLOTS } from './slots';

/** The player in a slot, or null when the slot is empty. */
export function playerInSlot(student: Student, slot: SlotName): Player | null {
  const id = student[slot];
  if (id === null) return null;
  return student.players.find((p) => p._id === id) ?? null;
}

/** The players in the six slots, in slot order, empty slots skipped. */
export function starters(student: Student): Player[] {
  const result: Player[] = [];
  for (const slot of SLOTS) {
    const player = playerInSlot(student, slot);
    if (player) result.push(player);
  }
  return result;
}

/** docs/product.md#lineup-rules: the lineup is complete when no slot is empty. */
export const isLineupComplete = (student: Student): boolean =>
  SLOTS.every((slot) => student[slot] !== null);

/** The first empty slot in lineup order, or null when the lineup is full. */
export const firstEmptySlot = (student: Student): SlotName | null =>
  SLOTS.find((slot) => student[slot] === null) ?? null;

/** Team rank: the sum of the starters' overall ranks. */
export const teamRank = (student: Student): number =>
  starters(student).reduce((sum, p) => sum + p.overallRank, 0);
