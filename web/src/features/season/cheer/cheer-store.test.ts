import { describe, expect, it, vi } from 'vitest';
import { MAX_RANK_BONUS, STEADY_PRESSES_FOR_FULL_BONUS } from '@rink/game';
import { createCheerStore } from './cheer-store';

describe('the cheer store', () => {
  it('counts fast clicks: every 5th a level, every 15th a bonus point', () => {
    const store = createCheerStore();
    for (let i = 0; i < 15; i += 1) store.press('fast');
    expect(store.get()).toEqual({ clicks: 15, level: 3, rankBonus: 1 });
  });

  it('reaches the full bonus in 15 steady presses', () => {
    const store = createCheerStore();
    for (let i = 0; i < STEADY_PRESSES_FOR_FULL_BONUS; i += 1) store.press('steady');
    expect(store.get().rankBonus).toBe(MAX_RANK_BONUS);
  });

  it('tells subscribers of changes only, and lets them go', () => {
    const store = createCheerStore();
    const heard = vi.fn();
    const stop = store.subscribe(heard);
    store.decay(); // nothing to take away: no change, no news
    expect(heard).not.toHaveBeenCalled();
    store.press('fast');
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
    store.reset();
    expect(heard).toHaveBeenCalledTimes(1);
    expect(store.get()).toEqual({ clicks: 0, level: 0, rankBonus: 0 });
  });

  it('lets the level fall but keeps the bonus', () => {
    const store = createCheerStore();
    for (let i = 0; i < 15; i += 1) store.press('fast');
    store.decay();
    expect(store.get()).toEqual({ clicks: 10, level: 2, rankBonus: 1 });
  });
});
