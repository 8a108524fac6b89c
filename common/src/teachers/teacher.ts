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
  studentCount: z.number(),
  /** Present (true) while an admin's delete of this teacher has not finished. */
  deleting: z.literal(true).optional(),
});
export type StoredTeacher = z.infer<typeof storedTeacherSchema>;
