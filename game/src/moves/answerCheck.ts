import { fail, ok } from '../errors';
import { checkQuestions, MAX_CHECKS, nextQuestion } from '../learning/check';
import type { CheckAttempt, MoveOf, MoveResult, Student } from '../types';

/**
 * Answer the next question of the money check due (learning/check.ts). The first answer begins
 * the check; the last one files it with the finished checks. The question is named so that an
 * answer meant for another question (a second tab, a stale screen) changes nothing.
 */
export function answerCheck(state: Student, move: MoveOf<'answerCheck'>): MoveResult {
  const next = nextQuestion(state);
  if (!next) return fail('check/not-due');
  if (move.question !== next.question.id) return fail('check/wrong-question');
  if (!Number.isInteger(move.choice) || move.choice < 0 || move.choice >= next.question.choices.length) return fail('check/invalid-choice');
  const { due } = next;
  const begun: CheckAttempt = state.moneyCheck.current ?? { moment: due.moment, afterSeason: due.afterSeason, form: due.form, answers: [] };
  const attempt: CheckAttempt = { ...begun, answers: [...begun.answers, move.choice] };
  const finished = attempt.answers.length >= checkQuestions(attempt.form).length;
  return ok({
    ...state,
    moneyCheck: finished
      ? { ...state.moneyCheck, current: null, taken: [...state.moneyCheck.taken, attempt].slice(-MAX_CHECKS) }
      : { ...state.moneyCheck, current: attempt },
  });
}
