// The programme's totals (docs/product.md#admin-console): teachers, students and time spent.
// Aggregation queries count and sum on the server, so this never reads every
// student (docs/decisions.md#d22).
import { AggregateField } from "firebase-admin/firestore";
import type { Totals } from "@rink/common";
import { db } from "../lib/admin";
import { COLLECTIONS } from "../firestore/collections";
import { hoursOf } from "./timeUnits";

/** The whole programme's student count and time spent (ms), in one aggregation. */
export async function studentAggregates(): Promise<{ students: number; totalMs: number }> {
  const snapshot = await db()
    .collection(COLLECTIONS.students)
    .aggregate({ students: AggregateField.count(), totalMs: AggregateField.sum("timeSpent") })
    .get();
  const { students, totalMs } = snapshot.data();
  return { students, totalMs: totalMs ?? 0 };
}

export async function totals(): Promise<Totals> {
  const [teachers, students] = await Promise.all([db().collection(COLLECTIONS.teachers).count().get(), studentAggregates()]);
  return { teachers: teachers.data().count, students: students.students, hours: hoursOf(students.totalMs) };
}
