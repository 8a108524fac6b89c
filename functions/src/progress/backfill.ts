// Students made before progress documents existed have none until their next move. The
// teacher's dashboard loads the roster when it opens, so that read fills the gaps: the
// decisions view, listening already, sees the new documents arrive (docs/decisions.md#d21). Cheap when nothing is missing: one count of the class's
// progress documents (one read per 1000 index entries) against the roster's length.
import { NO_ACTIVITY } from "@rink/common";
import { db } from "../lib/admin";
import { studentRef } from "../students/records";
import { progressCollection, progressRef, putProgress } from "./progressDoc";

/** Students per transaction: 2 reads and up to 1 write each. */
const CHUNK = 100;

/** Makes the missing progress documents of `studentIds` (a class's roster); answers how many. */
export async function backfillProgress(teacherId: string, studentIds: readonly string[]): Promise<number> {
  if (studentIds.length === 0) return 0;
  const ofClass = progressCollection().where("teacherId", "==", teacherId);
  const have = (await ofClass.count().get()).data().count;
  if (have >= studentIds.length) return 0;
  const existing = new Set((await ofClass.select().get()).docs.map((doc) => doc.id));
  const missing = studentIds.filter((id) => !existing.has(id));
  let made = 0;
  for (let start = 0; start < missing.length; start += CHUNK) {
    const ids = missing.slice(start, start + CHUNK);
    // A transaction, so a student deleted or moving meanwhile never leaves a stray or older document.
    made += await db().runTransaction(async (tx) => {
      const students = await tx.getAll(...ids.map((id) => studentRef(id)));
      const progress = await tx.getAll(...ids.map((id) => progressRef(id)));
      let created = 0;
      students.forEach((snapshot, index) => {
        const student = snapshot.data();
        if (!student || student.teacherId !== teacherId || progress[index]?.exists) return;
        putProgress(tx, snapshot.id, student, NO_ACTIVITY);
        created += 1;
      });
      return created;
    });
  }
  return made;
}
