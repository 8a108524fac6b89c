// A teacher renames one of their students: the student document and its progress
// document change in one transaction, so the dashboard never shows a stale name.
// The student's name claim (nameClaims.ts) moves with them when the new name is free, so
// an upload may add a student of the old name again.
import { activityIn, nextRevision, NO_ACTIVITY, type EditNamesRequest, type StoredStudent } from "@rink/common";
import { auth, db } from "../lib/admin";
import { HttpError } from "../lib/httpError";
import { progressRef } from "../progress/progressDoc";
import { renameStudent, studentRef } from "../accounts/studentRecords";
import { claimFreeName, nameClaimRef, releaseName } from "./nameClaims";

export async function editStudentNames(teacherId: string, studentId: string, names: EditNamesRequest): Promise<StoredStudent> {
  const changes = {
    ...(names.firstName === undefined ? {} : { firstName: names.firstName }),
    ...(names.lastName === undefined ? {} : { lastName: names.lastName }),
  };
  const updated = await db().runTransaction(async (tx) => {
    const [studentDoc, progressDoc] = await Promise.all([tx.get(studentRef(studentId)), tx.get(progressRef(studentId))]);
    const before = studentDoc.data();
    if (!before) throw new HttpError(404, "Student not found");
    if (before.teacherId !== teacherId) throw new HttpError(403, "This student is not in your class.");
    const after: StoredStudent = nextRevision(before, { ...before, ...changes });
    const oldClaimRef = nameClaimRef(teacherId, before.firstName, before.lastName);
    const newClaimRef = nameClaimRef(teacherId, after.firstName, after.lastName);
    const moves = oldClaimRef.path !== newClaimRef.path;
    const [oldClaim, newClaim] = moves ? await Promise.all([tx.get(oldClaimRef), tx.get(newClaimRef)]) : [];
    if (oldClaim) releaseName(tx, oldClaim, studentId);
    if (newClaim && !newClaim.exists) claimFreeName(tx, teacherId, after.firstName, after.lastName, studentId);
    // The teacher's edit is not the student's activity: keep what the progress document knew.
    const progress = progressDoc.exists ? progressDoc.data() : undefined;
    renameStudent(tx, after, changes, progress ? activityIn(progress) : NO_ACTIVITY);
    return after;
  });
  // The Auth display name is only a label in the console: a failure here must not fail the edit.
  await auth()
    .updateUser(studentId, { displayName: `${updated.firstName} ${updated.lastName}` })
    .catch((error: unknown) => console.warn("Could not update the student's display name", studentId, error));
  return updated;
}
