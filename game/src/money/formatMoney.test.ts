import { describe, expect, it } from 'vitest';
import { formatMoney } from './formatMoney';

describe('money display', () => {
  it('shows whole dollars without decimals', () => expect(formatMoney(15)).toBe('$15'));
  it('shows cents with exactly two decimals', () => {
    expect(formatMoney(2.5)).toBe('$2.50');
    expect(formatMoney(0.1 + 0.2)).toBe('$0.30');
  });
  it('never shows a value below zero', () => {
    expect(formatMoney(-4)).toBe('$0');
    expect(formatMoney(Number.NaN)).toBe('$0');
  });
  it('abbreviates thousands and millions with k and M', () => {
    expect(formatMoney(1500)).toBe('$1.50k');
    expect(formatMoney(2000)).toBe('$2k');
    expect(formatMoney(2_000_000)).toBe('$2M');
    expect(formatMoney(999.999)).toBe('$1k');
  });
  it('leaves amounts under a thousand unabbreviated', () => expect(formatMoney(999)).toBe('$999'));
  it('reads large amounts with Spanish suffixes in Spanish', () => {
    expect(formatMoney(1500, 'es')).toBe('$1.50 mil');
    expect(formatMoney(2_000_000, 'es')).toBe('$2 M');
    expect(formatMoney(15, 'es')).toBe('$15');
  });
});
