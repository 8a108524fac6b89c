// The class summary (classes/{teacherId}, one document per class, ARCHITECTURE.md "Data in
// Firestore"): the server writes it, the roster and the admin screens read it, both through
// this shape. summaryOf is the one rule for a student's entry: the server rewrites the entry
// only when summaryOf's answer changed, and `npm run load` counts the class document's
// writes with the same function, so the two never disagree.
import { z } from "zod";
import { levelsDone, tutorialsDone, type Student } from "@rink/game";

export const classStudentSummarySchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  userName: z.string(),
  level: z.number(),
  /** How many of the five tutorials are done (0-5). */
  tutorialsDone: z.number(),
  /** Levels finished: promotions earned, plus the last level once the award is accepted. */
  levelsDone: z.number(),
  wonGame: z.boolean(),
  /** Milliseconds, as the student document keeps it. */
  timeSpent: z.number(),
});
export type ClassStudentSummary = z.infer<typeof classStudentSummarySchema>;

export const classSummarySchema = z.object({
  teacherId: z.string(),
  students: z.record(z.string(), classStudentSummarySchema),
});
export type ClassSummary = z.infer<typeof classSummarySchema>;

/** What of a student their class entry is made from. */
export type SummarySource = Pick<Student, "firstName" | "lastName" | "userName" | "level" | "tutorials" | "wonGame" | "timeSpent">;

/** A student's entry in their class summary. */
export function summaryOf(student: SummarySource): ClassStudentSummary {
  return {
    firstName: student.firstName,
    lastName: student.lastName,
    userName: student.userName,
    level: student.level,
    tutorialsDone: tutorialsDone(student),
    levelsDone: levelsDone(student),
    wonGame: student.wonGame,
    timeSpent: student.timeSpent,
  };
}

export function sameSummary(a: ClassStudentSummary, b: ClassStudentSummary): boolean {
  return classStudentSummarySchema.keyof().options.every((key) => a[key] === b[key]);
}

/** Whether a change of a student from `before` to `after` rewrites their class entry (the server's rule). */
export function rewritesClassEntry(before: SummarySource, after: SummarySource): boolean {
  return !sameSummary(summaryOf(before), summaryOf(after));
}
