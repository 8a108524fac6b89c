// A teacher turns the money check on or off for the class (PUT /auth/user/money-check,
// docs/learning.md#the-money-check). The setting lives on the teacher, where every new student of
// the class reads it (create.ts), and is copied onto each student's document, where the engine
// reads it (Student.moneyCheck.on): the game stays one pure function of the student's own state.
// Students are changed in transactions of CHUNK students, each with its progress document, so a
// move made meanwhile either comes before (and is kept) or is retried on top (runMoves' precondition).
import { activityIn, NO_ACTIVITY, nextRevision, type StoredStudent } from "@rink/common";
import { db } from "../lib/admin";
import { HttpError } from "../lib/httpError";
import { COLLECTIONS } from "../firestore/collections";
import { teacherRef } from "../accounts/teachers";
import { progressRef, putProgress } from "../progress/progressDoc";
import { studentRef } from "../accounts/studentRecords";

const CHUNK = 100;

/** Sets the class's money check; answers how many students the class has. */
export async function setClassMoneyCheck(teacherId: string, on: boolean): Promise<number> {
  // First the teacher, so a student made from now on reads the new setting (create.ts reads the
  // teacher in its transaction); then every student already in the class.
  await db().runTransaction(async (tx) => {
    const teacher = await tx.get(teacherRef(teacherId));
    if (!teacher.exists) throw new HttpError(404, "Teacher not found");
    tx.update(teacher.ref, { moneyCheck: on });
  });
  const ids = (await db().collection(COLLECTIONS.students).where("teacherId", "==", teacherId).select().get()).docs.map((doc) => doc.id);
  for (let start = 0; start < ids.length; start += CHUNK) {
    const chunk = ids.slice(start, start + CHUNK);
    await db().runTransaction(async (tx) => {
      const [studentDocs, progressDocs] = await Promise.all([tx.getAll(...chunk.map(studentRef)), tx.getAll(...chunk.map(progressRef))]);
      studentDocs.forEach((doc, i) => {
        const student = doc.data();
        // Gone meanwhile (a delete), or moved to another class, or already as asked.
        if (!student || student.teacherId !== teacherId || student.moneyCheck.on === on) return;
        const after: StoredStudent = nextRevision(student, { ...student, moneyCheck: { ...student.moneyCheck, on } });
        tx.set(studentRef(doc.id), after);
        const progress = progressDocs[i]?.data();
        putProgress(tx, doc.id, after, progress ? activityIn(progress) : NO_ACTIVITY);
      });
    });
  }
  return ids.length;
}
