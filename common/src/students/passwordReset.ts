// POST /student/{id}/password: a teacher gives one of their students a new generated password
// (the roster's "New Password"). The old password stops working, the student's login wait
// ends and their sessions end; the answer carries the new password for the roster and the cards.
import { isApiSuccess, isRecord, type ApiSuccess } from "../api";

export const STUDENT_PASSWORD_RESET = "New password made. The old one no longer works.";
/** What the teacher reads before confirming: it cannot be undone. */
export const STUDENT_PASSWORD_RESET_WARNING = "The old password will stop working. Give the student the new one from the roster or a printed login card.";

/** The student's new login. */
export interface NewStudentPassword {
  _id: string;
  userName: string;
  password: string;
}
export type StudentPasswordAnswer = ApiSuccess<{ message: string; data: NewStudentPassword }>;

export function isStudentPasswordAnswer(value: unknown): value is StudentPasswordAnswer {
  if (!isApiSuccess(value) || typeof value.message !== "string" || !isRecord(value.data)) return false;
  const { _id, userName, password } = value.data;
  return typeof _id === "string" && typeof userName === "string" && typeof password === "string" && password !== "";
}
