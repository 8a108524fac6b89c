// What the /student calls answer.
import type { Move, Player } from "@rink/game";
import { isApiSuccess, type ApiFailure, type ApiSuccess } from "../api";
import type { ClassStudentSummary } from "../classes/summary";
import { isStoredStudent, type StoredStudent } from "./student";

export const STUDENT_ADDED = "Student Added Successfully";
export const STUDENTS_ADDED = "Students Added Successfully";
export const NO_NEW_STUDENTS = "No new students to add";
export const STUDENT_UPDATED = "Student Updated Successfully";
export const STUDENT_DELETED = "Student Deleted Successfully";
export const NO_FILE_SELECTED = "No File Selected";
/**
 * A class list whose class (or teacher) was removed while it was being added: the upload stops, and
 * the students it had made go with the class.
 */
export const CLASS_REMOVED_DURING_UPLOAD = "This class was removed while the list was being added. Nothing was added.";

/** A student just made, with the login their teacher hands out. */
export interface NewStudentAccount {
  _id: string;
  firstName: string;
  lastName: string;
  userName: string;
  password: string;
}

/** POST /student. */
export type AddStudentAnswer = ApiSuccess<{ message: string; data: NewStudentAccount }>;

/** A CSV row that made no student, and why. Rows are numbered as a spreadsheet shows them: the header is row 1. */
export interface RejectedRow {
  row: number;
  reason: string;
}
/** POST /student/bulk. */
export type BulkUploadAnswer = ApiSuccess<{ message: string; added: NewStudentAccount[]; rejected: RejectedRow[] }>;

/** One roster row: the student's summary, plus the login for the owning teacher's table. */
export type RosterRow = ClassStudentSummary & { _id: string; password?: string | null };
/** GET /student?user={teacherId}. */
export type RosterAnswer = ApiSuccess<{ data: RosterRow[] }>;
/** A row of the admins' all-students list. */
export type AllStudentsRow = ClassStudentSummary & { _id: string; teacherId: string | null };
/** GET /student (admins): a page, and where the next one starts. */
export type AllStudentsAnswer = ApiSuccess<{ data: AllStudentsRow[]; nextCursor: string | null }>;

/** GET /student/init/players/level/{level}: a level's starting players. */
export type InitPlayersAnswer = ApiSuccess<{ data: Player[] }>;

/** PUT /student/{id}: the student after the change (a teacher's edit carries a message too). */
export type UpdateStudentAnswer = ApiSuccess<{ updatedStudent: StoredStudent; message?: string }>;

/** The student as the server saved it: the game document the client shows next. */
export function isUpdateStudentAnswer(value: unknown): value is UpdateStudentAnswer {
  return isApiSuccess(value) && isStoredStudent(value.updatedStudent);
}
/** PUT /student/{id} when the engine refused a move: its rule, and the move it refused. */
export type MoveRefusedAnswer = ApiFailure & { code: string; move: Move };
