import type { IntlShape } from 'react-intl';
import type { TrophyShelf, TrophyShelfCup } from '@rink/game';
import { caseMessages as m } from '../messages';

/** What a cup's button and overlay say about it: won, still to win, or on a level not reached yet. */
export function cupStatus(intl: IntlShape, shelf: TrophyShelf, entry: TrophyShelfCup): string {
  if (entry.earned) return intl.formatMessage(m.statusWon);
  if (shelf.dimmed) return intl.formatMessage(m.statusLocked, { level: shelf.level });
  return intl.formatMessage(m.statusToWin);
}
