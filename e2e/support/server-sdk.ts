// The Admin SDK and the API's own account functions, pointed at the test
// stack, for setting up fixtures and reading what the API wrote.
import { randomUUID } from "node:crypto";
import { isRole, type Role } from "@rink/common";
import { stackInfo } from "./stack-info";

const stack = stackInfo();
process.env.GCLOUD_PROJECT = stack.projectId;
process.env.FIREBASE_AUTH_EMULATOR_HOST = stack.authEmulatorHost;
process.env.FIRESTORE_EMULATOR_HOST = stack.firestoreEmulatorHost;

const { auth, db } = await import("../../functions/src/lib/admin");
const { createTeacherAccount } = await import("../../functions/src/accounts/teachers");
const { createStudentAccount } = await import("../../functions/src/accounts/students");
const { createAdminAccount } = await import("../../functions/src/accounts/admins");
const { startSession } = await import("../../functions/src/accounts/sessions");

export { auth, db, createTeacherAccount, createStudentAccount, createAdminAccount };

/** A custom token for `uid` with a new session, as a login makes (fixture set-up). */
export async function customTokenWithSession(uid: string, role?: Role): Promise<string> {
  const claimed: unknown = (await auth().getUser(uid)).customClaims?.role;
  const actual = role ?? (isRole(claimed) ? claimed : undefined);
  if (!actual) throw new Error(`${uid} has no role`);
  return auth().createCustomToken(uid, { role: actual, sid: await startSession(uid, actual) });
}

/** A short unique suffix so fixtures from different tests never collide. */
export function unique(): string {
  return randomUUID().slice(0, 8);
}

export interface TeacherFixture {
  uid: string;
  userName: string;
  email: string;
  password: string;
}

export async function makeTeacher(overrides: Partial<{ name: string; classSize: number }> = {}): Promise<TeacherFixture> {
  const id = unique();
  const password = `teacher-${id}`;
  const profile = {
    name: overrides.name ?? `Teacher ${id}`,
    userName: `teacher${id}`,
    email: `teacher${id}@example.com`,
    school: "Test School",
    schoolDistrict: "Test District",
    schoolAddress: "1 Test Road",
    city: "Testville",
    state: "MN",
    zipCode: "55401",
    gradeTaught: 5,
    classSize: overrides.classSize ?? 30,
  };
  const teacher = await createTeacherAccount(profile, password);
  return { uid: teacher._id, userName: profile.userName, email: profile.email, password };
}

export async function makeStudent(teacherId: string, names = { firstName: "Sam", lastName: "Skater" }) {
  return createStudentAccount(teacherId, names);
}

export async function makeAdmin() {
  const id = unique();
  const password = `admin-${id}`;
  const admin = await createAdminAccount({ userName: `admin${id}`, password, name: `Admin ${id}` });
  return { uid: admin._id, userName: admin.userName, password };
}
