// The one writer of studentProgress/{studentId} (docs/decisions.md#d21).
// accounts/studentRecords.ts calls it beside every write of a student document, in the same
// transaction or batch, so a teacher's live views never disagree with the game.
import type { DocumentData, DocumentReference, Transaction, WithFieldValue } from "firebase-admin/firestore";
import { progressOf, studentProgressSchema, type Activity, type StoredStudent } from "@rink/common";
import { db } from "../lib/admin";
import { COLLECTIONS } from "../firestore/collections";
import { zodConverter } from "../firestore/converter";

const progressCollection = () => db().collection(COLLECTIONS.studentProgress).withConverter(zodConverter(studentProgressSchema));
export const progressRef = (studentId: string) => progressCollection().doc(studentId);

/** A transaction or a write batch: both can set a document. */
interface SetWriter {
  set<T extends DocumentData>(ref: DocumentReference<T>, data: WithFieldValue<T>): unknown;
}

/** Replaces the progress document with the one `student` and `activity` make. */
export function putProgress(writer: SetWriter, studentId: string, student: StoredStudent, activity: Activity): void {
  writer.set(progressRef(studentId), progressOf(student, activity));
}

export function deleteProgress(tx: Transaction, studentId: string): void {
  tx.delete(progressRef(studentId));
}
