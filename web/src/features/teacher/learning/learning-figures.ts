// What the Learning tab makes of the class's progress documents (row.learning): the class's
// money check averages before and after, by area of the standards; each student's growth and
// the words of their row; the habits behind them. Pure, so each rule is tested once
// (learning-figures.test.ts) and the tab, the printed report and the CSV all say the same.
import { CHECKED_STANDARDS, STANDARD_NAMES, type CheckedStandard } from '@rink/game';
import type { CheckResult, LearningProgress } from '@rink/common';
import { compareNames, type ProgressRow, type SortDirection } from '../live/progress-view';

/** An average's part: a standard area, or the whole check. */
export type ScorePart = CheckedStandard | 'overall';
export const SCORE_PARTS: readonly ScorePart[] = [...CHECKED_STANDARDS, 'overall'];
export const partName = (part: ScorePart): string => (part === 'overall' ? 'Overall' : STANDARD_NAMES[part]);

export interface Tally {
  right: number;
  of: number;
}

/** Percent of `of` (whole percent); null when nothing was asked. */
export const percent = (tally: Tally): number | null => (tally.of > 0 ? Math.round((100 * tally.right) / tally.of) : null);

const tallyOf = (result: CheckResult, part: ScorePart): Tally => (part === 'overall' ? { right: result.right, of: result.of } : result.byStandard[part]);

export interface PartAverage {
  part: ScorePart;
  /** Percent right over the class's checks (every form has the same questions per area); null without any. */
  before: number | null;
  after: number | null;
}

export interface ClassAverages {
  /** Students whose check before counts. */
  beforeStudents: number;
  /** Students with a check after a season (their latest counts). */
  afterStudents: number;
  parts: PartAverage[];
}

function pooled(results: readonly CheckResult[], part: ScorePart): Tally {
  return results.reduce((sum, result) => {
    const tally = tallyOf(result, part);
    return { right: sum.right + tally.right, of: sum.of + tally.of };
  }, { right: 0, of: 0 });
}

/** The class's averages by area: each student's check before, and each one's latest after. */
export function classAverages(rows: readonly ProgressRow[]): ClassAverages {
  const before = rows.flatMap((row) => (row.learning.before ? [row.learning.before] : []));
  const after = rows.flatMap((row) => (row.learning.latest ? [row.learning.latest] : []));
  return {
    beforeStudents: before.length,
    afterStudents: after.length,
    parts: SCORE_PARTS.map((part) => ({ part, before: percent(pooled(before, part)), after: percent(pooled(after, part)) })),
  };
}

/** "Before: 24 students; after: 18". */
export function averagesOverText(averages: Pick<ClassAverages, 'beforeStudents' | 'afterStudents'>): string {
  const students = (n: number) => `${n} ${n === 1 ? 'student' : 'students'}`;
  return `Before: ${students(averages.beforeStudents)}; after: ${students(averages.afterStudents)}`;
}

/** Right answers gained from the check before to the latest after; null without both. */
export function growth(learning: Pick<LearningProgress, 'before' | 'latest'>): number | null {
  return learning.before && learning.latest ? learning.latest.right - learning.before.right : null;
}

/** "+4", "0", "-1"; a dash without both checks. */
export function growthText(value: number | null): string {
  if (value === null) return '–';
  return value > 0 ? `+${value}` : String(value);
}

export const scoreText = (tally: Tally | null | undefined): string => (tally ? `${tally.right} of ${tally.of}` : '–');

/** One area's check before and after: "1 of 3 → 3 of 3". */
export function partChangeText(learning: Pick<LearningProgress, 'before' | 'latest'>, part: ScorePart): string {
  const before = learning.before && tallyOf(learning.before, part);
  const after = learning.latest && tallyOf(learning.latest, part);
  if (!before && !after) return '–';
  // Short when both are out of the same number ('1 → 4 of 4'), so the table fits a laptop's width.
  if (before && after && before.of === after.of) return `${before.right} → ${after.right} of ${after.of}`;
  return `${scoreText(before)} → ${scoreText(after)}`;
}

/** The check under way or waiting: "Answering: 3 of 8", "Due: the check after a season"; null when none is due. */
export function checkStateText(learning: LearningProgress): string | null {
  const due = learning.checkDue;
  if (!due) return null;
  if (due.answered > 0) return `Answering: ${due.answered} of ${due.of}`;
  return due.moment === 'before' ? 'Due: the check before playing' : 'Due: the check after a season';
}

export const decisionsText = (tally: { met: number; judged: number }): string => (tally.judged > 0 ? `${tally.met} of ${tally.judged}` : '–');

export interface ClassHabits {
  seasons: number;
  seasonsSaved: number;
  injuries: number;
  injuriesCovered: number;
  refusals: number;
  refusalsRecovered: number;
}

/** The class's habits: every student's seasons, injuries and refused signings, added up. */
export function classHabits(rows: readonly ProgressRow[]): ClassHabits {
  const sum: ClassHabits = { seasons: 0, seasonsSaved: 0, injuries: 0, injuriesCovered: 0, refusals: 0, refusalsRecovered: 0 };
  for (const { learning } of rows) {
    for (const key of Object.keys(sum) as Array<keyof ClassHabits>) sum[key] += learning.habits[key];
  }
  return sum;
}

/** "14 of 20 seasons ended with savings (70%)": `what` follows the count. */
export function shareText(part: number, whole: number, what: string): string {
  return `${part} of ${whole} ${what} (${percent({ right: part, of: whole }) ?? 0}%)`;
}

/** Someone has a check's score (before or after). */
export const anyCheckTaken = (rows: readonly ProgressRow[]): boolean => rows.some((row) => row.learning.before !== null || row.learning.latest !== null);

export type LearningSortKey = 'name' | 'before' | 'after' | 'growth';
export type { SortDirection };

/**
 * The per-student table's order. A student without the figure sorts last either way (a
 * teacher sorting by growth looks for the biggest and smallest, not for the blanks); ties by name.
 */
export function sortLearningRows(rows: readonly ProgressRow[], key: LearningSortKey, direction: SortDirection): ProgressRow[] {
  const sign = direction === 'ascending' ? 1 : -1;
  if (key === 'name') return [...rows].sort((a, b) => sign * compareNames(a, b));
  const value = (row: ProgressRow): number | null =>
    key === 'growth' ? growth(row.learning) : key === 'before' ? (row.learning.before?.right ?? null) : (row.learning.latest?.right ?? null);
  return [...rows].sort((a, b) => {
    const [x, y] = [value(a), value(b)];
    if (x === null || y === null) return x === y ? compareNames(a, b) : x === null ? 1 : -1;
    return sign * (x - y) || compareNames(a, b);
  });
}
