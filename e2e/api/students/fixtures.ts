// Signed-in callers for the student API tests: real accounts, real ID tokens.
import { syntheticEmail } from "../../../functions/src/accounts/roles";
import { idTokenFromPassword } from "../../support/api";
import { makeAdmin, makeStudent, makeTeacher, type TeacherFixture } from "../../support/server-sdk";

export interface SignedInTeacher extends TeacherFixture {
  token: string;
}

export async function signedInTeacher(): Promise<SignedInTeacher> {
  const teacher = await makeTeacher();
  return { ...teacher, token: await idTokenFromPassword(teacher.email, teacher.password) };
}

export async function signedInStudent(teacherId: string, names?: { firstName: string; lastName: string }) {
  const student = await makeStudent(teacherId, names);
  return { ...student, token: await idTokenFromPassword(syntheticEmail(student._id, "student"), student.password) };
}

export async function signedInAdmin() {
  const admin = await makeAdmin();
  return { ...admin, token: await idTokenFromPassword(syntheticEmail(admin.uid, "admin"), admin.password) };
}
