import { describe, expect, it } from 'vitest';
import { fresh } from '../testing/helpers';
import { levelsDone, tutorialsDone } from './progress';

describe('progress a teacher sees', () => {
  it('counts no tutorials and no levels for a new student', () => {
    const student = fresh();
    expect(tutorialsDone(student)).toBe(0);
    expect(levelsDone(student)).toBe(0);
  });

  it('counts each finished tutorial once', () => {
    const student = fresh();
    expect(tutorialsDone({ tutorials: { ...student.tutorials, home: true, budget: true } })).toBe(2);
    expect(tutorialsDone({ tutorials: { home: true, budget: true, team: true, scout: true, season: true } })).toBe(5);
  });

  it('counts the levels left behind by promotion', () => {
    expect(levelsDone({ level: 2, wonGame: false })).toBe(1);
    expect(levelsDone({ level: 3, wonGame: false })).toBe(2);
  });

  it('counts all three levels once the last award is accepted and the game is won', () => {
    expect(levelsDone({ level: 3, wonGame: true })).toBe(3);
  });
});
