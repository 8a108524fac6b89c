// The one writer of classes/{teacherId}, the class summary a teacher's dashboard
// listens to (docs/architecture.md#the-data). Every change of it goes through
// here, inside the caller's transaction or batch, so the entries stay in step with
// the student documents they summarise.
import { FieldPath, FieldValue, type DocumentData, type DocumentReference, type PartialWithFieldValue, type SetOptions, type Transaction } from "firebase-admin/firestore";
import { classSummarySchema, type ClassEntry, type ClassSummary } from "@rink/common";
import { db } from "../lib/admin";
import { COLLECTIONS } from "../firestore/collections";
import { zodConverter } from "../firestore/converter";

export const classRef = (teacherId: string) => db().collection(COLLECTIONS.classes).withConverter(zodConverter(classSummarySchema)).doc(teacherId);

/** The entries of a class, by student id; none when the class document is missing. */
export async function classEntries(teacherId: string): Promise<ClassSummary["students"]> {
  return (await classRef(teacherId).get()).data()?.students ?? {};
}

/** A new teacher's class: empty, but there, since the dashboard listens to it. */
export function createEmptyClass(tx: Transaction, teacherId: string): void {
  tx.create(classRef(teacherId), { teacherId, students: {} });
}

/**
 * Adds or replaces entries. A merge, not an update, so a missing class document
 * (an admin removed the class meanwhile) never fails the student's own write.
 */
export function putEntries(writer: SetWriter, teacherId: string, entries: Record<string, ClassEntry>): void {
  // Each entry is replaced whole (a plain merge would keep the fields an older entry had).
  const fields = ["teacherId", ...Object.keys(entries).map((studentId) => new FieldPath("students", studentId))];
  writer.set(classRef(teacherId), { teacherId, students: entries }, { mergeFields: fields });
}

/** A transaction or a write batch: both can merge a document. */
interface SetWriter {
  set<T extends DocumentData>(ref: DocumentReference<T>, data: PartialWithFieldValue<T>, options: SetOptions): unknown;
}

/** Replaces one entry that exists (a renamed student). */
export function replaceEntry(tx: Transaction, teacherId: string, studentId: string, entry: ClassEntry): void {
  tx.update(classRef(teacherId), new FieldPath("students", studentId), entry);
}

/** Removes the entries of `studentIds` from a class document read in this transaction. */
export function removeEntries(tx: Transaction, teacherId: string, present: ClassSummary["students"], studentIds: readonly string[]): void {
  const [first, ...rest] = studentIds.filter((uid) => Object.hasOwn(present, uid));
  if (first === undefined) return;
  tx.update(
    classRef(teacherId),
    new FieldPath("students", first),
    FieldValue.delete(),
    ...rest.flatMap((uid) => [new FieldPath("students", uid), FieldValue.delete()]),
  );
}

/** Removes the class document itself (its teacher is going). */
export function deleteClassDoc(tx: Transaction, teacherId: string): void {
  tx.delete(classRef(teacherId));
}
