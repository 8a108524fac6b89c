// A teacher sets the class's default language (PUT /auth/user/class-language,
// docs/decisions.md#d81). Like the money check (moneyCheckSetting.ts), the setting lives on the
// teacher, where every new student of the class reads it (create.ts), and is copied onto each
// student's document (classLanguage), which the student's screens already listen to: a change
// reaches a class in the middle of a lesson, and no student reads the teacher's document.
// Students are changed in transactions of CHUNK, each with a new revision, so a move made
// meanwhile either comes before (and is kept) or is retried on top (runMoves' precondition).
import { revisionOf, type Language } from "@rink/common";
import { db } from "../lib/admin";
import { HttpError } from "../lib/httpError";
import { COLLECTIONS } from "../firestore/collections";
import { teacherRef } from "../accounts/teachers";
import { studentRef } from "../accounts/studentRecords";

const CHUNK = 100;

/** Sets the class's default language; answers how many students the class has. */
export async function setClassLanguage(teacherId: string, language: Language): Promise<number> {
  // First the teacher, so a student made from now on reads the new default (create.ts reads the
  // teacher in its transaction); then every student already in the class.
  await db().runTransaction(async (tx) => {
    const teacher = await tx.get(teacherRef(teacherId));
    if (!teacher.exists) throw new HttpError(404, "Teacher not found");
    tx.update(teacher.ref, { classLanguage: language });
  });
  const ids = (await db().collection(COLLECTIONS.students).where("teacherId", "==", teacherId).select().get()).docs.map((doc) => doc.id);
  for (let start = 0; start < ids.length; start += CHUNK) {
    const chunk = ids.slice(start, start + CHUNK);
    await db().runTransaction(async (tx) => {
      const studentDocs = await tx.getAll(...chunk.map(studentRef));
      for (const doc of studentDocs) {
        const student = doc.data();
        // Gone meanwhile (a delete), or moved to another class, or already as asked.
        if (!student || student.teacherId !== teacherId || student.classLanguage === language) continue;
        tx.update(doc.ref, { classLanguage: language, revision: revisionOf(student) + 1 });
      }
    });
  }
  return ids.length;
}
