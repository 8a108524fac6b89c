// What the /admin calls answer (spec points 6 and 7).
import type { ApiSuccess } from "../api";
import type { ClassStudentSummary } from "../classes/summary";
import type { TeacherProfile } from "../teachers/teacher";

/** A teacher as an admin sees them: the profile (never a password), class size and minutes played. */
export interface AdminTeacherRow extends TeacherProfile {
  _id: string;
  studentCount: number;
  totalMinutes: number;
  /** Present (true) when a delete started but did not finish: deleting again finishes it. */
  deleting?: true;
}
/** GET /admin/teachers. */
export type AdminTeachersAnswer = ApiSuccess<{ data: AdminTeacherRow[] }>;

/** GET /admin/totals: the totals page (spec point 2, Admin). */
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
