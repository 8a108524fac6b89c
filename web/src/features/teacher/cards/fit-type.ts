import type { IntlShape } from 'react-intl';
import { cardMessages } from './messages';

/** Width a card's text may take, pt: half an A4 page's 7.47in less 0.3in padding each side, rounded down. */
export const CARD_TEXT_WIDTH_PT = 3.1 * 72;

/** A monospaced glyph is about 0.6 em wide (DejaVu Sans Mono, Menlo, Consolas). */
const MONO_EM_WIDTH = 0.6;

/**
 * The type size, pt, that shows `text` in one line of monospace across a card: `largest`
 * for usual logins, smaller for a long username (up to 24 characters) so it never wraps
 * mid-word, where a child would copy the break as a space.
 */
export function fitMonoPt(text: string, largest: number, widthPt = CARD_TEXT_WIDTH_PT): number {
  const fits = widthPt / (Math.max(text.length, 1) * MONO_EM_WIDTH);
  return Math.max(10, Math.min(largest, Math.floor(fits)));
}

/**
 * The type size, pt, of a student's name on a card: large for a usual name, smaller for a
 * long one, so that two lines hold up to about 60 characters. The print stylesheet clamps
 * the name to two lines (an ellipsis at its end beyond that), so the login below it always
 * shows whole.
 */
export function fitNamePt(name: string): number {
  if (name.length <= 18) return 20;
  if (name.length <= 44) return 16;
  return 13;
}

/** The card's top line: whose class it is ("Ms Rivera's class"), so a lost card finds its way back. */
export function classLine(intl: IntlShape, teacherName: string | null): string {
  const name = teacherName?.trim();
  return name ? intl.formatMessage(cardMessages.classLine, { teacher: name }) : intl.formatMessage(cardMessages.noClass);
}
