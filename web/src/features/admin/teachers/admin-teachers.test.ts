import { describe, expect, it } from 'vitest';
import type { StudentTimeSpent } from '@rink/common';
import { classStats } from './class-stats';
import { pageOf } from './paging';

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

describe('teacher pages of 50', () => {
  const rows = Array.from({ length: 120 }, (_, i) => i + 1);

  it('shows rows 51-100 on page 2 of 3', () => {
    const page = pageOf(rows, 2);
    expect(page).toMatchObject({ page: 2, pages: 3, first: 51, last: 100 });
    expect(page.rows).toHaveLength(50);
  });

  it('keeps a page past the end on the last page (a search or a delete shrank the list)', () => {
    expect(pageOf(rows, 9)).toMatchObject({ page: 3, first: 101, last: 120 });
    expect(pageOf(rows.slice(0, 10), 3)).toMatchObject({ page: 1, pages: 1, first: 1, last: 10 });
  });

  it('has one empty page when there is nothing to show', () => {
    expect(pageOf([], 1)).toEqual({ rows: [], page: 1, pages: 1, first: 0, last: 0 });
  });
});
