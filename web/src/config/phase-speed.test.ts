import { describe, expect, it } from 'vitest';
import { parsePhaseSpeed } from './phase-speed';

describe('the phase speed factor', () => {
  it('is real time unless a valid factor is stored', () => {
    expect(['x', '0', '-4', 'NaN', ''].map(parsePhaseSpeed)).toEqual([1, 1, 1, 1, 1]);
    expect(parsePhaseSpeed(null)).toBe(1);
  });
  it('takes a factor up to 200', () => {
    expect(parsePhaseSpeed('50')).toBe(50);
    expect(parsePhaseSpeed('2.5')).toBe(2.5);
    expect(parsePhaseSpeed('1000')).toBe(200);
  });
});
