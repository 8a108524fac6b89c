import type { ContractLevel } from '@rink/game';

// Where a scouted player can be: the available board or one of the three contract rows.
// These ids are the library's droppable ids, so a drop tells us the move to make.
export type Place = 'board' | ContractLevel;

export const CONTRACT_LEVELS: readonly ContractLevel[] = [1, 2, 3];

export const placeId = (place: Place): string => (place === 'board' ? 'board' : `row-${place}`);

/** The place a droppable id names, or null for an id this page did not make. */
export function placeFromId(id: string | undefined | null): Place | null {
  if (id === 'board') return 'board';
  if (id === 'row-1') return 1;
  if (id === 'row-2') return 2;
  if (id === 'row-3') return 3;
  return null;
}

/** How the page names a place, in screen-reader announcements and buttons. */
export const placeName = (place: Place): string => (place === 'board' ? 'the scouting board' : `the Level ${place} contract`);
