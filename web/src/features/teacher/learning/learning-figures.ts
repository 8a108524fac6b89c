// What the Learning tab makes of the class's progress documents (row.learning): the class's
// money check averages before and after, by area of the standards, over the same students (those
// with both checks: docs/learning.md#growth); each student's growth and
// the words of their row; the habits behind them. Pure, so each rule is tested once
// (learning-figures.test.ts) and the tab, the printed report and the CSV all say the same.
import type { IntlShape } from 'react-intl';
import { CHECKED_STANDARDS, type CheckedStandard } from '@rink/game';
import type { CheckResult, LearningProgress } from '@rink/common';
import { contentText } from '@/i18n/content/useContent';
import { compareNames, type ProgressRow, type SortDirection } from '../live/progress-view';
import { averagesMessages, figureMessages as m } from './messages';

/** An average's part: a standard area, or the whole check. */
type ScorePart = CheckedStandard | 'overall';
const SCORE_PARTS: readonly ScorePart[] = [...CHECKED_STANDARDS, 'overall'];
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
  /** Percent right over the students' checks (every form has the same questions per area); null without any. */
  before: number | null;
  after: number | null;
}

/**
 * What the students' baselines are: checks before playing, first checks after a season (the class
 * turned the check on after its students had played: docs/learning.md#baseline), or some of each.
 */
export type BaselineKind = 'before' | 'first' | 'mixed';

export interface ClassAverages {
  /** Students with both a baseline and a later check: the growth is theirs alone. */
  bothStudents: number;
  /** True when `parts` is the growth over those students; false when nobody has both yet (then it is everyone's). */
  paired: boolean;
  /** What the tab charts: the growth over the same students, or, before anyone has both, everyone's figures. */
  parts: PartAverage[];
  /** The baselines counted in `parts`. */
  baseline: BaselineKind;
  /** Everyone who took each check, named as such beside the growth: students with a baseline, and with a check after it. */
  beforeStudents: number;
  afterStudents: number;
  everyone: PartAverage[];
}

function pooled(results: readonly CheckResult[], part: ScorePart): Tally {
  return results.reduce((sum, result) => {
    const tally = tallyOf(result, part);
    return { right: sum.right + tally.right, of: sum.of + tally.of };
  }, { right: 0, of: 0 });
}

const averagesOf = (before: readonly CheckResult[], after: readonly CheckResult[]): PartAverage[] =>
  SCORE_PARTS.map((part) => ({ part, before: percent(pooled(before, part)), after: percent(pooled(after, part)) }));

const isFirstCheckResult = (result: CheckResult): boolean => result.afterSeason > 0;

/** The kind of the baselines given ('before' when there are none). */
function baselineKind(baselines: readonly CheckResult[]): BaselineKind {
  const first = baselines.filter(isFirstCheckResult).length;
  return first === 0 ? 'before' : first === baselines.length ? 'first' : 'mixed';
}

/** The kind of every student's baseline: what the per-student columns, the CSV and the printed report name them. */
export const classBaselineKind = (rows: readonly ProgressRow[]): BaselineKind => baselineKind(rows.flatMap((row) => (row.learning.before ? [row.learning.before] : [])));

/** The baselines' names on the chart's key and the averages' table, by kind. */
export const BASELINE_KEY = { before: averagesMessages.before, first: averagesMessages.beforeFirst, mixed: averagesMessages.beforeMixed } as const;
export const BASELINE_COLUMN = { before: averagesMessages.beforeColumn, first: averagesMessages.beforeColumnFirst, mixed: averagesMessages.beforeColumnMixed } as const;

/**
 * The class's averages by area. Growth compares the same students: the baseline and the latest
 * check of each student who has both (4 checked before and 3 after: the 3). Everyone who took
 * each check is counted apart, for the figures that stand beside it.
 */
export function classAverages(rows: readonly ProgressRow[]): ClassAverages {
  const before = rows.flatMap((row) => (row.learning.before ? [row.learning.before] : []));
  const after = rows.flatMap((row) => (row.learning.latest ? [row.learning.latest] : []));
  const both = rows.flatMap(({ learning }) => (learning.before && learning.latest ? [{ before: learning.before, after: learning.latest }] : []));
  const everyone = averagesOf(before, after);
  const paired = both.length > 0;
  return {
    bothStudents: both.length,
    paired,
    parts: paired ? averagesOf(both.map((pair) => pair.before), both.map((pair) => pair.after)) : everyone,
    baseline: baselineKind(paired ? both.map((pair) => pair.before) : before),
    beforeStudents: before.length,
    afterStudents: after.length,
    everyone,
  };
}

/** "Growth over the 3 students with both checks"; before anyone has both, "Before: 24 students; after: 0 students". */
export function averagesOverText(intl: IntlShape, averages: Pick<ClassAverages, 'paired' | 'bothStudents' | 'beforeStudents' | 'afterStudents'>): string {
  if (averages.paired) return intl.formatMessage(m.growthOver, { students: averages.bothStudents });
  return intl.formatMessage(m.over, { before: averages.beforeStudents, after: averages.afterStudents });
}

/**
 * Everyone who took each check, overall, beside the growth: "Everyone who took each check,
 * overall: 56% (4 students) → 88% (3 students)"; null when they are the same students.
 */
export function everyoneText(intl: IntlShape, averages: ClassAverages): string | null {
  const { paired, bothStudents, beforeStudents, afterStudents, everyone } = averages;
  if (!paired || (beforeStudents === bothStudents && afterStudents === bothStudents)) return null;
  const overall = everyone.find((part) => part.part === 'overall');
  return intl.formatMessage(m.everyone, {
    before: percentText(intl, overall?.before ?? null),
    beforeStudents,
    after: percentText(intl, overall?.after ?? null),
    afterStudents,
  });
}

/**
 * A student's baseline in a column the class's kind names: "3 of 8", or, where the column holds
 * both kinds, "3 of 8 (first check)" for a first check after a season.
 */
export function baselineText(intl: IntlShape, result: CheckResult | null, kind: BaselineKind): string {
  if (!result || kind !== 'mixed' || !isFirstCheckResult(result)) return scoreText(intl, result);
  return intl.formatMessage(m.firstCheckScore, { score: scoreText(intl, result) });
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
type HabitKind = 'seasonsSaved' | 'injuriesCovered' | 'refusalsRecovered';
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
