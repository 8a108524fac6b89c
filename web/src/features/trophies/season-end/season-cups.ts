import type { IntlShape } from 'react-intl';
import type { Cup, LevelAwards } from '@rink/game';
import { contentText } from '@/i18n/content/useContent';
import { seasonEndMessages as m } from '../messages';

/** One line per cup of the level: whether this season won it, in words a young reader knows. */
export function seasonCupLines(intl: IntlShape, cups: readonly Cup[], earned: LevelAwards): { key: Cup['key']; line: string }[] {
  const content = contentText(intl);
  return cups.map((cup) => ({ key: cup.key, line: intl.formatMessage(m.cupLine, { cup: content.cupName(cup), won: earned[cup.key] ? 'yes' : 'no' }) }));
}
