import { describe, expect, it } from 'vitest';
import { CARD_TEXT_WIDTH_PT, fitMonoPt } from './fit-type';

describe('login card type that fits one line', () => {
  it('keeps usual usernames and passwords at the largest size', () => {
    expect(fitMonoPt('avaa23', 26)).toBe(26);
    expect(fitMonoPt('comet-rocket-95', 26)).toBe(26);
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
