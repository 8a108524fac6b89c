// Removing a whole class, and a teacher with it (docs/product.md#admin-remove: deleting a
// teacher removes the class too). docs/decisions.md#d29 asks for batched and
// restartable: every step tolerates what an earlier, interrupted run already
// removed, and what is left is always findable from what remains (Auth users go
// before the documents that name them; the teacher's own documents go last).
//
// Why rounds and not one delete per student: each single delete is a transaction
// that rewrites the teacher's counters. For a class of 1500 that is 1500 serialised
// writes to one document (Firestore sustains about one write per second per document),
// far beyond a request's time. Here one transaction removes up to PAGE students at
// once, through the same removeStudents a single delete uses.
import { MAX_CLASS_SIZE } from "@rink/common";
import { auth, db } from "../lib/admin";
import { COLLECTIONS } from "../firestore/collections";
import { deleteTeacherDoc, markTeacherDeleting, readTeacherLeaving, teacherRef } from "../accounts/teachers";
import { claimsOf, releaseUsername } from "../accounts/usernames";
import { endSessionsOfAccounts } from "../accounts/endSessions";
import { deleteSessionsOf } from "../accounts/sessions";
import { forgetLoginFailures } from "../accounts/loginThrottle";
import { authUserOf, removeStudents } from "./students";
import { nameClaimsOfClass } from "../students/nameClaims";
import { deleteFinishedUploadsOf, deleteUploadJobsOf } from "./uploadJobs";

/**
 * Students handled per round: a round's transaction reads about 3 documents and
 * writes up to 3 per student, well inside Firestore's 500 writes per commit;
 * Auth's getUsers takes at most 100 identifiers per call.
 */
const PAGE = 100;
/** More rounds than any class could need (students may still arrive while the delete runs). */
const MAX_ROUNDS = Math.ceil(MAX_CLASS_SIZE / PAGE) * 3;

/** The student documents of a class, ids only. */
const studentsOf = (teacherId: string) => db().collection(COLLECTIONS.students).where("teacherId", "==", teacherId).select();

/**
 * Up to PAGE ids of students that still belong to `teacherId` in any form:
 * a student document or a credentials copy.
 */
export async function remainingStudentIds(teacherId: string): Promise<string[]> {
  const [students, credentials] = await Promise.all([
    studentsOf(teacherId).limit(PAGE).get(),
    db().collection(COLLECTIONS.credentials).where("teacherId", "==", teacherId).select().limit(PAGE).get(),
  ]);
  const ids = new Set<string>([...students.docs.map((doc) => doc.id), ...credentials.docs.map((doc) => doc.id)]);
  return [...ids].slice(0, PAGE);
}

/**
 * Removes every student of `teacherId`: Auth users, student documents,
 * credentials, username claims and name claims. Returns how many
 * student documents went. Running it again after a failure finishes the job.
 */
async function removeClassStudents(teacherId: string): Promise<number> {
  let removed = 0;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const uids = await remainingStudentIds(teacherId);
    if (uids.length === 0) return removed;
    removed += await removeStudents(teacherId, uids);
  }
  throw new Error(`Class ${teacherId} still has students after ${MAX_ROUNDS} rounds of deleting`);
}

/**
 * Removes the class only (docs/product.md#admin-remove: "delete a teacher ... or just a class"): the
 * teacher keeps their account with an empty class. Undefined when there is no such teacher.
 */
export async function removeClass(teacherId: string): Promise<{ studentsRemoved: number; studentCount: number } | undefined> {
  if (!(await teacherRef(teacherId).get()).exists) return undefined;
  const studentsRemoved = await removeClassStudents(teacherId);
  await deleteFinishedUploadsOf(teacherId);
  const studentCount = (await teacherRef(teacherId).get()).data()?.studentCount ?? 0;
  return { studentsRemoved, studentCount };
}

