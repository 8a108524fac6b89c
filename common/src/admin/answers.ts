// What the /admin calls answer (docs/product.md#api-admin), and the guards a client runs on
// them: each answer is parsed by a schema built from the stored shapes, never cast.
import { z } from "zod";
import { isApiSuccess, type ApiSuccess } from "../api";
import { classStudentSummarySchema, type ClassStudentSummary } from "../classes/summary";
import { teacherProfileSchema, type TeacherProfile } from "../teachers/teacher";

/** A teacher as an admin sees them: the profile (never a password), class size and minutes played. */
export interface AdminTeacherRow extends TeacherProfile {
  _id: string;
  studentCount: number;
  totalMinutes: number;
  /** Present (true) when a delete started but did not finish: deleting again finishes it. */
  deleting?: true;
}
/** GET /admin/teachers: one page; `next` asks for the page after it (null on the last). */
export interface AdminTeacherPage {
  rows: AdminTeacherRow[];
  next: string | null;
  /** Teachers the search finds in all (a count on the server, not a read of each). */
  total: number;
}
export type AdminTeachersAnswer = ApiSuccess<{ data: AdminTeacherPage }>;

/** GET /admin/totals: the totals page (docs/product.md#admin-console). */
export interface Totals {
  teachers: number;
  students: number;
  hours: number;
}
export type TotalsAnswer = ApiSuccess<{ data: Totals }>;

/** GET /admin/students/timespent: the whole programme. */
export interface ProgrammeTimeSpent {
  totalMs: number;
  totalMinutes: number;
  totalHours: number;
}
/** One student of a class in GET /admin/students/timespent?user={teacherId}. */
export type StudentTimeSpent = ClassStudentSummary & { _id: string; minutes: number };
/** GET /admin/students/timespent?user={teacherId}: one class, student by student. */
export interface ClassTimeSpent {
  teacherId: string;
  totalMinutes: number;
  students: StudentTimeSpent[];
}
export type TimeSpentAnswer = ApiSuccess<{ data: ProgrammeTimeSpent | ClassTimeSpent }>;

/** DELETE /admin/teacher/{id} and /admin/teacher/{id}/class. */
export type DeleteTeacherAnswer = ApiSuccess<{ data: { teacherId: string; studentsRemoved: number } }>;
export type DeleteClassAnswer = ApiSuccess<{ data: { teacherId: string; studentsRemoved: number; studentCount: number } }>;
/** DELETE /admin/students/{id}. */
export type AdminDeleteStudentAnswer = ApiSuccess<{ data: { _id: string } }>;

const count = z.number().int().nonnegative();
const adminTeacherRowSchema = teacherProfileSchema.extend({
  _id: z.string(),
  studentCount: count,
  totalMinutes: z.number().nonnegative(),
  deleting: z.literal(true).optional(),
});
const totalsSchema = z.object({ teachers: count, students: count, hours: z.number().nonnegative() });
const classTimeSpentSchema = z.object({
  teacherId: z.string(),
  totalMinutes: z.number().nonnegative(),
  students: z.array(classStudentSummarySchema.extend({ _id: z.string(), minutes: z.number().nonnegative() })),
});
const deletedClassSchema = z.object({ teacherId: z.string(), studentsRemoved: count, studentCount: count });

/** `{ success: true, data }` whose data the schema accepts (the schema's output must fit T, checked at compile time). */
const answerWith =
  <T>(schema: z.ZodType<T>) =>
  (value: unknown): value is ApiSuccess<{ data: T }> =>
    isApiSuccess(value) && schema.safeParse(value.data).success;

/** GET /admin/totals. */
export const isTotalsAnswer = answerWith<Totals>(totalsSchema);
/** GET /admin/teachers: a page of rows, each a whole teacher profile with its counts. */
export const isAdminTeachersAnswer = answerWith<AdminTeacherPage>(z.object({ rows: z.array(adminTeacherRowSchema), next: z.string().nullable(), total: count }));
/** GET /admin/students/timespent?user={teacherId}: one class, student by student. */
export const isClassTimeSpentAnswer = answerWith<ClassTimeSpent>(classTimeSpentSchema);
/** DELETE /admin/teacher/{id}. */
export const isDeleteTeacherAnswer = answerWith<DeleteTeacherAnswer["data"]>(deletedClassSchema.omit({ studentCount: true }));
/** DELETE /admin/teacher/{id}/class. */
export const isDeleteClassAnswer = answerWith<DeleteClassAnswer["data"]>(deletedClassSchema);
