import { MONEY_CHECK, type CheckQuestion } from '../content/money-check';
import { CHECK_FORMS, CHECKED_STANDARDS } from '../types';
import type { CheckAttempt, CheckedStandard, CheckForm, CheckMoment, Student } from '../types';

/** Finished checks a student document keeps (one before, one after each season: MAX_DEBRIEFS + 1). */
export const MAX_CHECKS = 41;

/** The check a student should take now, and which form; null when none is due. */
export interface DueCheck {
  moment: CheckMoment;
  afterSeason: number;
  form: CheckForm;
}

/** The forms alternate, A first, so no check repeats the one just before it. */
const formFor = (checksTaken: number): CheckForm => CHECK_FORMS[checksTaken % CHECK_FORMS.length] ?? 'A';

const hasTaken = (student: Student, moment: CheckMoment, afterSeason: number) =>
  student.moneyCheck.taken.some((check) => check.moment === moment && check.afterSeason === afterSeason);

/**
 * The check due now (docs/learning.md#when): before the first game of the first season of level
 * 1, and after each season ends, before the end-of-season choices; each once. None when the
 * class does not take the check, or once the game is won. A check under way is the one due.
 */
export function dueCheck(student: Student): DueCheck | null {
  const { moneyCheck, season } = student;
  if (!moneyCheck.on || student.wonGame) return null;
  if (moneyCheck.current) return { moment: moneyCheck.current.moment, afterSeason: moneyCheck.current.afterSeason, form: moneyCheck.current.form };
  const form = formFor(moneyCheck.taken.length);
  const lastSeason = student.debriefs.at(-1)?.seasonNumber ?? 0;
  if (season.inTransition && lastSeason > 0) return hasTaken(student, 'after', lastSeason) ? null : { moment: 'after', afterSeason: lastSeason, form };
  const firstSeason = student.level === 1 && student.debriefs.length === 0 && season.completedGames === 0;
  if (firstSeason && !hasTaken(student, 'before', 0)) return { moment: 'before', afterSeason: 0, form };
  return null;
}

/** The questions of a form. */
export const checkQuestions = (form: CheckForm): readonly CheckQuestion[] => MONEY_CHECK[form];

/** The next question of the check due, with its place (0-based); null when none is due. */
export function nextQuestion(student: Student): { question: CheckQuestion; index: number; due: DueCheck } | null {
  const due = dueCheck(student);
  if (!due) return null;
  const index = student.moneyCheck.current?.answers.length ?? 0;
  const question = checkQuestions(due.form)[index];
  return question ? { question, index, due } : null;
}

/** Right answers of `of` questions. */
interface Tally {
  right: number;
  of: number;
}

/** A finished check's score, whole and by area of the standards. */
export interface CheckScore extends Tally {
  moment: CheckMoment;
  afterSeason: number;
  form: CheckForm;
  byStandard: Record<CheckedStandard, Tally>;
}

/** The score of a check (answers past the form's end are ignored). */
export function checkScore(check: CheckAttempt): CheckScore {
  const byStandard = Object.fromEntries(CHECKED_STANDARDS.map((standard) => [standard, { right: 0, of: 0 }])) as Record<CheckedStandard, Tally>;
  let right = 0;
  for (const [i, question] of checkQuestions(check.form).entries()) {
    const tally = byStandard[question.standard];
    tally.of += 1;
    if (check.answers[i] === question.answer) {
      tally.right += 1;
      right += 1;
    }
  }
  return { moment: check.moment, afterSeason: check.afterSeason, form: check.form, right, of: checkQuestions(check.form).length, byStandard };
}

/**
 * What "Before: 3 of 8. Now: 7 of 8." compares (docs/learning.md#baseline). The baseline is the
 * check before the first season; a class that turned the check on after its students had played
 * has none, and then the first check taken stands for it, named as such ('First check: 3 of 8.').
 * Now is the newest check taken after a season, other than the baseline.
 */
export interface CheckProgress {
  before: CheckScore | null;
  now: CheckScore | null;
}

/** The baseline is a first check after a season, not a check before playing. */
export const isFirstCheck = (baseline: Pick<CheckScore, 'afterSeason'>): boolean => baseline.afterSeason > 0;

export function checkProgress(taken: readonly CheckAttempt[]): CheckProgress {
  const before = taken.find((check) => check.moment === 'before') ?? taken[0];
  const now = [...taken].reverse().find((check) => check.moment === 'after' && check !== before);
  return { before: before ? checkScore(before) : null, now: now ? checkScore(now) : null };
}

/**
 * The debrief's line, in the product's words: 'Before: 3 of 8. Now: 7 of 8.', or 'First check:
 * 3 of 8. Now: 7 of 8.' when no check came before the first season (either part alone when the
 * other is missing).
 */
export function progressLine(progress: CheckProgress): string | null {
  const { before, now } = progress;
  const parts = [
    before ? `${isFirstCheck(before) ? 'First check' : 'Before'}: ${before.right} of ${before.of}.` : null,
    now ? `Now: ${now.right} of ${now.of}.` : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(' ') : null;
}
