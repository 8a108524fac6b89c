// The spec's Teacher as stored in teachers/{uid}: no password (Auth keeps it).
import { z } from "zod";
import { languageSchema } from "../text/languageSchemas";

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
  /**
   * The class takes the money check before its first season and after each season
   * (docs/learning.md#the-money-check). On for a new class; the teacher can turn it off.
   */
  moneyCheck: z.boolean(),
  /** The teacher's own language for their screens; absent until chosen (docs/decisions.md#d81). */
  language: languageSchema.optional(),
  /**
   * The class's default language: a student who has not chosen one sees the game in it. The
   * server copies it onto each student's document (students/{uid}.classLanguage). Absent: none.
   */
  classLanguage: languageSchema.optional(),
  /** The admin's search and order (common/src/admin/teacherSearch.ts; docs/decisions.md#d77): kept by the teacher's writer. */
  searchIndex: z.record(z.string(), z.string()),
  nameKey: z.string(),
});
export type StoredTeacher = z.infer<typeof storedTeacherSchema>;

/**
 * PUT /api/v1/auth/user/class-size (a teacher's own class size, as given at registration):
 * a departure from docs/product.md#class-size (docs/decisions.md#d54), so that the dashboard's class-size
 * warning can be answered where it is shown.
 */
export const CLASS_SIZE_UPDATED = "Class size updated";

/** PUT /api/v1/auth/user/money-check: the teacher turns the money check on or off for the whole class. */
export const moneyCheckUpdateSchema = z.strictObject({ on: z.boolean({ error: "Say whether the money check is on (true) or off (false)." }) });
export type MoneyCheckUpdate = z.infer<typeof moneyCheckUpdateSchema>;

/** The answer's words: the class's students see the change at once. */
export const moneyCheckMessage = (on: boolean, students: number): string =>
  on
    ? `The money check is on. ${students === 1 ? "Your student takes" : "Your students take"} it before their first season and after each season.`
    : "The money check is off. Nobody in your class will be asked to take it.";
