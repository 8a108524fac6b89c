import type { Position, SlotName } from '../types';

/** Slots in lineup order; "first empty slot" means the first in this order. */
export const SLOTS: readonly SlotName[] = ['fOne', 'fTwo', 'fThree', 'dOne', 'dTwo', 'gOne'];

/** The position each slot takes (docs/product.md#team-page: three forwards, two defense, one goalie). */
export const SLOT_POSITION: Readonly<Record<SlotName, 'forward' | 'defense' | 'goalie'>> = {
  fOne: 'forward',
  fTwo: 'forward',
  fThree: 'forward',
  dOne: 'defense',
  dTwo: 'defense',
  gOne: 'goalie',
};

export const isSlotName = (value: unknown): value is SlotName =>
  typeof value === 'string' && (SLOTS as readonly string[]).includes(value);

/** 'defender' is the spec's other spelling of 'defense'. */
export const normalisePosition = (position: Position): 'forward' | 'defense' | 'goalie' =>
  position === 'defender' ? 'defense' : position;

/** Whether a player of this position may fill the slot. */
export const positionFitsSlot = (position: Position, slot: SlotName): boolean =>
  normalisePosition(position) === SLOT_POSITION[slot];