/** Whether anything of a teacher is left: profile, students, username claim or a teacher Auth user. */
async function teacherLeftovers(teacherId: string) {
  const [teacherDoc, authUser, claims] = await Promise.all([
    teacherRef(teacherId).get(),
    authUserOf(teacherId),
    claimsOf(teacherId).get(),
  ]);
  return {
    teacherDoc,
    // Never an Auth user of another role: DELETE /admin/teacher/{a student's id} must not remove that student.
    teacherAuth: authUser?.customClaims?.role === "teacher" ? authUser : undefined,
    claims: claims.docs.filter((claim) => claim.data().role === "teacher"),
  };
}

/**
 * The first step of removing a teacher: marked as going, their login disabled and their sessions
 * ended. Undefined when nothing of the teacher exists. Safe to repeat.
 */
export async function beginTeacherRemoval(teacherId: string): Promise<Awaited<ReturnType<typeof teacherLeftovers>> | undefined> {
  const found = await teacherLeftovers(teacherId);
  if (!found.teacherDoc.exists && !found.teacherAuth && found.claims.length === 0) {
    const students = await remainingStudentIds(teacherId);
    if (students.length === 0) return undefined;
  }

  if (found.teacherDoc.exists && found.teacherDoc.data()?.deleting !== true) await markTeacherDeleting(teacherId);
  // Disabled, the teacher cannot log in again; with their sessions ended, their ID tokens
  // fail the API's check, so the teacher cannot add students while the class goes.
  if (found.teacherAuth && !found.teacherAuth.disabled) await auth().updateUser(teacherId, { disabled: true });
  if (found.teacherAuth) await endSessionsOfAccounts([teacherId]);
  return found;
}

/**
 * Removes a teacher and their class. Returns undefined when nothing of the
 * teacher exists (the caller answers 404), else how many students went.
 */
export async function removeTeacher(teacherId: string): Promise<{ studentsRemoved: number } | undefined> {
  const found = await beginTeacherRemoval(teacherId);
  if (!found) return undefined;

  let studentsRemoved = 0;
  let finished = false;
  for (let round = 0; round < MAX_ROUNDS && !finished; round++) {
    studentsRemoved += await removeClassStudents(teacherId);
    // The username claim and the profile go together, and only once no student
    // document names the teacher: a student added in between (account creation reads
    // the teacher in its transaction) sends us round again, and after this commit no
    // student can be added, as the teacher document is gone.
    finished = await db().runTransaction(async (tx) => {
      const leaving = await readTeacherLeaving(tx, teacherId);
      if (!(await tx.get(studentsOf(teacherId).limit(1))).empty) return false;
      const claims = await tx.get(claimsOf(teacherId));
      // Name claims go with their students; any left (none should be) go with the class.
      const nameClaims = await tx.get(nameClaimsOfClass(teacherId, PAGE));
      for (const claim of nameClaims.docs) tx.delete(claim.ref);
      for (const claim of claims.docs) if (claim.data().role === "teacher") releaseUsername(tx, claim, teacherId);
      deleteTeacherDoc(tx, leaving);
      return true;
    });
  }
  if (!finished) throw new Error(`Teacher ${teacherId}'s class kept gaining students while it was being deleted`);

  // Last, once nothing can log in as the teacher: their session records and failed-login counts
  // (keyed by what was typed: the username or the e-mail).
  await deleteSessionsOf([teacherId], "teacher");
  await deleteUploadJobsOf(teacherId);
  const profile = found.teacherDoc.data();
  const identifiers = [profile?.userName, profile?.email, found.teacherAuth?.email];
  await forgetLoginFailures(identifiers.filter((identifier): identifier is string => typeof identifier === "string"));

  if (found.teacherAuth) {
    await auth()
      .deleteUser(teacherId)
      .catch((error: { code?: string }) => {
        if (error.code !== "auth/user-not-found") throw error;
      });
  }
  return { studentsRemoved };
}
