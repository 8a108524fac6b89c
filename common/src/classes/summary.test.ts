import { describe, expect, it } from "vitest";
import { newStudent } from "@rink/game";
import { rewritesClassEntry, studentSummaryOf, summaryOf } from "./summary";
import { progressOf, NO_ACTIVITY } from "../progress/studentProgress";

const student = newStudent({ firstName: "Bea", lastName: "Lee", userName: "bealee", teacherId: "t1", seed: 7 });

describe("the class entry", () => {
  it("holds names, level, levels done and the game won, not what changes with play", () => {
    expect(summaryOf(student)).toEqual({ firstName: "Bea", lastName: "Lee", userName: "bealee", level: 1, levelsDone: 0, wonGame: false });
  });

  it("is rewritten for a rename or a promotion, never for a tutorial or time spent", () => {
    const played = { ...student, tutorials: { ...student.tutorials, home: true }, timeSpent: 60_000 };
    expect(rewritesClassEntry(student, played)).toBe(false);
    expect(rewritesClassEntry(student, { ...student, lastName: "Li" })).toBe(true);
    expect(rewritesClassEntry(student, { ...student, level: 2 })).toBe(true);
    expect(rewritesClassEntry(student, { ...student, wonGame: true })).toBe(true);
  });

  it("agrees with the roster's row and the progress document", () => {
    const played = { ...student, tutorials: { ...student.tutorials, home: true, budget: true }, timeSpent: 90_000 };
    expect(studentSummaryOf(played)).toEqual({ ...summaryOf(played), tutorialsDone: 2, timeSpent: 90_000 });
    expect(progressOf(played, NO_ACTIVITY)).toMatchObject(studentSummaryOf(played));
  });
});
