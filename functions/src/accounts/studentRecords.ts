// The one writer of a student's records: the game document (students/{uid}) and the
// teacher's copy of the login (credentials/{uid}). Student passwords are shown to
// their teacher (docs/product.md#roster), so the copy lives where no client can
// read it (firestore.rules); only the API hands it to the owning teacher.
import { z } from "zod";
import type { Precondition, Transaction, WriteBatch } from "firebase-admin/firestore";
import { NO_ACTIVITY, readStoredStudent, revisionOf, type Activity, type StoredStudent } from "@rink/common";
import type { Student } from "@rink/game";
import { db } from "../lib/admin";
import { COLLECTIONS } from "../firestore/collections";
import { readingConverter, zodConverter } from "../firestore/converter";
import { deleteProgress, putProgress } from "../progress/progressDoc";

const credentialsSchema = z.object({ userName: z.string(), password: z.string(), teacherId: z.string() });
type StudentCredentials = z.infer<typeof credentialsSchema>;

export const students = () => db().collection(COLLECTIONS.students).withConverter(readingConverter(readStoredStudent));
export const credentials = () => db().collection(COLLECTIONS.credentials).withConverter(zodConverter(credentialsSchema));
export const studentRef = (uid: string) => students().doc(uid);
export const credentialsRef = (uid: string) => credentials().doc(uid);

/** A new student's two records, in the transaction that claims their username. */
export function createStudentRecords(tx: Transaction, student: StoredStudent, login: StudentCredentials): void {
  tx.create(studentRef(student._id), student);
  tx.create(credentialsRef(student._id), login);
  putProgress(tx, student._id, student, NO_ACTIVITY);
}

/**
 * Changes a teacher may make to a student's game document: the names. `after` is the
 * student with them; `activity` the student's own, kept from their progress document.
 */
export function renameStudent(tx: Transaction, after: StoredStudent, names: Partial<Pick<Student, "firstName" | "lastName">>, activity: Activity): void {
  tx.update(studentRef(after._id), { ...names, revision: revisionOf(after) });
  putProgress(tx, after._id, after, activity);
}

/**
 * The engine's new state of a student, written only if the document is still the version
 * it read (the progress document follows: the batch commits both or neither).
 */
export function writeStudentState(batch: WriteBatch, student: StoredStudent, unchangedSinceRead: Precondition, activity: Activity): void {
  batch.update(studentRef(student._id), { ...student }, unchangedSinceRead);
  putProgress(batch, student._id, student, activity);
}

/** The teacher's copy of a new password (the Auth user already has it). */
export async function setCredentialsPassword(uid: string, password: string): Promise<void> {
  await credentialsRef(uid).update({ password });
}

/** Removes the game document and its progress document. */
export function deleteStudentDoc(tx: Transaction, uid: string): void {
  tx.delete(studentRef(uid));
  deleteProgress(tx, uid);
}

/** Removes the teacher's copy of the login. */
export function deleteCredentials(tx: Transaction, uid: string): void {
  tx.delete(credentialsRef(uid));
}
