import type { DragStart, DragUpdate, DropResult, ResponderProvided } from '@hello-pangea/dnd';
import { contractCost, formatMoney, type ContractLevel, type Level, type Player } from '@rink/game';
import { placeFromId, placeName } from './places';

/**
 * The drag library reads these to screen readers instead of its own grown-up wording
 * ("You have lifted an item in position 1..."): short sentences a 9-year-old follows.
 */
export const DRAG_INSTRUCTIONS =
  'Press Space to pick up this player. Use the arrow keys to move them to a contract level, then press Space again to drop them. Press Escape to put them back. You can also tap a player, then tap a contract level.';

type Find = (id: string) => Player | undefined;
type HasRoom = (contractLevel: ContractLevel) => boolean;

const nameOf = (find: Find, id: string) => find(id)?.playerName ?? 'The player';

function whereText(level: Level, hasRoom: HasRoom, droppableId: string | undefined, from: string): string {
  const place = placeFromId(droppableId);
  if (place === null) return 'not over a contract level';
  if (place === 'board') return 'over the scouting board';
  const full = from !== droppableId && !hasRoom(place) ? ' It is full, so keep going.' : '';
  return `over ${placeName(place)}, worth ${formatMoney(contractCost(level, place))}.${full}`;
}

export function announcers(level: Level, find: Find, hasRoom: HasRoom) {
  return {
    onDragStart(start: DragStart, provided: ResponderProvided) {
      provided.announce(`You picked up ${nameOf(find, start.draggableId)}. Use the arrow keys to move, Space to drop, Escape to cancel.`);
    },
    onDragUpdate(update: DragUpdate, provided: ResponderProvided) {
      const where = whereText(level, hasRoom, update.destination?.droppableId, update.source.droppableId);
      provided.announce(`${nameOf(find, update.draggableId)} is ${where.endsWith('.') ? where : `${where}.`}`);
    },
    /** What the drop was; the page announces the engine's answer after it. */
    onDragEnd(result: DropResult, provided: ResponderProvided) {
      const name = nameOf(find, result.draggableId);
      if (result.reason === 'CANCEL' || !result.destination) {
        provided.announce(`${name} is back where they started.`);
        return;
      }
      const place = placeFromId(result.destination.droppableId);
      provided.announce(place === null ? `${name} is back where they started.` : `You dropped ${name} on ${placeName(place)}.`);
    },
  };
}
