import { describe, expect, it } from 'vitest';
import { applyMove } from './applyMove';
import { cheapLineup, fresh, must, play, refused } from '../testing/helpers';
import { levelKey } from '../types';

const ready = () => play(cheapLineup(fresh(3)), { type: 'setSavings', amount: 1 });

describe('playing a game by its number', () => {
  it('plays the game whose number comes next', () => {
    const after = must(applyMove(ready(), { type: 'playGame', cheerBonus: 5, game: 1 }));
    expect(after.season.completedGames).toBe(1);
  });
  it('does not play a game again when a save is retried', () => {
    const once = must(applyMove(ready(), { type: 'playGame', cheerBonus: 5, game: 1 }));
    const retried = must(applyMove(once, { type: 'playGame', cheerBonus: 5, game: 1 }));
    expect(retried.season).toEqual(once.season);
    expect(retried.seasons[levelKey(1)]).toHaveLength(1);
    expect(retried.rngState).toBe(once.rngState);
  });
  it('refuses a game number from the future', () => {
    expect(refused(applyMove(ready(), { type: 'playGame', cheerBonus: 5, game: 3 })).code).toBe('input/invalid');
  });
  it('still plays the next game when the number is left out', () => {
    const once = must(applyMove(ready(), { type: 'playGame', cheerBonus: 5 }));
    expect(must(applyMove(once, { type: 'playGame', cheerBonus: 5 })).season.completedGames).toBe(2);
  });
});

describe('choosing a cheer style', () => {
  it('starts fast and keeps the style the student chooses', () => {
    expect(fresh().cheerStyle).toBe('fast');
    const steady = must(applyMove(fresh(), { type: 'setCheerStyle', style: 'steady' }));
    expect(steady.cheerStyle).toBe('steady');
    expect(must(applyMove(steady, { type: 'setCheerStyle', style: 'fast' })).cheerStyle).toBe('fast');
  });
});
