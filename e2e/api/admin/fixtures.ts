// Fixtures for the admin API tests: accounts with real ID tokens, and time
// spent set straight through the Admin SDK (where the server keeps it).
import { api, idTokenFromPassword } from "../../support/api";
import { auth, db, makeAdmin, makeStudent, makeTeacher, type TeacherFixture } from "../../support/server-sdk";
import { syntheticEmail } from "../../../functions/src/accounts/roles";
import { addClassTime } from "../../../functions/src/accounts/classTime";

export async function adminToken(): Promise<string> {
  const admin = await makeAdmin();
  return idTokenFromPassword(syntheticEmail(admin.uid, "admin"), admin.password);
}

export async function teacherWithToken(overrides: Parameters<typeof makeTeacher>[0] = {}): Promise<TeacherFixture & { token: string }> {
  const teacher = await makeTeacher(overrides);
  return { ...teacher, token: await idTokenFromPassword(teacher.email, teacher.password) };
}

export async function studentToken(student: { _id: string; password: string }): Promise<string> {
  return idTokenFromPassword(syntheticEmail(student._id, "student"), student.password);
}

/**
 * Sets a student's time spent (ms) as the server keeps it: the student document, their
 * progress document, and the class's time counters, moved by the difference in the same
 * transaction (docs/architecture.md#the-data).
 */
export async function setTimeSpent(teacherId: string, studentId: string, ms: number): Promise<void> {
  const student = db().collection("students").doc(studentId);
  await db().runTransaction(async (tx) => {
    const before = Number((await tx.get(student)).get("timeSpent") ?? 0);
    tx.update(student, { timeSpent: ms });
    tx.update(db().collection("studentProgress").doc(studentId), { timeSpent: ms });
    addClassTime(tx, teacherId, studentId, ms - before);
  });
}

/** A teacher with students whose time spent is known. */
export async function classWithTime(minutesEach: number[], overrides: Parameters<typeof makeTeacher>[0] = {}) {
  const teacher = await makeTeacher(overrides);
  const students = [];
  for (const [index, minutes] of minutesEach.entries()) {
    const student = await makeStudent(teacher.uid, { firstName: `Kid${index}`, lastName: "Skater" });
    await setTimeSpent(teacher.uid, student._id, minutes * 60_000);
    students.push(student);
  }
  return { teacher, students };
}

/** The admin list's row of one teacher: the list is paged, so it is found by searching their name. */
export async function adminRowOf<Row extends { _id: string }>(token: string, teacherId: string): Promise<Row | undefined> {
  const name = String((await db().doc(`teachers/${teacherId}`).get()).get("name") ?? "");
  const answer = await api<{ data: { rows: Row[] } }>("GET", `/admin/teachers?search=${encodeURIComponent(name)}`, { token });
  return answer.body.data.rows.find((row) => row._id === teacherId);
}

export async function authUserExists(uid: string): Promise<boolean> {
  try {
    await auth().getUser(uid);
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === "auth/user-not-found") return false;
    throw error;
  }
}

export async function docExists(path: string): Promise<boolean> {
  return (await db().doc(path).get()).exists;
}

export { auth, db, makeStudent, makeTeacher };
