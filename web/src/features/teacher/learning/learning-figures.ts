// What the Learning tab makes of the class's progress documents (row.learning): the class's
// money check averages before and after, by area of the standards; each student's growth and
// the words of their row; the habits behind them. Pure, so each rule is tested once
// (learning-figures.test.ts) and the tab, the printed report and the CSV all say the same.
import type { IntlShape } from 'react-intl';
import { CHECKED_STANDARDS, type CheckedStandard } from '@rink/game';
import type { CheckResult, LearningProgress } from '@rink/common';
import { contentText } from '@/i18n/content/useContent';
import { compareNames, type ProgressRow, type SortDirection } from '../live/progress-view';
import { figureMessages as m } from './messages';

/** An average's part: a standard area, or the whole check. */
export type ScorePart = CheckedStandard | 'overall';
export const SCORE_PARTS: readonly ScorePart[] = [...CHECKED_STANDARDS, 'overall'];
export const partName = (intl: IntlShape, part: ScorePart): string => (part === 'overall' ? intl.formatMessage(m.overall) : areaName(intl, part));

/** An area of the standards by its name in the standards ('Managing Risk'), in intl's language. */
export const areaName = (intl: IntlShape, standard: CheckedStandard): string => contentText(intl).standardName(standard);

/** '75%', '–' without a figure. */
export const percentText = (intl: IntlShape, value: number | null): string => (value === null ? '–' : intl.formatMessage(m.percent, { value }));

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
export function averagesOverText(intl: IntlShape, averages: Pick<ClassAverages, 'beforeStudents' | 'afterStudents'>): string {
  return intl.formatMessage(m.over, { before: averages.beforeStudents, after: averages.afterStudents });
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

export const scoreText = (intl: IntlShape, tally: Tally | null | undefined): string => (tally ? intl.formatMessage(m.score, { right: tally.right, of: tally.of }) : '–');

/** One area's check before and after: "1 of 3 → 3 of 3". */
export function partChangeText(intl: IntlShape, learning: Pick<LearningProgress, 'before' | 'latest'>, part: ScorePart): string {
  const before = learning.before && tallyOf(learning.before, part);
  const after = learning.latest && tallyOf(learning.latest, part);
  if (!before && !after) return '–';
  // Short when both are out of the same number ('1 → 4 of 4'), so the table fits a laptop's width.
  if (before && after && before.of === after.of) return intl.formatMessage(m.change, { before: before.right, after: after.right, of: after.of });
  return intl.formatMessage(m.changeScores, { before: scoreText(intl, before), after: scoreText(intl, after) });
}

/** The check under way or waiting: "Answering: 3 of 8", "Due: the check after a season"; null when none is due. */
export function checkStateText(intl: IntlShape, learning: LearningProgress): string | null {
  const due = learning.checkDue;
  if (!due) return null;
  if (due.answered > 0) return intl.formatMessage(m.answering, { answered: due.answered, of: due.of });
  return intl.formatMessage(due.moment === 'before' ? m.dueBefore : m.dueAfter);
}

export const decisionsText = (intl: IntlShape, tally: { met: number; judged: number }): string =>
  tally.judged > 0 ? intl.formatMessage(m.decisions, { met: tally.met, judged: tally.judged }) : '–';

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

/** The class's habits as the tab lists them; the printed report says each in the plural, as it always has. */
export type HabitKind = 'seasonsSaved' | 'injuriesCovered' | 'refusalsRecovered';
const HABIT_MESSAGES = {
  seasonsSaved: { tab: m.seasonsSaved, print: m.printSeasonsSaved },
  injuriesCovered: { tab: m.injuriesCovered, print: m.printInjuriesCovered },
  refusalsRecovered: { tab: m.refusalsRecovered, print: m.printRefusalsRecovered },
} as const;

/** "14 of 20 seasons ended with savings (70%)". */
export function shareText(intl: IntlShape, part: number, whole: number, kind: HabitKind, where: 'tab' | 'print' = 'tab'): string {
  return intl.formatMessage(HABIT_MESSAGES[kind][where], { part, whole, percent: percent({ right: part, of: whole }) ?? 0 });
}

/** The habits' lines, once there is something to count (no "0 of 0"). */
export function habitLines(intl: IntlShape, habits: ClassHabits, where: 'tab' | 'print' = 'tab'): string[] {
  return [
    habits.seasons > 0 && shareText(intl, habits.seasonsSaved, habits.seasons, 'seasonsSaved', where),
    habits.injuries > 0 && shareText(intl, habits.injuriesCovered, habits.injuries, 'injuriesCovered', where),
    habits.refusals > 0 && shareText(intl, habits.refusalsRecovered, habits.refusals, 'refusalsRecovered', where),
  ].filter((line): line is string => typeof line === 'string');
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
