// The class summary (classes/{teacherId}, one document per class, docs/architecture.md#the-data): the roster's source (names and logins, and a class-wide read for the admin).
// The server writes it, the roster and the admin screens read it, both through this shape.
//
// It holds only what changes a few times a season at most (names, level, levels done, the
// game won), so it is written when the roster changes and seldom otherwise: Firestore
// sustains about one write per second on one document, and 30 students completing their
// tutorials at once had it written 5 times a second (docs/decisions.md#d20). Tutorials done and
// time spent are read from the
// students' own documents instead.
//
// summaryOf is the one rule for a student's entry: the server rewrites the entry only when
// summaryOf's answer changed, and `npm run load` counts the class document's writes with
// the same function, so the two never disagree.
import { z } from "zod";
import { levelsDone, tutorialsDone, type Student } from "@rink/game";

/** A student's entry in the class summary. */
export const classEntrySchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  userName: z.string(),
  level: z.number(),
  /** Levels finished: promotions earned, plus the last level once the award is accepted. */
  levelsDone: z.number(),
  wonGame: z.boolean(),
});
export type ClassEntry = z.infer<typeof classEntrySchema>;

export const classSummarySchema = z.object({
  teacherId: z.string(),
  students: z.record(z.string(), classEntrySchema),
});
export type ClassSummary = z.infer<typeof classSummarySchema>;

/**
 * What the roster and the admin's answers show of a student: the class entry, plus the two
 * figures that change with play, read from the student's own document.
 */
export const classStudentSummarySchema = classEntrySchema.extend({
  /** How many of the five tutorials are done (0-5). */
  tutorialsDone: z.number(),
  /** Milliseconds, as the student document keeps it. */
  timeSpent: z.number(),
});
export type ClassStudentSummary = z.infer<typeof classStudentSummarySchema>;

/** What of a student their class entry is made from. */
export type SummarySource = Pick<Student, "firstName" | "lastName" | "userName" | "level" | "wonGame">;

/** A student's entry in their class summary. */
export function summaryOf(student: SummarySource): ClassEntry {
  return {
    firstName: student.firstName,
    lastName: student.lastName,
    userName: student.userName,
    level: student.level,
    levelsDone: levelsDone(student),
    wonGame: student.wonGame,
  };
}

/** The figures that change with play, which the class entry no longer keeps. */
export function playFiguresOf(student: Pick<Student, "tutorials" | "timeSpent">): Pick<ClassStudentSummary, "tutorialsDone" | "timeSpent"> {
  return { tutorialsDone: tutorialsDone(student), timeSpent: student.timeSpent };
}

/** A student's row as the roster and admin answers show it. */
export function studentSummaryOf(student: SummarySource & Pick<Student, "tutorials" | "timeSpent">): ClassStudentSummary {
  return { ...summaryOf(student), ...playFiguresOf(student) };
}

export function sameSummary(a: ClassEntry, b: ClassEntry): boolean {
  return classEntrySchema.keyof().options.every((key) => a[key] === b[key]);
}

/** Whether a change of a student from `before` to `after` rewrites their class entry (the server's rule). */
export function rewritesClassEntry(before: SummarySource, after: SummarySource): boolean {
  return !sameSummary(summaryOf(before), summaryOf(after));
}
