import { describe, expect, it } from "vitest";
import { applyMove, MONEY_CHECK, newStudent, type Move, type Student } from "@rink/game";
import { NO_ACTIVITY, progressOf, studentProgressSchema } from "./studentProgress";

const withCheck = (): Student => newStudent({ firstName: "Bea", lastName: "Lee", userName: "bealee", teacherId: "t1", seed: 7, moneyCheck: true });

const play = (student: Student, ...moves: Move[]): Student =>
  moves.reduce((state, move) => {
    const result = applyMove(state, move);
    if ("error" in result) throw new Error(`${move.type} refused: ${result.error.code}`);
    return result.state;
  }, student);

/** Form A's first `count` answers, right where `right(i)`. */
const answers = (count: number, right: (i: number) => boolean): Move[] =>
  MONEY_CHECK.A.slice(0, count).map((q, i) => ({ type: "answerCheck", question: q.id, choice: right(i) ? q.answer : (q.answer + 1) % q.choices.length }));

describe("the learning part of a student's progress document", () => {
  it("says the check is due before the first season, and how far the student is in it", () => {
    const fresh = progressOf(withCheck(), NO_ACTIVITY);
    expect(fresh.stage).toBe("notStarted");
    expect(fresh.learning).toMatchObject({ checkOn: true, checkDue: { moment: "before", answered: 0, of: 8 }, before: null, latest: null, checksTaken: 0 });
    const half = progressOf(play(withCheck(), ...answers(3, () => true)), NO_ACTIVITY);
    expect(half.stage).toBe("check");
    expect(half.learning.checkDue).toEqual({ moment: "before", answered: 3, of: 8 });
    expect(studentProgressSchema.parse(half)).toEqual(half);
  });

  it("carries the check before by area of the standards once it is done", () => {
    const done = progressOf(play(withCheck(), ...answers(8, (i) => i >= 4)), NO_ACTIVITY);
    expect(done.learning.checkDue).toBeNull();
    expect(done.learning.before).toEqual({
      afterSeason: 0,
      form: "A",
      right: 4,
      of: 8,
      byStandard: { spending: { right: 0, of: 4 }, saving: { right: 2, of: 2 }, managingRisk: { right: 2, of: 2 } },
    });
    expect(done.learning.latest).toBeNull();
    expect(done.stage).not.toBe("check");
  });

  it("has no check due, and no decisions, for a class without it", () => {
    const off = progressOf(newStudent({ firstName: "A", lastName: "B", userName: "ab", teacherId: "t1", seed: 1 }), NO_ACTIVITY);
    expect(off.learning).toMatchObject({ checkOn: false, checkDue: null, decisions: { spending: { met: 0, judged: 0 } }, habits: { seasons: 0 } });
  });
});
