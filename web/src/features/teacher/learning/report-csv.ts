// The two one-click CSVs beside "Download Class Data": the class report (what the Learning tab
// shows, a row per student) and the roster (the logins the Students tab shows). Written by the
// one CSV writer (lib/csv.ts): BOM, RFC 4180, CRLF, formulas defused. The spec fixes no column
// names for these two (docs/learning.md), and the teacher reads them: their headers are in the
// teacher's language (English word for word as before); the privacy export (Download Class Data)
// is the server's and stays as it is.
import type { IntlShape } from 'react-intl';
import { CHECK_LENGTH, CHECKED_STANDARDS, MONEY_CHECK } from '@rink/game';
import type { CheckResult, RosterRow } from '@rink/common';
import { toCsv, type CsvCell } from '@/lib/csv';
import { compareNames, minutesOf, type ProgressRow } from '../live/progress-view';
import { areaName, classBaselineKind, growth, type BaselineKind } from './learning-figures';
import { csvMessages as m } from './messages';

/** Questions of each area in a check (both forms ask the same number: they are parallel). */
const questionsOf = (standard: string) => MONEY_CHECK.A.filter((question) => question.standard === standard).length;

/** The baseline's columns, named by the class's kind (docs/learning.md#baseline): 'Check Before', 'First Check', or both. */
const BASELINE = {
  before: { whole: m.checkBefore, area: m.checkBeforeArea },
  first: { whole: m.firstCheck, area: m.firstCheckArea },
  mixed: { whole: m.checkBeforeOrFirst, area: m.checkBeforeOrFirstArea },
} as const;

// The scores are numbers of right answers, so a spreadsheet can average them; the header says out of how many.
function classReportHeader(intl: IntlShape, baseline: BaselineKind = 'before'): string[] {
  const t = intl.formatMessage;
  const byStandard = (moment: typeof m.checkBeforeArea | typeof m.latestAfterArea) =>
    CHECKED_STANDARDS.map((standard) => t(moment, { area: areaName(intl, standard), of: questionsOf(standard) }));
  return [
    t(m.firstName),
    t(m.lastName),
    t(m.level),
    t(m.seasonsPlayed),
    t(BASELINE[baseline].whole, { of: CHECK_LENGTH }),
    ...byStandard(BASELINE[baseline].area),
    t(m.latestAfter, { of: CHECK_LENGTH }),
    ...byStandard(m.latestAfterArea),
    t(m.growth),
    t(m.seasonsSaved),
    t(m.seasons),
    t(m.injuriesCovered),
    t(m.injuries),
    t(m.refusalsRecovered),
    t(m.refusals),
    t(m.minutesPlayed),
    t(m.firstCheckAfterSeason),
  ];
}

/** A check's right answers, whole and by area; empty cells for a check not taken. */
const checkCells = (check: CheckResult | null): CsvCell[] =>
  check ? [check.right, ...CHECKED_STANDARDS.map((standard) => check.byStandard[standard].right)] : [null, ...CHECKED_STANDARDS.map(() => null)];

/** A row per student, in the roster's order (first name, then last name). */
export function classReportCsv(intl: IntlShape, rows: readonly ProgressRow[]): string {
  const body = [...rows].sort(compareNames).map((row): CsvCell[] => {
    const { learning } = row;
    return [
      row.firstName,
      row.lastName,
      row.level,
      learning.habits.seasons,
      ...checkCells(learning.before),
      ...checkCells(learning.latest),
      growth(learning),
      learning.habits.seasonsSaved,
      learning.habits.seasons,
      learning.habits.injuriesCovered,
      learning.habits.injuries,
      learning.habits.refusalsRecovered,
      learning.habits.refusals,
      minutesOf(row),
      // The season a first check followed, when it stands for the check before (none came before playing).
      learning.before && learning.before.afterSeason > 0 ? learning.before.afterSeason : null,
    ];
  });
  return toCsv(classReportHeader(intl, classBaselineKind(rows)), body);
}

/** The roster as the Students tab shows it (its order), the logins included. */
export function rosterCsv(intl: IntlShape, students: readonly RosterRow[]): string {
  return toCsv(
    [intl.formatMessage(m.firstName), intl.formatMessage(m.lastName), intl.formatMessage(m.username), intl.formatMessage(m.password)],
    students.map((student) => [student.firstName, student.lastName, student.userName, student.password ?? null]),
  );
}

/** "rink-money-class-report-2025-03-14.csv": the day in the teacher's own time zone. */
export function csvFileName(what: string, now: Date): string {
  const day = [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((n) => String(n).padStart(2, '0')).join('-');
  return `rink-money-${what}-${day}.csv`;
}
