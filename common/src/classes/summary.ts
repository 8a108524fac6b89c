// The class summary a teacher's dashboard listens to (classes/{teacherId}, one
// document per class, ARCHITECTURE.md "Data in Firestore"): the server writes it, the
// dashboard reads it, both through this shape.
import { z } from "zod";

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
