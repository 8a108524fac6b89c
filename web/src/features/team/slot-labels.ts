import type { MessageDescriptor } from 'react-intl';
import type { SlotName } from '@rink/game';
import { positionMessages as p, slotLabelMessages } from './messages';

/** How the six slots read on screen (format with intl.formatMessage). */
export const SLOT_LABEL: Readonly<Record<SlotName, MessageDescriptor>> = slotLabelMessages;

/** The sign board's tabs, in this order; what each says when it is full or has nobody to offer. */
export const POSITION_TABS = [
  { position: 'forward', label: p.forwards, allFilled: p.forwardsFilled, noneAvailable: p.noForwards },
  { position: 'defense', label: p.defense, allFilled: p.defenseFilled, noneAvailable: p.noDefense },
  { position: 'goalie', label: p.goalies, allFilled: p.goaliesFilled, noneAvailable: p.noGoalies },
] as const;
