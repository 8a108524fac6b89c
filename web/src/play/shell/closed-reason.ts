import type { IntlShape } from 'react-intl';
import type { ClosedReason } from '@rink/game';
import { closedMessages as m } from '../messages';

/**
 * The words for why a page is closed (the engine's ClosedReason), shown on its closed stick
 * and footer button. None during a tutorial: the mascot's panel already says what is going on.
 */
export function closedReasonText(intl: IntlShape, reason: ClosedReason | null): string | null {
  if (!reason) return null;
  switch (reason.kind) {
    case 'tutorial':
      return null;
    case 'transition':
      return intl.formatMessage(m.transition);
    case 'tutorials':
      return intl.formatMessage(m.tutorials);
    case 'visit':
      return intl.formatMessage(m.visit, { page: reason.page });
    case 'lineup':
      return intl.formatMessage(m.lineup);
    case 'scouting-done':
      return intl.formatMessage(m.scoutingDone);
  }
}
