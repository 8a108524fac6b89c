// The spec's Teacher as stored in teachers/{uid}: no password (Auth keeps it).
import { z } from "zod";
import type { Student } from "@rink/game";

export const teacherProfileSchema = z.object({
  name: z.string(),
  userName: z.string(),
  email: z.string(),
  school: z.string(),
  schoolDistrict: z.string(),
  schoolAddress: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  gradeTaught: z.number(),
  classSize: z.number(),
});
export type TeacherProfile = z.infer<typeof teacherProfileSchema>;

export const storedTeacherSchema = teacherProfileSchema.extend({
  _id: z.string(),
  role: z.literal("teacher"),
  /**
   * The class's counters (docs/architecture.md#the-data), kept by the writers that change them
   * in the same transaction or batch: students in the class, and the sum of their timeSpent (ms).
   */
  studentCount: z.number(),
  timeSpentMs: z.number(),
  /** Present (true) while an admin's delete of this teacher has not finished. */
  deleting: z.literal(true).optional(),
  /**
   * Server time (ms) of the teacher's last login through the API; absent before the first.
   * Retention counts a teacher's time away from it (functions/src/retention/).
   */
  lastLoginAt: z.number().optional(),
});
export type StoredTeacher = z.infer<typeof storedTeacherSchema>;

/** The teacher as the API shows them (GET /auth/user, the class download): the class's time is the admin's figure. */
export type TeacherAccount = Omit<StoredTeacher, "timeSpentMs">;

export function teacherAccountOf(teacher: StoredTeacher): TeacherAccount {
  const { timeSpentMs: _adminFigure, ...account } = teacher;
  return account;
}

/**
 * PUT /api/v1/auth/user/class-size (a teacher's own class size, as given at registration):
 * a departure from docs/product.md#class-size (docs/decisions.md#d54), so that the dashboard's class-size
 * warning can be answered where it is shown.
 */
export const CLASS_SIZE_UPDATED = "Class size updated";

/**
 * How far a student's change moves their class's timeSpentMs: the server writes the teacher
 * document in the student's batch only when this is not 0 (functions/src/students/runMoves.ts),
 * and `npm run load` counts the teacher document's writes with the same rule.
 */
export function classTimeChange(before: Pick<Student, "timeSpent">, after: Pick<Student, "timeSpent">): number {
  return after.timeSpent - before.timeSpent;
}
