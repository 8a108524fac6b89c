// What the roster and the admin's answers show of a student (docs/architecture.md#the-data):
// names, login, level, levels done, the game won, tutorials done and time spent. The server
// works it out from the student's own document (students/{uid}), the one record of each of
// these facts; the live progress document (studentProgress/{uid}) carries the same figures,
// made by the same rule (studentSummaryOf), so the views never disagree.
import { z } from "zod";
import { levelsDone, tutorialsDone, type Student } from "@rink/game";

export const classStudentSummarySchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  userName: z.string(),
  level: z.number(),
  /** Levels finished: promotions earned, plus the last level once the award is accepted. */
  levelsDone: z.number(),
  wonGame: z.boolean(),
  /** How many of the five tutorials are done (0-5). */
  tutorialsDone: z.number(),
  /** Milliseconds, as the student document keeps it. */
  timeSpent: z.number(),
});
export type ClassStudentSummary = z.infer<typeof classStudentSummarySchema>;

/** What of a student their summary is made from. */
type SummarySource = Pick<Student, "firstName" | "lastName" | "userName" | "level" | "wonGame" | "tutorials" | "timeSpent">;

/** A student's row as the roster and admin answers show it. */
export function studentSummaryOf(student: SummarySource): ClassStudentSummary {
  return {
    firstName: student.firstName,
    lastName: student.lastName,
    userName: student.userName,
    level: student.level,
    levelsDone: levelsDone(student),
    wonGame: student.wonGame,
    tutorialsDone: tutorialsDone(student),
    timeSpent: student.timeSpent,
  };
}
