// The signed-in person's own language (PUT /auth/user/language, docs/decisions.md#d81): a field of
// the account's own document, written here only: students/{uid}, teachers/{uid} or admins/{uid}.
// A student's document gets a new revision, so a live reader holding an older copy keeps the newer.
import { revisionOf, type Language, type Role } from "@rink/common";
import { db } from "../lib/admin";
import { HttpError } from "../lib/httpError";
import { studentRef } from "./studentRecords";
import { teacherRef } from "./teachers";
import { adminRef } from "./admins";

const NOT_FOUND = "This account's details were not found.";

/** Stores `language` as the account's own; a language already stored is left as it is (no write). */
export async function setOwnLanguage({ uid, role }: { uid: string; role: Role }, language: Language): Promise<void> {
  await db().runTransaction(async (tx) => {
    if (role === "student") {
      const student = (await tx.get(studentRef(uid))).data();
      if (!student) throw new HttpError(404, NOT_FOUND);
      if (student.language !== language) tx.update(studentRef(uid), { language, revision: revisionOf(student) + 1 });
      return;
    }
    if (role === "teacher") {
      const teacher = (await tx.get(teacherRef(uid))).data();
      if (!teacher) throw new HttpError(404, NOT_FOUND);
      if (teacher.language !== language) tx.update(teacherRef(uid), { language });
      return;
    }
    const admin = (await tx.get(adminRef(uid))).data();
    if (!admin) throw new HttpError(404, NOT_FOUND);
    if (admin.language !== language) tx.update(adminRef(uid), { language });
  });
}
