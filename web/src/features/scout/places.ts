import type { ContractLevel } from '@rink/game';

// Where a scouted player can be: the available board or one of the three contract rows.
// These ids are the library's droppable ids, so a drop tells us the move to make. The places'
// words are in the announcements' sentences (messages.ts), each sentence whole in each language.
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
