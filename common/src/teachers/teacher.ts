// The spec's Teacher as stored in teachers/{uid}: no password (Auth keeps it).
import { z } from "zod";

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
   * Students in the class: a counter kept by the writers of students in the same transaction
   * (docs/architecture.md#the-data). The class's time played is kept beside it (classTime.ts).
   */
  studentCount: z.number(),
  /** Present (true) while an admin's delete of this teacher has not finished. */
  deleting: z.literal(true).optional(),
  /**
   * Server time (ms) of the teacher's last login through the API; absent before the first.
   * Retention counts a teacher's time away from it (functions/src/retention/).
   */
  lastLoginAt: z.number().optional(),
});
export type StoredTeacher = z.infer<typeof storedTeacherSchema>;

/**
 * PUT /api/v1/auth/user/class-size (a teacher's own class size, as given at registration):
 * a departure from docs/product.md#class-size (docs/decisions.md#d54), so that the dashboard's class-size
 * warning can be answered where it is shown.
 */
export const CLASS_SIZE_UPDATED = "Class size updated";
