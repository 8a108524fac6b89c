// Every student, for admins: in id order, a page at a time, reading only the
// fields a summary shows.
import { FieldPath } from "firebase-admin/firestore";
import { studentSummaryOf, type AllStudentsRow } from "@rink/common";
import { db } from "../lib/admin";
import { COLLECTIONS } from "../firestore/collections";
import { zodConverter } from "../firestore/converter";
import { SUMMARY_FIELDS, summaryFieldsSchema } from "../classes/classStudents";

export async function allStudents(limit: number, cursor: string | undefined): Promise<{ rows: AllStudentsRow[]; nextCursor: string | null }> {
  let query = db()
    .collection(COLLECTIONS.students)
    .orderBy(FieldPath.documentId())
    .select(...SUMMARY_FIELDS)
    .limit(limit + 1)
    .withConverter(zodConverter(summaryFieldsSchema));
  if (cursor) query = query.startAfter(cursor);
  const snapshot = await query.get();
  const docs = snapshot.docs.slice(0, limit);
  const rows = docs.map((doc) => {
    const student = doc.data();
    return { _id: doc.id, teacherId: student.teacherId, ...studentSummaryOf(student) };
  });
  return { rows, nextCursor: snapshot.docs.length > limit ? (docs.at(-1)?.id ?? null) : null };
}
