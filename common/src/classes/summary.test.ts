import { describe, expect, it } from "vitest";
import { newStudent } from "@rink/game";
import { studentSummaryOf } from "./summary";
import { progressOf, NO_ACTIVITY } from "../progress/studentProgress";

const student = newStudent({ firstName: "Bea", lastName: "Lee", userName: "bealee", teacherId: "t1", seed: 7 });

describe("a student's summary", () => {
  it("holds names, login, level, levels done, the game won, tutorials done and time spent", () => {
    const played = { ...student, tutorials: { ...student.tutorials, home: true, budget: true }, timeSpent: 90_000, level: 2 as const };
    expect(studentSummaryOf(played)).toEqual({
      firstName: "Bea",
      lastName: "Lee",
      userName: "bealee",
      level: 2,
      levelsDone: 1,
      wonGame: false,
      tutorialsDone: 2,
      timeSpent: 90_000,
    });
  });

  it("agrees with the progress document the live views read", () => {
    const played = { ...student, tutorials: { ...student.tutorials, home: true, budget: true }, timeSpent: 90_000 };
    expect(progressOf(played, NO_ACTIVITY)).toMatchObject(studentSummaryOf(played));
  });
});
