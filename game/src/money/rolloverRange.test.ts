import { describe, expect, it } from 'vitest';
import { applyMove } from '../moves/applyMove';
import { fresh } from '../testing/helpers';
import { rolloverRange } from './rolloverRange';

describe('the rollover slider', () => {
  it('runs from $1 to all of last season’s savings in whole dollars', () => {
    const s = { ...fresh(), rollOverBudget: 7 };
    expect(rolloverRange(s)).toMatchObject({ min: 1, max: 7, step: 1, thinTicks: false });
  });

  it('thins its ticks above the level’s threshold (15 at level 1, 150 at level 2)', () => {
    expect(rolloverRange({ ...fresh(), rollOverBudget: 15 }).thinTicks).toBe(false);
    expect(rolloverRange({ ...fresh(), rollOverBudget: 16 }).thinTicks).toBe(true);
    expect(rolloverRange({ ...fresh(1, 2), rollOverBudget: 150 }).thinTicks).toBe(false);
    expect(rolloverRange({ ...fresh(1, 2), rollOverBudget: 151 }).thinTicks).toBe(true);
  });

  it('offers exactly the amounts the rollover move accepts', () => {
    const s = { ...fresh(), rollOverBudget: 4 };
    const { min, max, step } = rolloverRange(s);
    for (let amount = min - 1; amount <= max + 1; amount += step) {
      const accepted = 'state' in applyMove(s, { type: 'rollover', amount });
      expect(accepted).toBe(amount >= min && amount <= max);
    }
  });
});
