// The one writer of teachers/{uid}: the spec's Teacher as stored, no password (Auth
// keeps it), with the class's size (studentCount; docs/architecture.md#the-data), which the
// writers of students change through here in their own transaction. The class's time played
// is kept beside it (classTime.ts), made and deleted with it here.
import type { DocumentSnapshot, Transaction } from "firebase-admin/firestore";
import { EMAIL_TAKEN, firstClassIdOf, INVALID_EMAIL, nameKeyOf, PASSWORD_TOO_SHORT, searchIndexOf, storedTeacherSchema, USERNAME_TAKEN, type Registration, type StoredTeacher, type TeacherProfile } from "@rink/common";
import { auth, db } from "../lib/admin";
import { HttpError } from "../lib/httpError";
import { COLLECTIONS } from "../firestore/collections";
import { zodConverter } from "../firestore/converter";
import { claimUsername, findUsername } from "./usernames";
import { createClassTime, deleteClassTime, readClassTime } from "./classTime";
import { createFirstClass, deleteClassDoc } from "./classDocs";
import { moveProgrammeTotals } from "./programmeTotals";

export const teachers = () => db().collection(COLLECTIONS.teachers).withConverter(zodConverter(storedTeacherSchema));
export const teacherRef = (teacherId: string) => teachers().doc(teacherId);

/** How a new class starts: the money check is on unless said (the seed and test fixtures may say off). */
interface NewClassOptions {
  presetUid?: string;
  moneyCheck?: boolean;
}

/**
 * Registers a teacher: the Auth user (e-mail unique there), the username claim, the profile with
 * an empty class's counters, and that class's own document.
 */
export async function createTeacherAccount(profile: TeacherProfile, password: string, options: NewClassOptions = {}): Promise<StoredTeacher> {
  const { presetUid } = options;
  let uid: string;
  try {
    const user = await auth().createUser({ ...(presetUid ? { uid: presetUid } : {}), email: profile.email, password, displayName: profile.name });
    uid = user.uid;
  } catch (error) {
    const code = typeof error === "object" && error !== null && "code" in error ? error.code : undefined;
    if (code === "auth/email-already-exists") throw new HttpError(409, EMAIL_TAKEN);
    if (code === "auth/invalid-email") throw new HttpError(400, INVALID_EMAIL);
    if (code === "auth/invalid-password") throw new HttpError(400, PASSWORD_TOO_SHORT);
    throw error;
  }
  try {
    await auth().setCustomUserClaims(uid, { role: "teacher" });
    const teacher: StoredTeacher = {
      _id: uid,
      ...profile,
      role: "teacher",
      studentCount: 0,
      moneyCheck: options.moneyCheck ?? true,
      // The admin's search and order (docs/decisions.md#d77): nothing else writes these fields, and no one edits a profile after registration.
      searchIndex: searchIndexOf(profile),
      nameKey: nameKeyOf(profile.name),
    };
    await db().runTransaction(async (tx) => {
      if (!(await claimUsername(tx, profile.userName, { uid, role: "teacher" }))) throw new HttpError(409, USERNAME_TAKEN);
      tx.create(teacherRef(uid), teacher);
      createFirstClass(tx, uid);
      createClassTime(tx, uid);
      moveProgrammeTotals(tx, uid, { teachers: 1 });
    });
    return teacher;
  } catch (error) {
    await auth().deleteUser(uid).catch(() => undefined);
    throw error;
  }
}

/** Public registration (docs/product.md#registration): the parsed form becomes a teacher account. */
export async function registerTeacher(registration: Registration): Promise<StoredTeacher> {
  const { role: _teacher, password, confirmPassword: _checked, ...profile } = registration;
  // A quick answer for the common case; createTeacherAccount's transaction
  // still decides when two registrations race for one name.
  if (await findUsername(profile.userName)) throw new HttpError(409, USERNAME_TAKEN);
  return createTeacherAccount(profile, password);
}

/**
 * The one rule for a class's size: the count read in this transaction, changed by
 * `change` (students added or removed), never below zero. Every writer of students
 * reads the teacher in its transaction, so two changes can never both start from one count.
 */
export function changeStudentCount(tx: Transaction, teacher: DocumentSnapshot<StoredTeacher>, change: number): void {
  const count = teacher.data()?.studentCount ?? 0;
  const next = Math.max(0, count + change);
  tx.update(teacher.ref, { studentCount: next });
  moveProgrammeTotals(tx, teacher.id, { students: next - count });
}

/**
 * Records a teacher's login time (retention's "without a login": functions/src/retention/).
 * A teacher with no document (a delete under way) has nothing to record it on.
 */
export async function recordTeacherLogin(teacherId: string, at: number): Promise<void> {
  await teacherRef(teacherId)
    .update({ lastLoginAt: at })
    .catch((error: unknown) => console.warn("Could not record a teacher's login time", error));
}

/** Marks a teacher whose delete has begun, so the admin list shows an interrupted delete for what it is. */
export async function markTeacherDeleting(teacherId: string): Promise<void> {
  await teacherRef(teacherId).update({ deleting: true });
}

/** What a teacher's delete takes off the programme's totals, read in its transaction before any write. */
interface TeacherLeaving {
  teacherId: string;
  /** The profile existed when read (a delete run again after it went counts nothing twice). */
  exists: boolean;
  studentCount: number;
  classTimeMs: number;
}

export async function readTeacherLeaving(tx: Transaction, teacherId: string): Promise<TeacherLeaving> {
  const [teacher, classTimeMs] = await Promise.all([tx.get(teacherRef(teacherId)), readClassTime(tx, teacherId)]);
  return { teacherId, exists: teacher.exists, studentCount: teacher.data()?.studentCount ?? 0, classTimeMs };
}

/**
 * Removes the teacher's profile and their class's time (last, with their class and username),
 * and takes them off the programme's totals: the teacher, and whatever students and time the
 * class still counted (none, once its students have gone).
 */
export function deleteTeacherDoc(tx: Transaction, leaving: TeacherLeaving): void {
  tx.delete(teacherRef(leaving.teacherId));
  deleteClassDoc(tx, firstClassIdOf(leaving.teacherId));
  deleteClassTime(tx, leaving.teacherId, leaving.exists ? leaving.classTimeMs : 0);
  if (leaving.exists) moveProgrammeTotals(tx, leaving.teacherId, { teachers: -1, students: -leaving.studentCount });
}
