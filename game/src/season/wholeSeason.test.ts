import { describe, expect, it } from 'vitest';
import { careless, playSeason, smart } from '../../bench/strategies';
import { endOfSeasonChoices } from './awards';
import { applyMove } from '../moves/applyMove';
import { createRng } from '../random';
import { fresh } from '../testing/helpers';
import { firestoreProblems } from '../testing/firestore';
import { levelKey } from '../types';
import type { Level, Student } from '../types';
import { OPPONENT_COUNT } from '../levels';

describe('a whole season', { timeout: 60_000 }, () => {
  it.each<Level>([1, 2, 3])('at level %i goes from a fresh student to the end-of-season choices', (level) => {
    const start = fresh(2024 + level, level);
    const end = playSeason(start, smart, createRng(level));
    expect(end.season.inTransition).toBe(true);
    expect(end.season.completedGames).toBe(OPPONENT_COUNT[level]);
    expect(end.seasons[levelKey(level)]).toHaveLength(OPPONENT_COUNT[level]);
    expect(end.savingsBudget).toBe(0);
    expect(end.rollOverBudget).toBeGreaterThan(0);
    const choices = endOfSeasonChoices(end);
    expect(choices.repeatSeason).toBe(true);
    expect(choices.acceptPromotion).toBe(level < 3 && end.season.awards.thirdCup);
    expect(choices.acceptAward).toBe(level === 3 && end.season.awards.thirdCup);
    expect(firestoreProblems(end)).toEqual([]);
  });

  it('replays exactly from the same seed', () => {
    const a = playSeason(fresh(77), smart, createRng(5));
    const b = playSeason(fresh(77), smart, createRng(5));
    expect(a).toEqual(b);
    expect(playSeason(fresh(78), smart, createRng(5)).season.allOpponents).not.toEqual(a.season.allOpponents);
  });

  it('a careless spender ends without the savings cup and cannot be promoted', () => {
    const end = playSeason(fresh(9), careless, createRng(9));
    expect(end.season.inTransition).toBe(true);
    expect(end.season.awards.savingsCup).toBe(false);
    expect(endOfSeasonChoices(end).acceptPromotion).toBe(false);
  });

  it('a smart saver can climb from level 1 to winning the game', () => {
    let s: Student = fresh(31);
    const rng = createRng(31);
    for (let season = 0; season < 12 && !s.wonGame; season++) {
      s = playSeason(s, smart, rng);
      const choices = endOfSeasonChoices(s);
      const move = choices.acceptAward
        ? ({ type: 'acceptAward' } as const)
        : choices.acceptPromotion
          ? ({ type: 'acceptPromotion' } as const)
          : ({ type: 'repeatSeason' } as const);
      const r = applyMove(s, move);
      if ('error' in r) throw new Error(r.error.code);
      s = r.state;
    }
    expect(s.wonGame).toBe(true);
    expect(s.level).toBe(3);
    expect(s.awards['1'].thirdCup && s.awards['2'].thirdCup && s.awards['3'].thirdCup).toBe(true);
  });
});
