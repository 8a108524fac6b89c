// The programme's totals (docs/product.md#admin-console): teachers, students and time spent.
// All three come from counters the writers already keep (each teacher's studentCount, each
// class's time shards), summed by aggregation queries on the server: a handful of billed reads
// however large the programme, and never a student document (docs/decisions.md#d77).
import { AggregateField } from "firebase-admin/firestore";
import type { Totals } from "@rink/common";
import { teachers } from "../accounts/teachers";
import { programmeTimeMs } from "../accounts/classTime";
import { hoursOf } from "./timeUnits";

export async function totals(): Promise<Totals> {
  const [found, totalMs] = await Promise.all([
    teachers().aggregate({ teacherCount: AggregateField.count(), students: AggregateField.sum("studentCount") }).get(),
    programmeTimeMs(),
  ]);
  const { teacherCount, students } = found.data();
  return { teachers: teacherCount, students: students ?? 0, hours: hoursOf(totalMs) };
}
