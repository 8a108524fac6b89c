import { describe, expect, it } from 'vitest';
import { englishIntl, spanishIntl } from '../testing/intl';
import { CARD_TEXT_WIDTH_PT, classLine, fitMonoPt, fitNamePt } from './fit-type';

describe('login card type that fits one line', () => {
  it('keeps usual usernames and passwords at the largest size', () => {
    expect(fitMonoPt('avaa23', 26)).toBe(26);
    expect(fitMonoPt('rink-net-29', 26)).toBe(26);
  });

  it('shrinks a 24-character username until it fits the card', () => {
    const size = fitMonoPt('abcdefghijklmnopqrstuv99', 26);
    expect(size).toBeLessThan(26);
    expect(24 * 0.6 * size).toBeLessThanOrEqual(CARD_TEXT_WIDTH_PT);
  });

  it('never goes below 10pt', () => {
    expect(fitMonoPt('x'.repeat(200), 26)).toBe(10);
  });
});

describe('a login card names the student and the class', () => {
  it('sets a long name smaller, never larger than a short one', () => {
    expect(fitNamePt('Ava Lee')).toBe(20);
    expect(fitNamePt('Bartholomew Alexander Featherstonehaugh')).toBeLessThan(20);
    expect(fitNamePt('x'.repeat(120))).toBeLessThanOrEqual(fitNamePt('x'.repeat(40)));
  });

  it("says whose class it is, or just what it is when the teacher's name is unknown", () => {
    expect(classLine(englishIntl, 'Ms Rivera')).toBe("Rink Money · Ms Rivera's class");
    expect(classLine(englishIntl, null)).toBe('Rink Money login card');
    expect(classLine(spanishIntl, 'Ms Rivera')).toBe('Rink Money · Grupo de Ms Rivera');
  });
});
