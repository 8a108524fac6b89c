import { SLOT_POSITION, type SlotName } from '@rink/game';

/** How the six slots read on screen. */
export const SLOT_LABEL: Record<SlotName, string> = {
  fOne: 'Forward 1',
  fTwo: 'Forward 2',
  fThree: 'Forward 3',
  dOne: 'Defense 1',
  dTwo: 'Defense 2',
  gOne: 'Goalie',
};

export const POSITION_TABS = [
  { position: 'forward', label: 'Forwards' },
  { position: 'defense', label: 'Defense' },
  { position: 'goalie', label: 'Goalies' },
] as const;

export type SlotPosition = (typeof SLOT_POSITION)[SlotName];
