// Removing students: the one path for one student (a teacher's or an admin's delete)
// and for a whole class (removal/classes.ts), so both follow the same rules: Auth users
// go before the documents that name them, and the class's counters drop by the student
// documents actually removed and their time played (accounts/teachers.ts, accounts/classTime.ts).
// Every step tolerates what an earlier, interrupted run already removed.
import { z } from "zod";
import type { DocumentSnapshot } from "firebase-admin/firestore";
import { auth, db } from "../lib/admin";
import { COLLECTIONS } from "../firestore/collections";
import { zodConverter } from "../firestore/converter";
import { readAll } from "../firestore/readAll";
import { changeStudentCount, teacherRef } from "../accounts/teachers";
import { takeClassTime } from "../accounts/classTime";
import { releaseUsername, usernameRef } from "../accounts/usernames";
import { endSessionsOfAccounts } from "../accounts/endSessions";
import { deleteSessionsOf } from "../accounts/sessions";
import { forgetLoginFailures } from "../accounts/loginThrottle";
import { deleteCredentials, deleteStudentDoc } from "../accounts/studentRecords";
import { nameClaimRef, releaseName } from "../students/nameClaims";
import { forgetStudentsInJobs } from "./uploadJobs";

/**
 * What removal reads of a student document or a credentials copy: whose it is, the
 * username it claims and (a student document) the time played it takes off the class's
 * counter. Read without the full student check, so even a broken document can always be removed.
 */
