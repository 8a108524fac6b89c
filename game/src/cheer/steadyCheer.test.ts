import { describe, expect, it } from 'vitest';
import { cheerDecays, cheerPress, MAX_RANK_BONUS, newCheer, STEADY_PRESSES_FOR_FULL_BONUS, steadyPressesLeft } from './cheer';
import type { CheerState } from './cheer';
import type { CheerStyle } from '../types';

const presses = (n: number, style: CheerStyle): CheerState => {
  let s = newCheer();
  for (let i = 0; i < n; i++) s = cheerPress(s, style);
  return s;
};

describe('cheering at your own pace', () => {
  it('counts a fast press as one click', () => {
    expect(presses(15, 'fast')).toEqual({ clicks: 15, level: 3, rankBonus: 1 });
  });
  it('counts a steady press as a whole cheer level', () => {
    expect(presses(1, 'steady')).toEqual({ clicks: 5, level: 1, rankBonus: 0 });
    expect(presses(3, 'steady').rankBonus).toBe(1);
  });
  it('reaches the full bonus in 15 steady presses, never more', () => {
    expect(STEADY_PRESSES_FOR_FULL_BONUS).toBe(15);
    expect(presses(14, 'steady').rankBonus).toBe(MAX_RANK_BONUS - 1);
    expect(presses(15, 'steady').rankBonus).toBe(MAX_RANK_BONUS);
    expect(presses(40, 'steady').rankBonus).toBe(MAX_RANK_BONUS);
  });
  it('lets only the fast meter fall', () => {
    expect(cheerDecays('fast')).toBe(true);
    expect(cheerDecays('steady')).toBe(false);
  });
  it('says how many steady presses are left, counting down to zero', () => {
    const left = Array.from({ length: 17 }, (_, n) => steadyPressesLeft(presses(n, 'steady')));
    expect(left).toEqual([15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 0]);
  });
});
