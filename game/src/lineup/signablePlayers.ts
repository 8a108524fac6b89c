import type { Player, SlotName, Student } from '../types';
import { positionFitsSlot } from './slots';
import { firstEmptySlot } from './starters';

/**
 * Whether scouted players are offered at this slot (docs/product.md#lineup-rules): only at the first empty
 * slot, and only while the lineup objective (FILL_TEAM) is not complete.
 */
export function scoutedOfferedAt(student: Student, slot: SlotName): boolean {
  const fillTeam = student.objectives.FILL_TEAM;
  return firstEmptySlot(student) === slot && !(fillTeam?.isComplete ?? false);
}

/**
 * Players the picker shows for an empty slot: market players of a fitting position, plus
 * offered scouted players where scoutedOfferedAt allows. Affordability is not filtered here;
 * the picker shows prices and signing answers 'budget/insufficient'.
 */
export function signablePlayers(student: Student, slot: SlotName): Player[] {
  const scouts = scoutedOfferedAt(student, slot);
  return student.players.filter(
    (p) =>
      positionFitsSlot(p.playerPosition, slot) &&
      (p.playerAssignment === 'marketPlayer' || (scouts && p.playerAssignment === 'offeredScoutPlayer')),
  );
}

/** Market players a filled slot may be traded for (position must fit). */
export const tradablePlayers = (student: Student, slot: SlotName): Player[] =>
  student.players.filter(
    (p) => p.playerAssignment === 'marketPlayer' && positionFitsSlot(p.playerPosition, slot),
  );
