import type { DragStart, DragUpdate, DropResult, ResponderProvided } from '@hello-pangea/dnd';
import type { IntlShape } from 'react-intl';
import { contractCost, type ContractLevel, type Level, type Player } from '@rink/game';
import { announcementMessages as m } from './messages';
import { placeFromId } from './places';

/**
 * The drag library reads these to screen readers instead of its own grown-up wording
 * ("You have lifted an item in position 1..."): short sentences a 9-year-old follows.
 */
export const dragInstructions = (intl: IntlShape): string => intl.formatMessage(m.instructions);

type Find = (id: string) => Player | undefined;
type HasRoom = (contractLevel: ContractLevel) => boolean;

interface Speech {
  intl: IntlShape;
  /** Money in the screen's language (useFormat().money). */
  money: (amount: number) => string;
}

export function announcers({ intl, money }: Speech, level: Level, find: Find, hasRoom: HasRoom) {
  const nameOf = (id: string) => find(id)?.playerName ?? intl.formatMessage(m.thePlayer);

  function whereText(name: string, droppableId: string | undefined, from: string): string {
    const place = placeFromId(droppableId);
    if (place === null) return intl.formatMessage(m.overNothing, { name });
    if (place === 'board') return intl.formatMessage(m.overBoard, { name });
    const full = from !== droppableId && !hasRoom(place);
    return intl.formatMessage(full ? m.overFullLevel : m.overLevel, { name, level: place, price: money(contractCost(level, place)) });
  }

  return {
    onDragStart(start: DragStart, provided: ResponderProvided) {
      provided.announce(intl.formatMessage(m.pickedUp, { name: nameOf(start.draggableId) }));
    },
    onDragUpdate(update: DragUpdate, provided: ResponderProvided) {
      provided.announce(whereText(nameOf(update.draggableId), update.destination?.droppableId, update.source.droppableId));
    },
    /** What the drop was; the page announces the engine's answer after it. */
    onDragEnd(result: DropResult, provided: ResponderProvided) {
      const name = nameOf(result.draggableId);
      const place = result.reason === 'CANCEL' || !result.destination ? null : placeFromId(result.destination.droppableId);
      provided.announce(
        place === null
          ? intl.formatMessage(m.back, { name })
          : intl.formatMessage(m.dropped, { name, place: place === 'board' ? 'board' : 'level', level: place === 'board' ? '' : place }),
      );
    },
  };
}
