// A teacher gives one of their students a new generated password (POST /student/{id}/password):
// the old password stops working, the roster and login cards show the new one, any login wait
// the student ran into ends, and every session the student had ends.
import type { NewStudentPassword } from "@rink/common";
import { auth } from "../lib/admin";
import { readablePassword } from "../accounts/generate";
import { clearLoginWait } from "../accounts/loginThrottle";
import { endAllSessionsOf } from "../accounts/endSessions";
import { ownStudent } from "./ownership";
import { setCredentialsPassword } from "../accounts/studentRecords";

export async function giveNewPassword(teacherId: string, studentId: string): Promise<NewStudentPassword> {
  const student = await ownStudent(teacherId, studentId);
  const password = readablePassword();
  // Auth first: from here the old password fails. Should a later step fail, asking again makes another.
  await auth().updateUser(studentId, { password });
  await setCredentialsPassword(studentId, password);
  await clearLoginWait(student.userName);
  await endAllSessionsOf(studentId);
  return { _id: studentId, userName: student.userName, password };
}
