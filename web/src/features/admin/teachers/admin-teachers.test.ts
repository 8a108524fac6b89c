import { describe, expect, it } from 'vitest';
import type { StudentTimeSpent } from '@rink/common';
import { classStats } from './class-stats';
import { firstPage, nextPage, positionOf, previousPage } from './paging';

const student = (overrides: Partial<StudentTimeSpent>): StudentTimeSpent => ({
  _id: 's',
  firstName: 'Bea',
  lastName: 'Lee',
  userName: 'bealee',
  level: 1,
  tutorialsDone: 0,
  levelsDone: 0,
  wonGame: false,
  timeSpent: 0,
  minutes: 0,
  ...overrides,
});

describe('a class at a glance', () => {
  it('counts only students who finished all five tutorials, adds levels and minutes, and counts winners', () => {
    const stats = classStats([
      student({ tutorialsDone: 5, levelsDone: 3, wonGame: true, minutes: 40 }),
      student({ tutorialsDone: 4, levelsDone: 1, minutes: 12 }),
      student({ tutorialsDone: 5, minutes: 3 }),
    ]);
    expect(stats).toEqual({ students: 3, totalMinutes: 55, finishedTutorials: 2, levelsCompleted: 4, completedGame: 1 });
  });

  it('is all zeros for an empty class', () => {
    expect(classStats([])).toEqual({ students: 0, totalMinutes: 0, finishedTutorials: 0, levelsCompleted: 0, completedGame: 0 });
  });
});

describe('teacher pages of 50, paged on the server', () => {
  it('places page 2 of 120 teachers at rows 51-100 of 3 pages', () => {
    expect(positionOf(2, 50, 120)).toEqual({ page: 2, pages: 3, first: 51, last: 100 });
    expect(positionOf(3, 20, 120)).toEqual({ page: 3, pages: 3, first: 101, last: 120 });
  });

  it('never counts fewer pages than the one shown (teachers removed since the count)', () => {
    expect(positionOf(3, 5, 60)).toMatchObject({ page: 3, pages: 3 });
  });

  it('has one empty page when there is nothing to show', () => {
    expect(positionOf(1, 0, 0)).toEqual({ page: 1, pages: 1, first: 0, last: 0 });
  });

  it('goes forward with the cursor each page gives, and back to the one before', () => {
    const two = nextPage(firstPage('ice'), 'c1');
    const three = nextPage(two, 'c2');
    expect(three.after).toEqual([undefined, 'c1', 'c2']);
    expect(previousPage(three)).toEqual(two);
    expect(previousPage(firstPage('ice'))).toEqual(firstPage('ice'));
  });
});
