// A teacher renames one of their students: the student document and the class
// summary entry change in one transaction, so the dashboard never shows a stale name.
import { FieldPath } from "firebase-admin/firestore";
import { z } from "zod";
import { auth, db } from "../../lib/admin";
import { HttpError } from "../../http/errors";
import { parse } from "../../http/validate";
import { classRef, studentRef, type StoredStudent } from "../../accounts/students";
import { sameSummary, summaryOf } from "../../classes/summary";
import { nameSchema } from "../../students/schemas";

const bodySchema = z
  .strictObject({ firstName: nameSchema("First name").optional(), lastName: nameSchema("Last name").optional() })
  .refine((names) => names.firstName !== undefined || names.lastName !== undefined, "Send firstName or lastName to change.");

export async function editStudentNames(teacherId: string, studentId: string, body: unknown): Promise<StoredStudent> {
  const names = parse(bodySchema, body ?? {});
  const changes = {
    ...(names.firstName === undefined ? {} : { firstName: names.firstName }),
    ...(names.lastName === undefined ? {} : { lastName: names.lastName }),
  };
  const updated = await db().runTransaction(async (tx) => {
    const snapshot = await tx.get(studentRef(studentId));
    if (!snapshot.exists) throw new HttpError(404, "Student not found");
    const before = snapshot.data() as StoredStudent;
    if (before.teacherId !== teacherId) throw new HttpError(403, "This student is not in your class.");
    const after: StoredStudent = { ...before, ...changes };
    tx.update(snapshot.ref, changes);
    if (!sameSummary(summaryOf(before), summaryOf(after))) {
      tx.update(classRef(teacherId), new FieldPath("students", studentId), summaryOf(after));
    }
    return after;
  });
  // The Auth display name is only a label in the console: a failure here must not fail the edit.
  await auth()
    .updateUser(studentId, { displayName: `${updated.firstName} ${updated.lastName}` })
    .catch((error: unknown) => console.warn("Could not update the student's display name", studentId, error));
  return updated;
}
