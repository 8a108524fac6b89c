import { describe, expect, it } from 'vitest';
import { initialPlayers } from '../content/players';
import { firestoreProblems } from '../testing/firestore';
import { newStudent } from './newStudent';

describe('a new student', () => {
  const s = newStudent({ firstName: 'Ada', lastName: 'Lane', userName: 'alane', seed: 12 });
  it('starts at level 1 with $15, no savings and level 1 players', () => {
    expect(s).toMatchObject({ level: 1, totalBudget: 15, savingsBudget: 0, rollOverBudget: 0, role: 'student', wonGame: false, timeSpent: 0 });
    expect(s.players).toEqual(initialPlayers(1));
    expect([s.fOne, s.fTwo, s.fThree, s.dOne, s.dTwo, s.gOne]).toEqual([null, null, null, null, null, null]);
  });
  it('has no tutorials done, no pages visited, no results and no cups', () => {
    expect(Object.values(s.tutorials).every((v) => !v)).toBe(true);
    expect(s.pagesVisited).toEqual([]);
    expect(s.seasons).toEqual({ '1': [], '2': [], '3': [] });
    expect(s.awards['3']).toEqual({ savingsCup: false, thirdCup: false, firstCup: false });
  });
  it('is plain JSON that Firestore can store, and holds no password', () => {
    expect(firestoreProblems(s)).toEqual([]);
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
    expect(JSON.stringify(s)).not.toContain('password');
  });
  it('keeps its teacher when given one', () => {
    expect(newStudent({ firstName: 'A', lastName: 'B', userName: 'ab', seed: 1, teacherId: 't1' }).teacherId).toBe('t1');
    expect(s.teacherId).toBeNull();
  });
  it('gets the same opponents from the same seed', () => {
    const again = newStudent({ firstName: 'Ada', lastName: 'Lane', userName: 'alane', seed: 12 });
    expect(again).toEqual(s);
    expect(newStudent({ firstName: 'Ada', lastName: 'Lane', userName: 'alane', seed: 13 }).season).not.toEqual(s.season);
  });
});