const ownerSchema = z.object({
  teacherId: z.string().nullable().optional(),
  userName: z.string().optional(),
  timeSpent: z.number().optional(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
});
type Owner = z.infer<typeof ownerSchema>;
const ownerOf = (collection: string) => (uid: string) => db().collection(collection).withConverter(zodConverter(ownerSchema)).doc(uid);
const studentOwnerRef = ownerOf(COLLECTIONS.students);
const credentialsOwnerRef = ownerOf(COLLECTIONS.credentials);

/** The Auth user, or undefined when there is none. */
export async function authUserOf(uid: string) {
  try {
    return await auth().getUser(uid);
  } catch (error) {
    if (typeof error === "object" && error !== null && "code" in error && error.code === "auth/user-not-found") return undefined;
    throw error;
  }
}

/** Deletes Auth users, but only those that are students: a stray id must never remove a teacher or an admin. */
async function deleteStudentAuthUsers(uids: string[]): Promise<void> {
  if (uids.length === 0) return;
  const found = await auth().getUsers(uids.map((uid) => ({ uid })));
  const students = found.users.filter((user) => user.customClaims?.role === "student").map((user) => user.uid);
  if (students.length === 0) return;
  // A deleted user's ID tokens would still verify for their hour: their sessions end first.
  await endSessionsOfAccounts(students);
  const result = await auth().deleteUsers(students);
  if (result.failureCount > 0) {
    throw new Error(`Could not delete ${result.failureCount} student Auth users: ${result.errors[0]?.error.message ?? "unknown error"}`);
  }
}

/**
 * Where the claim on a student's name is: a claim follows its student's names (a rename moves it
 * in the rename's transaction). Only released when the student still holds it: a second student of
 * the same name, added by the teacher, holds none.
 */
function nameClaimOf(student: DocumentSnapshot<Owner> | undefined) {
  const owner = student?.data();
  if (!owner?.teacherId || owner.firstName === undefined || owner.lastName === undefined) return undefined;
  return nameClaimRef(owner.teacherId, owner.firstName, owner.lastName);
}

const belongsTo = (doc: DocumentSnapshot<Owner> | undefined, teacherId: string | null) => doc?.exists === true && (doc.data()?.teacherId ?? null) === teacherId;

/**
 * Removes `uids` of `teacherId`'s class (null: students of no class): their Auth users,
 * then in one transaction their documents, credentials, username claims and name claims, with
 * the teacher's counters. A document that names another teacher is not this class's to delete.
 * Returns the student documents removed.
 * At most about 100 students a call: a transaction writes up to 3 documents each.
 */
export async function removeStudents(teacherId: string | null, uids: string[]): Promise<number> {
  const before = await readAll(uids.map(studentOwnerRef));
  const removable = uids.filter((_, index) => !before[index]?.exists || belongsTo(before[index], teacherId));
  await deleteStudentAuthUsers(removable);
  // Ended above; the records go too (a student's sessions name their uid), while the uid is still findable.
  await deleteSessionsOf(removable, "student");

  const { removed, userNames } = await db().runTransaction(async (tx) => {
    const students = await tx.getAll(...uids.map(studentOwnerRef));
    const logins = await tx.getAll(...uids.map(credentialsOwnerRef));
    const teacher = teacherId ? await tx.get(teacherRef(teacherId)) : undefined;

    const ours = uids.map((uid, index) => {
      const student = students[index];
      const login = logins[index];
      const studentIsOurs = belongsTo(student, teacherId);
      const loginIsOurs = belongsTo(login, teacherId);
      const userName = (studentIsOurs ? student?.data()?.userName : undefined) ?? (loginIsOurs ? login?.data()?.userName : undefined);
      const timeSpent = studentIsOurs ? (student?.data()?.timeSpent ?? 0) : 0;
      return {
        uid,
        studentIsOurs,
        loginIsOurs,
        userName,
        timeSpent,
        claim: userName?.trim() && !userName.includes("/") ? usernameRef(userName) : undefined,
        nameClaim: studentIsOurs ? nameClaimOf(student) : undefined,
      };
    });
    // A transaction does every read before its first write.
    const withClaims = ours.filter((student) => student.claim !== undefined);
    const claims = withClaims.length > 0 ? await tx.getAll(...withClaims.flatMap(({ claim }) => (claim ? [claim] : []))) : [];
    // The name claims are read by their ids, never by a query: a query in a transaction locks a
    // range of the collection, which the adds of the same class write into, and under that
    // contention the emulator closed the transaction in the middle of its reads (a 500 for Remove
    // Class while the teacher was adding students, docs/decisions.md#d73).
    const withNameClaims = ours.filter((student) => student.nameClaim !== undefined);
    const nameClaims = withNameClaims.length > 0 ? await tx.getAll(...withNameClaims.flatMap(({ nameClaim }) => (nameClaim ? [nameClaim] : []))) : [];

    for (const { uid, studentIsOurs, loginIsOurs } of ours) {
      if (studentIsOurs) deleteStudentDoc(tx, uid);
      if (loginIsOurs) deleteCredentials(tx, uid);
    }
    claims.forEach((claim, index) => {
      const owner = withClaims[index];
      if (owner) releaseUsername(tx, claim, owner.uid);
    });
    nameClaims.forEach((claim, index) => {
      const owner = withNameClaims[index];
      if (owner) releaseName(tx, claim, owner.uid);
    });
    const studentDocsRemoved = ours.filter((student) => student.studentIsOurs).length;
    if (teacher?.exists && teacherId && studentDocsRemoved > 0) {
      changeStudentCount(tx, teacher, -studentDocsRemoved);
      takeClassTime(
        tx,
        teacherId,
        ours.filter((student) => student.studentIsOurs).map(({ uid, timeSpent }) => ({ studentId: uid, timeSpentMs: timeSpent })),
      );
    }
    return { removed: studentDocsRemoved, userNames: withClaims.flatMap(({ userName }) => (userName ? [userName] : [])) };
  });
  // Failed-login counts are keyed by a hash of the username: they name the student too.
  await forgetLoginFailures(userNames);
  // An upload job's results name the students it made.
  await forgetStudentsInJobs(teacherId, removable);
  return removed;
}

/**
 * Removes one student and everything that points at them, from whichever class
 * their documents name. Safe to run again after a partial failure.
 */
export async function deleteStudentAccount(uid: string): Promise<void> {
  const [student, login] = await Promise.all([studentOwnerRef(uid).get(), credentialsOwnerRef(uid).get()]);
  const teacherId = student.data()?.teacherId ?? login.data()?.teacherId ?? null;
  await removeStudents(teacherId, [uid]);
}

/**
 * Whether anything of a student is left to remove: their documents, or the Auth user
 * a half-finished delete leaves. Any other account (a teacher's, an admin's) is not a student.
 */
export async function isStudentLeft(uid: string): Promise<boolean> {
  const [student, login] = await Promise.all([studentOwnerRef(uid).get(), credentialsOwnerRef(uid).get()]);
  if (student.exists || login.exists) return true;
  return (await authUserOf(uid))?.customClaims?.role === "student";
}
