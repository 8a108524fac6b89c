import { describe, expect, it } from 'vitest';
import { cheapLineup, fresh, play } from '../testing/helpers';
import { budgetOf, remainingBudget, teamCost } from './budget';
import { isValidSavings, savingsRange } from './savingsRange';

describe('budget equation', () => {
  it('remaining budget is total minus savings minus spent', () => {
    const s = play(cheapLineup(fresh()), { type: 'setSavings', amount: 2 });
    expect(remainingBudget(s)).toBe(s.totalBudget - 2 - teamCost(s));
    expect(budgetOf(s)).toEqual({ total: 15, spent: teamCost(s), savings: 2 });
  });
  it('adds the released player cost back when trading', () => {
    const s = cheapLineup(fresh());
    expect(remainingBudget(s, 3)).toBe(remainingBudget(s) + 3);
  });
});

describe('savings slider', () => {
  it('runs from 0 to total minus spent', () => {
    const s = cheapLineup(fresh());
    expect(savingsRange(s)).toMatchObject({ min: 0, max: 15 - teamCost(s) });
  });
  it('steps by 1, 10 and 100 at levels 1, 2 and 3', () => {
    expect(savingsRange(fresh(1, 1)).step).toBe(1);
    expect(savingsRange(fresh(1, 2)).step).toBe(10);
    expect(savingsRange(fresh(1, 3)).step).toBe(100);
  });
  it('accepts only whole steps within the range', () => {
    const s = fresh(1, 2);
    expect(isValidSavings(s, 30)).toBe(true);
    expect(isValidSavings(s, 35)).toBe(false);
    expect(isValidSavings(s, 160)).toBe(false);
    expect(isValidSavings(s, -10)).toBe(false);
  });
  it('keeps the puck below 13 during the level-1 budget tutorial', () => {
    expect(savingsRange(fresh(), true).max).toBe(12);
  });
  it('thins the ticks once the total passes 15 at level 1', () => {
    expect(savingsRange(fresh()).thinTicks).toBe(false);
    expect(savingsRange({ ...fresh(), totalBudget: 16 }).thinTicks).toBe(true);
  });
});
