// The students of a class as the roster and the admin's screens show them, read from the
// students' own documents (the one record of each fact, docs/architecture.md#the-data):
// one query over the class with a projection, so each document sends only the fields a
// summary is made from, never the whole game state.
import { z } from "zod";
import { studentSummaryOf, type ClassStudentSummary } from "@rink/common";
import { db } from "../lib/admin";
import { COLLECTIONS } from "../firestore/collections";
import { zodConverter } from "../firestore/converter";

/** The fields of a student document a summary is made from (studentSummaryOf), and whose class it is. */
export const summaryFieldsSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  userName: z.string(),
  teacherId: z.string().nullable(),
  level: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  tutorials: z.object({ home: z.boolean(), budget: z.boolean(), team: z.boolean(), scout: z.boolean(), season: z.boolean() }),
  wonGame: z.boolean(),
  timeSpent: z.number(),
});
export const SUMMARY_FIELDS = summaryFieldsSchema.keyof().options;

/** Every student of `teacherId`, unsorted. */
export async function classStudents(teacherId: string): Promise<Array<ClassStudentSummary & { _id: string }>> {
  const snapshot = await db()
    .collection(COLLECTIONS.students)
    .where("teacherId", "==", teacherId)
    .select(...SUMMARY_FIELDS)
    .withConverter(zodConverter(summaryFieldsSchema))
    .get();
  return snapshot.docs.map((doc) => ({ _id: doc.id, ...studentSummaryOf(doc.data()) }));
}
