import { describe, expect, it } from 'vitest';
import { teamCost } from '../money/budget';
import { cheapLineup, fresh, play, refused } from '../testing/helpers';
import { applyMove } from './applyMove';

describe('savings slider move', () => {
  it('sets savings within 0 and total minus spent', () => {
    const s = cheapLineup(fresh());
    const max = s.totalBudget - teamCost(s);
    expect(play(s, { type: 'setSavings', amount: max }).savingsBudget).toBe(max);
    expect(refused(applyMove(s, { type: 'setSavings', amount: max + 1 })).code).toBe('budget/savings-out-of-range');
    expect(refused(applyMove(s, { type: 'setSavings', amount: -1 })).code).toBe('budget/savings-out-of-range');
  });
  it('moves in steps of 10 at level 2', () => {
    const s = fresh(1, 2);
    expect(play(s, { type: 'setSavings', amount: 20 }).savingsBudget).toBe(20);
    expect(refused(applyMove(s, { type: 'setSavings', amount: 25 })).code).toBe('budget/savings-step');
  });
  it('refuses a non-number amount', () => {
    expect(refused(applyMove(fresh(), { type: 'setSavings', amount: Number.NaN })).code).toBe('budget/savings-out-of-range');
  });
});

describe('rollover', () => {
  const withRollover = { ...fresh(), rollOverBudget: 5 };
  it('moves the chosen savings into the total budget', () => {
    const after = play(withRollover, { type: 'rollover', amount: 3 });
    expect(after.totalBudget).toBe(18);
    expect(after.rollOverBudget).toBe(2);
  });
  it('refuses more than was rolled over, zero, or a fraction', () => {
    for (const amount of [6, 0, 1.5]) {
      expect(refused(applyMove(withRollover, { type: 'rollover', amount })).code).toBe('budget/rollover-out-of-range');
    }
  });
});
