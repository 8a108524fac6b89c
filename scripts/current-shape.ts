// Brings a local stack's saved data (the emulator keeps it between runs) to the current shape of
// the documents, once, at seed time: documents have one shape, and reads never fill in a missing
// field (docs/decisions.md#d58). Today: the class summaries (classes/{teacherId}) go, and every
// teacher gets the class's counters (studentCount, timeSpentMs) counted from their students.
import { db } from "../functions/src/lib/admin";

/** Answers what it changed, for the seed's log. */
export async function bringToCurrentShape(): Promise<string[]> {
  const changed: string[] = [];
  const summaries = await db().collection("classes").select().get();
  for (const doc of summaries.docs) await doc.ref.delete();
  if (summaries.size > 0) changed.push(`removed ${summaries.size} class summaries`);

  const teachers = await db().collection("teachers").get();
  const counted = teachers.docs.filter((teacher) => typeof teacher.get("timeSpentMs") !== "number");
  for (const teacher of counted) {
    const students = await db().collection("students").where("teacherId", "==", teacher.id).select("timeSpent").get();
    const timeSpentMs = students.docs.reduce((sum, student) => sum + Number(student.get("timeSpent") ?? 0), 0);
    await teacher.ref.update({ studentCount: students.size, timeSpentMs });
  }
  if (counted.length > 0) changed.push(`counted the class of ${counted.length} teachers`);
  return changed;
}
