// The two one-click CSVs beside "Download Class Data": the class report (what the Learning tab
// shows, a row per student) and the roster (the logins the Students tab shows). Written by the
// one CSV writer (lib/csv.ts): BOM, RFC 4180, CRLF, formulas defused.
import { CHECK_LENGTH, CHECKED_STANDARDS, MONEY_CHECK, STANDARD_NAMES } from '@rink/game';
import type { CheckResult, RosterRow } from '@rink/common';
import { toCsv, type CsvCell } from '@/lib/csv';
import { compareNames, minutesOf, type ProgressRow } from '../live/progress-view';
import { growth } from './learning-figures';

/** Questions of each area in a check (both forms ask the same number: they are parallel). */
const questionsOf = (standard: string) => MONEY_CHECK.A.filter((question) => question.standard === standard).length;

// The scores are numbers of right answers, so a spreadsheet can average them; the header says out of how many.
const byStandardHeader = (moment: string) => CHECKED_STANDARDS.map((standard) => `${moment}: ${STANDARD_NAMES[standard]} (of ${questionsOf(standard)})`);

export const CLASS_REPORT_HEADER = [
  'First Name',
  'Last Name',
  'Level',
  'Seasons Played',
  `Check Before (of ${CHECK_LENGTH})`,
  ...byStandardHeader('Check Before'),
  `Latest Check After (of ${CHECK_LENGTH})`,
  ...byStandardHeader('Latest Check After'),
  'Growth',
  'Seasons Saved',
  'Seasons',
  'Injuries Covered',
  'Injuries',
  'Refusals Recovered',
  'Refusals',
  'Minutes Played',
] as const;

/** A check's right answers, whole and by area; empty cells for a check not taken. */
const checkCells = (check: CheckResult | null): CsvCell[] =>
  check ? [check.right, ...CHECKED_STANDARDS.map((standard) => check.byStandard[standard].right)] : [null, ...CHECKED_STANDARDS.map(() => null)];

/** A row per student, in the roster's order (first name, then last name). */
export function classReportCsv(rows: readonly ProgressRow[]): string {
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
    ];
  });
  return toCsv(CLASS_REPORT_HEADER, body);
}

export const ROSTER_HEADER = ['First Name', 'Last Name', 'Username', 'Password'] as const;

/** The roster as the Students tab shows it (its order), the logins included. */
export function rosterCsv(students: readonly RosterRow[]): string {
  return toCsv(
    ROSTER_HEADER,
    students.map((student) => [student.firstName, student.lastName, student.userName, student.password ?? null]),
  );
}

/** "rink-money-class-report-2025-03-14.csv": the day in the teacher's own time zone. */
export function csvFileName(what: string, now: Date): string {
  const day = [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((n) => String(n).padStart(2, '0')).join('-');
  return `rink-money-${what}-${day}.csv`;
}
