// Making and removing a student: the Auth user (role claim, synthetic e-mail),
// the game document, the teacher's copy of the credentials, the username claim
// and the class summary entry, all together.
import { randomInt } from "node:crypto";
import { FieldPath, FieldValue } from "firebase-admin/firestore";
import { newStudent, type Student } from "@rink/game";
import { auth, db } from "../lib/admin";
import { HttpError } from "../http/errors";
import { summaryOf } from "../classes/summary";
import { COLLECTIONS } from "./collections";
import type { StudentCredentials } from "./credentials";
import { readablePassword, usernameBase, usernameCandidate } from "./generate";
import { claimUsername, usernameRef } from "./usernames";
import { syntheticEmail } from "./roles";

/** The largest class a teacher may have (spec point 5: class size 1 to 1500). */
export const MAX_CLASS_SIZE = 1500;
const USERNAME_ATTEMPTS = 15;

export interface StoredStudent extends Student {
  _id: string;
}

export interface NewStudentAccount {
  _id: string;
  firstName: string;
  lastName: string;
  userName: string;
  password: string;
}

export const studentRef = (uid: string) => db().collection(COLLECTIONS.students).doc(uid);
export const credentialsRef = (uid: string) => db().collection(COLLECTIONS.credentials).doc(uid);
export const classRef = (teacherId: string) => db().collection(COLLECTIONS.classes).doc(teacherId);
export const teacherRef = (teacherId: string) => db().collection(COLLECTIONS.teachers).doc(teacherId);

/**
 * Creates a student in `teacherId`'s class with a generated username and a
 * readable password. `preset` (seed only) fixes both, for the demo accounts.
 */
export async function createStudentAccount(
  teacherId: string,
  names: { firstName: string; lastName: string },
  preset?: { uid: string; userName: string; password: string },
): Promise<NewStudentAccount> {
  const uid = preset?.uid ?? db().collection(COLLECTIONS.students).doc().id;
  const password = preset?.password ?? readablePassword();
  await auth().createUser({ uid, email: syntheticEmail(uid, "student"), password, displayName: `${names.firstName} ${names.lastName}` });
  await auth().setCustomUserClaims(uid, { role: "student" });
  try {
    const userName = await db().runTransaction(async (tx) => {
      const teacher = await tx.get(teacherRef(teacherId));
      if (!teacher.exists) throw new HttpError(404, "Teacher not found");
      if (((teacher.get("studentCount") as number | undefined) ?? 0) >= MAX_CLASS_SIZE) {
        throw new HttpError(409, `A class can have at most ${MAX_CLASS_SIZE} students.`);
      }
      const chosen = await claimFreeUsername(tx, names, uid, preset?.userName);
      const student: StoredStudent = {
        ...newStudent({ ...names, userName: chosen, teacherId, seed: randomInt(2 ** 31) }),
        _id: uid,
      };
      const credentials: StudentCredentials = { userName: chosen, password, teacherId };
      tx.create(studentRef(uid), student);
      tx.create(credentialsRef(uid), credentials);
      tx.set(classRef(teacherId), { teacherId, students: { [uid]: summaryOf(student) } }, { merge: true });
      tx.update(teacherRef(teacherId), { studentCount: FieldValue.increment(1) });
      return chosen;
    });
    return { _id: uid, ...names, userName, password };
  } catch (error) {
    await auth().deleteUser(uid).catch(() => undefined);
    throw error;
  }
}

async function claimFreeUsername(
  tx: FirebaseFirestore.Transaction,
  names: { firstName: string; lastName: string },
  uid: string,
  preset: string | undefined,
): Promise<string> {
  if (preset) {
    if (await claimUsername(tx, preset, { uid, role: "student" })) return preset;
    throw new HttpError(409, "That username is already taken.");
  }
  const base = usernameBase(names.firstName, names.lastName);
  for (let attempt = 0; attempt < USERNAME_ATTEMPTS; attempt++) {
    const candidate = usernameCandidate(base, attempt);
    if (await claimUsername(tx, candidate, { uid, role: "student" })) return candidate;
  }
  throw new HttpError(409, "Could not find a free username for this student. Please try again.");
}

/**
 * Removes a student and everything that points at them. Safe to run again
 * after a partial failure: every step tolerates what is already gone.
 */
export async function deleteStudentAccount(uid: string): Promise<void> {
  await auth()
    .deleteUser(uid)
    .catch((error: { code?: string }) => {
      if (error.code !== "auth/user-not-found") throw error;
    });
  await db().runTransaction(async (tx) => {
    const [student, credentials] = await Promise.all([tx.get(studentRef(uid)), tx.get(credentialsRef(uid))]);
    const userName = (student.get("userName") ?? credentials.get("userName")) as string | undefined;
    const teacherId = (student.get("teacherId") ?? credentials.get("teacherId")) as string | undefined;
    // A transaction does every read before its first write.
    const [claim, classDoc] = await Promise.all([
      userName ? tx.get(usernameRef(userName)) : undefined,
      teacherId ? tx.get(classRef(teacherId)) : undefined,
    ]);
    if (claim?.get("uid") === uid) tx.delete(claim.ref);
    if (teacherId) {
      if (classDoc?.exists) tx.update(classDoc.ref, new FieldPath("students", uid), FieldValue.delete());
      if (student.exists) tx.update(teacherRef(teacherId), { studentCount: FieldValue.increment(-1) });
    }
    tx.delete(studentRef(uid));
    tx.delete(credentialsRef(uid));
  });
}
