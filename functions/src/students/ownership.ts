import type { StoredStudent } from "@rink/common";
import { HttpError } from "../lib/httpError";
import { studentRef } from "../accounts/studentRecords";

/** The student, if `teacherId` teaches them: 404 when there is no such student, 403 when another teacher does. */
export async function ownStudent(teacherId: string, studentId: string): Promise<StoredStudent> {
  const student = (await studentRef(studentId).get()).data();
  if (!student) throw new HttpError(404, "Student not found");
  if (student.teacherId !== teacherId) throw new HttpError(403, "This student is not in your class.");
  return student;
}
