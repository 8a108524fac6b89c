import { fail, ok } from '../errors';
import { isPageOpen } from '../gating/gating';
import { setObjective } from '../objectives/objectives';
import { CHEER_STYLES, PAGES, TUTORIAL_NAMES } from '../types';
import type { MoveOf, MoveResult, Student } from '../types';

/** Longest single time-spent report accepted, ms: 12 hours, a generous school day. */
export const MAX_TIME_SPENT_REPORT_MS = 12 * 60 * 60 * 1000;

/** Mark a tutorial done. Finishing the budget tutorial also completes LEARN_BUDGET. */
export function completeTutorial(state: Student, move: MoveOf<'completeTutorial'>): MoveResult {
  if (!TUTORIAL_NAMES.includes(move.tutorial)) return fail('input/invalid');
  const next: Student = { ...state, tutorials: { ...state.tutorials, [move.tutorial]: true } };
  if (move.tutorial === 'budget') next.objectives = setObjective(next.objectives, 'LEARN_BUDGET', true);
  return ok(next);
}

/**
 * Record a page visit (docs/product.md#gating-rules): refused while the page is gated, otherwise added to
 * pagesVisited once. Visiting the budget page completes LEARN_BUDGET.
 */
export function visitPage(state: Student, move: MoveOf<'visitPage'>): MoveResult {
  if (!PAGES.includes(move.page)) return fail('input/invalid');
  if (!isPageOpen(state, move.page)) return fail('gating/locked');
  let next = state;
  if (!state.pagesVisited.includes(move.page)) next = { ...next, pagesVisited: [...next.pagesVisited, move.page] };
  if (move.page === 'budget' && !(next.objectives.LEARN_BUDGET?.isComplete ?? false)) {
    next = { ...next, objectives: setObjective(next.objectives, 'LEARN_BUDGET', true) };
  }
  return ok(next);
}

/** Add played time (docs/product.md#session): previous timeSpent plus the session's ms. */
export function recordTimeSpent(state: Student, move: MoveOf<'recordTimeSpent'>): MoveResult {
  const ms = move.ms;
  if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0 || ms > MAX_TIME_SPENT_REPORT_MS) {
    return fail('input/invalid');
  }
  return ok({ ...state, timeSpent: state.timeSpent + Math.floor(ms) });
}

/** The student's choice of cheer style (cheering without speed, docs/product.md#cheer-meter); kept until changed. */
export function setCheerStyle(state: Student, move: MoveOf<'setCheerStyle'>): MoveResult {
  if (!CHEER_STYLES.includes(move.style)) return fail('input/invalid');
  return ok({ ...state, cheerStyle: move.style });
}
