/** Width a card's text may take, pt: a 3.85in card less 0.3in padding each side. */
export const CARD_TEXT_WIDTH_PT = 3.25 * 72;

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
