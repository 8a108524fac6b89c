import { describe, expect, it } from 'vitest';
import {
  averagesOverText,
  baselineText,
  classBaselineKind,
  everyoneText,
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
  it('averages each area before and after, in percent right, over the students with both checks', () => {
    const rows = [
      learningRow('a', 'Ann', { before: result(2, 1, 0), latest: result(4, 2, 1, 1) }),
      learningRow('b', 'Ben', { before: result(1, 0, 1) }),
      learningRow('c', 'Cal'),
    ];
    const averages = classAverages(rows);
    expect(averages.bothStudents).toBe(1);
    expect(averages.beforeStudents).toBe(2);
    expect(averages.afterStudents).toBe(1);
    const byPart = Object.fromEntries(averages.parts.map((p) => [p.part, [p.before, p.after]]));
    // Ann alone: Spending 2 of 4 → 4 of 4; Saving 1 of 2 → 2 of 2; Managing Risk 0 of 2 → 1 of 2.
    expect(byPart).toEqual({ spending: [50, 100], saving: [50, 100], managingRisk: [0, 50], overall: [38, 88] });
    expect(averagesOverText(intl, averages)).toBe('Growth over the 1 student with both checks');
    // Everyone who took each check, beside it: Spending 3 of 8 before (38%), 4 of 4 after.
    const everyone = Object.fromEntries(averages.everyone.map((p) => [p.part, [p.before, p.after]]));
    expect(everyone).toEqual({ spending: [38, 100], saving: [25, 100], managingRisk: [25, 50], overall: [31, 88] });
    expect(everyoneText(intl, averages)).toBe('Everyone who took each check, overall: 31% (2 students) → 88% (1 student)');
  });

  it('with 4 checked before and 3 after, compares the 3 (Overall 56% → 88% set a fourth student against the three)', () => {
    const rows = [
      learningRow('a', 'Ann', { before: result(2, 1, 1), latest: result(4, 2, 1, 1) }),
      learningRow('b', 'Ben', { before: result(2, 1, 1), latest: result(3, 2, 2, 1) }),
      learningRow('c', 'Cal', { before: result(2, 1, 1), latest: result(4, 2, 1, 1) }),
      // Dee took the check before only: she is not in the growth.
      learningRow('d', 'Dee', { before: result(3, 2, 1) }),
    ];
    const averages = classAverages(rows);
    const overall = (parts: typeof averages.parts) => parts.find((p) => p.part === 'overall');
    // Everyone who took each: 18 of 32 before (56%), 21 of 24 after (88%): Dee set against the three.
    expect(overall(averages.everyone)).toEqual({ part: 'overall', before: 56, after: 88 });
    // The same three students: 12 of 24 before (50%) → 21 of 24 after (88%).
    expect(averages.bothStudents).toBe(3);
    expect(overall(averages.parts)).toEqual({ part: 'overall', before: 50, after: 88 });
    expect(averages.parts.find((p) => p.part === 'spending')).toEqual({ part: 'spending', before: 50, after: 92 });
    expect(averagesOverText(intl, averages)).toBe('Growth over the 3 students with both checks');
    expect(averagesOverText(spanishIntl, averages)).toBe('Crecimiento de los 3 estudiantes que tienen los dos chequeos');
    expect(everyoneText(intl, averages)).toBe('Everyone who took each check, overall: 56% (4 students) → 88% (3 students)');
    expect(averages.baseline).toBe('before');
  });

  it('before anyone has both checks, shows everyone who took one, named as such', () => {
    const averages = classAverages([learningRow('a', 'Ann', { before: result(2, 1, 0) }), learningRow('b', 'Ben', { before: result(1, 0, 1) })]);
    expect(averages.paired).toBe(false);
    expect(averages.parts.find((p) => p.part === 'overall')).toEqual({ part: 'overall', before: 31, after: null });
    expect(averagesOverText(intl, averages)).toBe('Before: 2 students; after: 0 students');
    expect(everyoneText(intl, averages)).toBeNull();
  });

  it('counts growth from a first check when none came before playing, and names it', () => {
    const late = learningRow('l', 'Lee', { before: result(1, 1, 1, 2), latest: result(4, 2, 1, 3) });
    const early = learningRow('a', 'Ann', { before: result(2, 1, 0), latest: result(4, 2, 1, 1) });
    expect(classAverages([late]).baseline).toBe('first');
    expect(classAverages([late, early]).baseline).toBe('mixed');
    expect(growth(late.learning)).toBe(4);
    expect(classBaselineKind([late, learningRow('b', 'Ben')])).toBe('first');
    expect(baselineText(intl, late.learning.before, 'first')).toBe('3 of 8');
    expect(baselineText(intl, late.learning.before, 'mixed')).toBe('3 of 8 (first check)');
    expect(baselineText(spanishIntl, late.learning.before, 'mixed')).toBe('3 de 8 (primer chequeo)');
    expect(baselineText(intl, early.learning.before, 'mixed')).toBe('3 of 8');
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
