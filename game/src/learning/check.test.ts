import { describe, expect, it } from 'vitest';
import { playSeason, smart } from '../../bench/strategies';
import { MONEY_CHECK } from '../content/money-check';
import { applyMove } from '../moves/applyMove';
import { createRng } from '../random';
import { fresh, must, play, refused } from '../testing/helpers';
import { firestoreProblems } from '../testing/firestore';
import type { Move, Student } from '../types';
import { checkProgress, dueCheck, nextQuestion, progressLine } from './check';

const withCheck = (s: Student): Student => ({ ...s, moneyCheck: { ...s.moneyCheck, on: true } });

/** Answers the due check's next `count` questions: right ones while `right` says so. */
function answer(s: Student, count: number, right: (index: number) => boolean = () => true): Student {
  let state = s;
  for (let i = 0; i < count; i++) {
    const next = nextQuestion(state);
    if (!next) throw new Error('no question due');
    const { question, index } = next;
    const choice = right(index) ? question.answer : (question.answer + 1) % question.choices.length;
    state = play(state, { type: 'answerCheck', question: question.id, choice });
  }
  return state;
}

const playGame: Move = { type: 'playGame', cheerBonus: 0, game: 1 };

describe('the money check', () => {
  it('is not due when the class does not take it, and never refuses play then', () => {
    const s = fresh(3);
    expect(dueCheck(s)).toBeNull();
    expect(refused(applyMove(s, { type: 'answerCheck', question: 'a1-budget-left', choice: 0 })).code).toBe('check/not-due');
  });

  it('is due before the first game of level 1, on form A, and play waits for it', () => {
    const s = withCheck(fresh(3));
    expect(dueCheck(s)).toEqual({ moment: 'before', afterSeason: 0, form: 'A' });
    expect(refused(applyMove(s, playGame)).code).toBe('check/due');
  });

  it('takes answers for the next question only, and a choice among its answers', () => {
    const s = withCheck(fresh(3));
    expect(refused(applyMove(s, { type: 'answerCheck', question: 'a2-cost-of-choice', choice: 1 })).code).toBe('check/wrong-question');
    expect(refused(applyMove(s, { type: 'answerCheck', question: 'a1-budget-left', choice: 4 })).code).toBe('check/invalid-choice');
    expect(refused(applyMove(s, { type: 'answerCheck', question: 'a1-budget-left', choice: -1 })).code).toBe('check/invalid-choice');
    expect(refused(applyMove(s, { type: 'answerCheck', question: 'b1-budget-left', choice: 2 })).code).toBe('check/wrong-question');
  });

  it('left halfway, resumes at the question where it stopped, from the stored document', () => {
    const half = answer(withCheck(fresh(3)), 4, (i) => i % 2 === 0);
    // What the server stores and reads back: plain JSON.
    expect(firestoreProblems(half)).toEqual([]);
    const stored = JSON.parse(JSON.stringify(half)) as Student;
    expect(stored.moneyCheck.current?.answers).toHaveLength(4);
    expect(nextQuestion(stored)?.index).toBe(4);
    expect(nextQuestion(stored)?.question.id).toBe(MONEY_CHECK.A[4]?.id);
    expect(refused(applyMove(stored, playGame)).code).toBe('check/due');
    const done = answer(stored, 4);
    expect(done.moneyCheck.current).toBeNull();
    expect(done.moneyCheck.taken).toHaveLength(1);
    expect(checkProgress(done.moneyCheck.taken).before).toMatchObject({ right: 6, of: 8, form: 'A' });
    expect(dueCheck(done)).toBeNull();
  });

  it('is due after the season ends, on the other form, before the end-of-season choices', () => {
    const before = answer(withCheck(fresh(5)), 8, (i) => i < 3);
    const ended = playSeason(before, smart, createRng(5));
    expect(ended.season.inTransition).toBe(true);
    expect(dueCheck(ended)).toEqual({ moment: 'after', afterSeason: 1, form: 'B' });
    expect(refused(applyMove(ended, { type: 'repeatSeason' })).code).toBe('check/due');
    const after = answer(ended, 8, (i) => i !== 0);
    expect(dueCheck(after)).toBeNull();
    const progress = checkProgress(after.moneyCheck.taken);
    expect(progressLine(progress)).toBe('Before: 3 of 8. Now: 7 of 8.');
    expect(progress.now?.byStandard).toEqual({ spending: { right: 3, of: 4 }, saving: { right: 2, of: 2 }, managingRisk: { right: 2, of: 2 } });
    // The choices open again, and the next season's end asks form A.
    const next = must(applyMove(after, { type: 'repeatSeason' }));
    expect(dueCheck(next)).toBeNull();
    const second = playSeason(next, smart, createRng(6));
    expect(dueCheck(second)).toEqual({ moment: 'after', afterSeason: 2, form: 'A' });
  });

  it('turned on after a season: the first check after a season is the baseline, named as such', () => {
    const played = playSeason(fresh(5), smart, createRng(5));
    expect(dueCheck(played)).toBeNull();
    const late = withCheck(played);
    expect(dueCheck(late)).toEqual({ moment: 'after', afterSeason: 1, form: 'A' });
    const first = answer(late, 8, (i) => i < 3);
    const one = checkProgress(first.moneyCheck.taken);
    expect(one.before).toMatchObject({ moment: 'after', afterSeason: 1, right: 3 });
    expect(one.now).toBeNull();
    expect(progressLine(one)).toBe('First check: 3 of 8.');
    const second = playSeason(must(applyMove(first, { type: 'repeatSeason' })), smart, createRng(6));
    const now = answer(second, 8, (i) => i !== 0);
    const two = checkProgress(now.moneyCheck.taken);
    expect(two.before).toMatchObject({ afterSeason: 1, right: 3 });
    expect(two.now).toMatchObject({ afterSeason: 2, right: 7 });
    expect(progressLine(two)).toBe('First check: 3 of 8. Now: 7 of 8.');
  });

  it('stays due through Reset Season during the check after a season, and is asked before the next game', () => {
    const before = answer(withCheck(fresh(5)), 8);
    const ended = playSeason(before, smart, createRng(5));
    const halfway = answer(ended, 2);
    for (const at of [ended, halfway]) {
      const reset = must(applyMove(at, { type: 'resetSeason' }));
      expect(reset.season.inTransition).toBe(false);
      expect(dueCheck(reset)).toEqual({ moment: 'after', afterSeason: 1, form: 'B' });
      expect(nextQuestion(reset)?.index).toBe(at.moneyCheck.current?.answers.length ?? 0);
      expect(refused(applyMove(reset, playGame)).code).toBe('check/due');
      const done = answer(reset, 8 - (at.moneyCheck.current?.answers.length ?? 0));
      expect(done.moneyCheck.taken.map((check) => [check.moment, check.afterSeason])).toEqual([['before', 0], ['after', 1]]);
      expect(dueCheck(done)).toBeNull();
    }
    // Nothing begun when nothing is due.
    expect(must(applyMove(before, { type: 'resetSeason' })).moneyCheck.current).toBeNull();
  });

  it('turned off halfway lets play go on, and keeps the answers for when it is on again', () => {
    const half = answer(withCheck(fresh(3)), 2);
    const off: Student = { ...half, moneyCheck: { ...half.moneyCheck, on: false } };
    expect(dueCheck(off)).toBeNull();
    expect(nextQuestion(withCheck(off))?.index).toBe(2);
  });

  it('is not asked before a first season a student has begun, nor after the game is won', () => {
    const s = fresh(3);
    expect(dueCheck(withCheck({ ...s, season: { ...s.season, completedGames: 1 } }))).toBeNull();
    expect(dueCheck(withCheck({ ...s, wonGame: true }))).toBeNull();
  });
});
