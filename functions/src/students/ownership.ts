import { HttpError } from "../http/errors";
import { studentRef, type StoredStudent } from "../accounts/students";

/** The student, if `teacherId` teaches them: 404 when there is no such student, 403 when another teacher does. */
export async function ownStudent(teacherId: string, studentId: string): Promise<StoredStudent> {
  const snapshot = await studentRef(studentId).get();
  if (!snapshot.exists) throw new HttpError(404, "Student not found");
  const student = snapshot.data() as StoredStudent;
  if (student.teacherId !== teacherId) throw new HttpError(403, "This student is not in your class.");
  return student;
}
