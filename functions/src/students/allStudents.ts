// Every student, for admins: in id order, a page at a time, reading only the
// fields a summary shows.
import { z } from "zod";
import { FieldPath } from "firebase-admin/firestore";
import { studentSummaryOf, type AllStudentsRow } from "@rink/common";
import { db } from "../lib/admin";
import { COLLECTIONS } from "../firestore/collections";
import { zodConverter } from "../firestore/converter";

const summaryFieldsSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  userName: z.string(),
  teacherId: z.string().nullable(),
  level: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  tutorials: z.object({ home: z.boolean(), budget: z.boolean(), team: z.boolean(), scout: z.boolean(), season: z.boolean() }),
  wonGame: z.boolean(),
  timeSpent: z.number(),
});
const SUMMARY_FIELDS = summaryFieldsSchema.keyof().options;

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
