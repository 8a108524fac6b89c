import { describe, expect, it } from 'vitest';
import {
  averagesOverText,
  checkStateText,
  classAverages,
  classHabits,
  growth,
  growthText,
  partChangeText,
  shareText,
  sortLearningRows,
} from './learning-figures';
import { habits, learningRow, result } from './learning-test-rows';
import { englishIntl as intl, spanishIntl } from '../testing/intl';

describe("the class's money check averages", () => {
  it('averages each area before and after, in percent right, over the students who took each', () => {
    const rows = [
      learningRow('a', 'Ann', { before: result(2, 1, 0), latest: result(4, 2, 1, 1) }),
      learningRow('b', 'Ben', { before: result(1, 0, 1) }),
      learningRow('c', 'Cal'),
    ];
    const averages = classAverages(rows);
    expect(averages.beforeStudents).toBe(2);
    expect(averages.afterStudents).toBe(1);
    const byPart = Object.fromEntries(averages.parts.map((p) => [p.part, [p.before, p.after]]));
    // Spending: 3 of 8 before (38%), 4 of 4 after; Saving 1 of 4, 2 of 2; Managing Risk 1 of 4, 1 of 2.
    expect(byPart).toEqual({ spending: [38, 100], saving: [25, 100], managingRisk: [25, 50], overall: [31, 88] });
    expect(averagesOverText(intl, averages)).toBe('Before: 2 students; after: 1 student');
  });

  it('has no average, not 0%, for a moment nobody has reached', () => {
    const averages = classAverages([learningRow('a', 'Ann', { before: result(2, 1, 0) })]);
    expect(averages.parts.every((p) => p.after === null)).toBe(true);
    expect(classAverages([]).parts.every((p) => p.before === null && p.after === null)).toBe(true);
  });
});

describe("a student's growth", () => {
  it('counts the right answers gained from the check before to the latest after', () => {
    expect(growth({ before: result(1, 1, 1), latest: result(4, 2, 1, 2) })).toBe(4);
    expect(growth({ before: result(4, 2, 1), latest: result(3, 2, 1, 1) })).toBe(-1);
    expect(growthText(4)).toBe('+4');
    expect(growthText(0)).toBe('0');
    expect(growthText(-1)).toBe('-1');
  });

  it('has no growth without both checks', () => {
    expect(growth({ before: result(1, 1, 1), latest: null })).toBeNull();
    expect(growth({ before: null, latest: result(1, 1, 1, 1) })).toBeNull();
    expect(growthText(null)).toBe('–');
  });

  it("says an area's change and the check under way", () => {
    const row = learningRow('a', 'Ann', { before: result(1, 0, 1), latest: result(4, 2, 1, 1), checkDue: { moment: 'after', answered: 3, of: 8 } });
    expect(partChangeText(intl, row.learning, 'spending')).toBe('1 → 4 of 4');
    expect(partChangeText(intl, row.learning, 'overall')).toBe('2 → 7 of 8');
    expect(checkStateText(intl, row.learning)).toBe('Answering: 3 of 8');
    expect(checkStateText(intl, { ...row.learning, checkDue: { moment: 'before', answered: 0, of: 8 } })).toBe('Due: the check before playing');
    expect(checkStateText(intl, { ...row.learning, checkDue: null })).toBeNull();
  });

  it('sorts by growth with the students without one last, either way', () => {
    const rows = [
      learningRow('a', 'Ann', { before: result(1, 1, 1), latest: result(2, 1, 1, 1) }),
      learningRow('b', 'Ben'),
      learningRow('c', 'Cal', { before: result(0, 0, 0), latest: result(4, 2, 2, 1) }),
    ];
    expect(sortLearningRows(rows, 'growth', 'descending').map((r) => r.id)).toEqual(['c', 'a', 'b']);
    expect(sortLearningRows(rows, 'growth', 'ascending').map((r) => r.id)).toEqual(['a', 'c', 'b']);
    expect(sortLearningRows(rows, 'name', 'descending').map((r) => r.id)).toEqual(['c', 'b', 'a']);
  });
});

describe("the class's habits", () => {
  it('adds up seasons saved, injuries covered and refusals recovered', () => {
    const rows = [
      learningRow('a', 'Ann', { habits: habits({ seasons: 2, seasonsSaved: 2, injuries: 1, injuriesCovered: 1 }) }),
      learningRow('b', 'Ben', { habits: habits({ seasons: 3, seasonsSaved: 1, injuries: 2, refusals: 2, refusalsRecovered: 1 }) }),
    ];
    expect(classHabits(rows)).toEqual({ seasons: 5, seasonsSaved: 3, injuries: 3, injuriesCovered: 1, refusals: 2, refusalsRecovered: 1 });
    expect(shareText(intl, 14, 20, 'seasonsSaved')).toBe('14 of 20 seasons ended with savings (70%)');
    expect(shareText(intl, 1, 1, 'seasonsSaved')).toBe('1 of 1 season ended with savings (100%)');
    expect(shareText(intl, 1, 1, 'seasonsSaved', 'print')).toBe('1 of 1 seasons ended with savings (100%)');
    expect(shareText(spanishIntl, 14, 20, 'seasonsSaved')).toBe('14 de 20 temporadas terminaron con ahorros (70%)');
  });
});
