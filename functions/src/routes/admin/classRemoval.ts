// Removing a whole class, and a teacher with it (spec point 6: deleting a
// teacher removes the class too). ARCHITECTURE.md asks for batched and
// restartable: every step tolerates what an earlier, interrupted run already
// removed, and what is left is always findable from what remains (Auth users go
// before the documents that name them; the teacher's own documents go last).
//
// Why not deleteStudentAccount per student: each call is a transaction that
// rewrites the class summary and the teacher's studentCount. For a class of
// 1500 that is 1500 serialised writes to two documents (Firestore sustains
// about one write per second per document), far beyond a request's time. Here
// one transaction removes up to PAGE students and their summary entries at once,
// with the same per-student checks deleteStudentAccount makes.
import { FieldPath, FieldValue, type DocumentReference } from "firebase-admin/firestore";
import type { UserRecord } from "firebase-admin/auth";
import { auth, db } from "../../lib/admin";
import { COLLECTIONS } from "../../accounts/collections";
import { MAX_CLASS_SIZE, classRef, credentialsRef, studentRef, teacherRef } from "../../accounts/students";
import { usernameRef } from "../../accounts/usernames";

/**
 * Students handled per round: a round's transaction reads about 3 documents and
 * writes up to 3 per student, well inside Firestore's 500 writes per commit;
 * Auth's getUsers takes at most 100 identifiers per call.
 */
const PAGE = 100;
/** More rounds than any class could need (students may still arrive while the delete runs). */
const MAX_ROUNDS = Math.ceil(MAX_CLASS_SIZE / PAGE) * 3;

/** The Auth user, or undefined when there is none. */
export async function authUserOf(uid: string): Promise<UserRecord | undefined> {
  try {
    return await auth().getUser(uid);
  } catch (error) {
    if ((error as { code?: string }).code === "auth/user-not-found") return undefined;
    throw error;
  }
}

/**
 * Up to PAGE ids of students that still belong to `teacherId` in any form:
 * a student document, a credentials copy or a class summary entry.
 */
async function remainingStudentIds(teacherId: string): Promise<string[]> {
  const [students, credentials, classDoc] = await Promise.all([
    db().collection(COLLECTIONS.students).where("teacherId", "==", teacherId).select().limit(PAGE).get(),
    db().collection(COLLECTIONS.credentials).where("teacherId", "==", teacherId).select().limit(PAGE).get(),
    classRef(teacherId).get(),
  ]);
  const ids = new Set<string>([...students.docs.map((doc) => doc.id), ...credentials.docs.map((doc) => doc.id)]);
  for (const uid of Object.keys((classDoc.get("students") as Record<string, unknown> | undefined) ?? {})) {
    if (ids.size >= PAGE) break;
    ids.add(uid);
  }
  return [...ids].slice(0, PAGE);
}

/** Deletes Auth users, but only those that are students: a stray id must never remove a teacher or an admin. */
async function deleteStudentAuthUsers(uids: string[]): Promise<void> {
  if (uids.length === 0) return;
  const found = await auth().getUsers(uids.map((uid) => ({ uid })));
  const students = found.users.filter((user) => user.customClaims?.role === "student").map((user) => user.uid);
  if (students.length === 0) return;
  const result = await auth().deleteUsers(students);
  if (result.failureCount > 0) {
    throw new Error(`Could not delete ${result.failureCount} student Auth users: ${result.errors[0]?.error.message ?? "unknown error"}`);
  }
}

/** One round: the given students' Auth users, then their documents, claims and summary entries together. Returns student documents removed. */
async function removeStudents(teacherId: string, uids: string[]): Promise<number> {
  // A student document that names another teacher is not this class's to delete
  // (its summary entry here is stale and goes anyway).
  const before = await db().getAll(...uids.map(studentRef));
  const ours = uids.filter((_, index) => {
    const doc = before[index];
    return !doc?.exists || doc.get("teacherId") === teacherId;
  });
  await deleteStudentAuthUsers(ours);

  return db().runTransaction(async (tx) => {
    const students = await tx.getAll(...uids.map(studentRef));
    const credentials = await tx.getAll(...uids.map(credentialsRef));
    const [classDoc, teacherDoc] = await tx.getAll(classRef(teacherId), teacherRef(teacherId));

    const entries = (classDoc?.get("students") as Record<string, { userName?: unknown }> | undefined) ?? {};
    const claimsToCheck: Array<{ uid: string; ref: DocumentReference }> = [];
    const deletions: DocumentReference[] = [];
    let studentDocsRemoved = 0;
    uids.forEach((uid, index) => {
      const student = students[index];
      const credential = credentials[index];
      const studentIsOurs = student?.exists === true && student.get("teacherId") === teacherId;
      const credentialIsOurs = credential?.exists === true && credential.get("teacherId") === teacherId;
      if (studentIsOurs) {
        deletions.push(student.ref);
        studentDocsRemoved += 1;
      }
      if (credentialIsOurs) deletions.push(credential.ref);
      // The summary entry names the student too, for when an earlier run already removed the documents.
      const userName: unknown =
        (studentIsOurs ? student.get("userName") : undefined) ?? (credentialIsOurs ? credential.get("userName") : undefined) ?? (student?.exists ? undefined : entries[uid]?.userName);
      if (typeof userName === "string" && userName.trim() && !userName.includes("/")) claimsToCheck.push({ uid, ref: usernameRef(userName) });
    });
    const claims = claimsToCheck.length > 0 ? await tx.getAll(...claimsToCheck.map((claim) => claim.ref)) : [];
    claims.forEach((claim, index) => {
      // Only the student's own claim: the name may since belong to someone else.
      if (claim.exists && claim.get("uid") === claimsToCheck[index]?.uid) deletions.push(claim.ref);
    });

    for (const ref of deletions) tx.delete(ref);
    if (classDoc?.exists) {
      const present = uids.filter((uid) => Object.hasOwn(entries, uid));
      const [first, ...rest] = present;
      if (first !== undefined) {
        tx.update(classDoc.ref, new FieldPath("students", first), FieldValue.delete(), ...rest.flatMap((uid) => [new FieldPath("students", uid), FieldValue.delete()]));
      }
    }
    if (teacherDoc?.exists && studentDocsRemoved > 0) {
      const count = (teacherDoc.get("studentCount") as number | undefined) ?? 0;
      tx.update(teacherDoc.ref, { studentCount: Math.max(0, count - studentDocsRemoved) });
    }
    return studentDocsRemoved;
  });
}

/**
 * Removes every student of `teacherId`: Auth users, student documents,
 * credentials, username claims and class summary entries. Returns how many
 * student documents went. Running it again after a failure finishes the job.
 */
export async function removeClassStudents(teacherId: string): Promise<number> {
  let removed = 0;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const uids = await remainingStudentIds(teacherId);
    if (uids.length === 0) return removed;
    removed += await removeStudents(teacherId, uids);
  }
  throw new Error(`Class ${teacherId} still has students after ${MAX_ROUNDS} rounds of deleting`);
}

/** Whether anything of a teacher is left: profile, class, students, username claim or a teacher Auth user. */
async function teacherLeftovers(teacherId: string) {
  const [teacherDoc, classDoc, authUser, claims] = await Promise.all([
    teacherRef(teacherId).get(),
    classRef(teacherId).get(),
    authUserOf(teacherId),
    db().collection(COLLECTIONS.usernames).where("uid", "==", teacherId).get(),
  ]);
  return {
    teacherDoc,
    classDoc,
    // Never an Auth user of another role: DELETE /admin/teacher/{a student's id} must not remove that student.
    teacherAuth: authUser?.customClaims?.role === "teacher" ? authUser : undefined,
    claims: claims.docs.filter((claim) => claim.get("role") === "teacher"),
  };
}

/**
 * Removes a teacher and their class. Returns undefined when nothing of the
 * teacher exists (the caller answers 404), else how many students went.
 */
export async function removeTeacher(teacherId: string): Promise<{ studentsRemoved: number } | undefined> {
  const found = await teacherLeftovers(teacherId);
  if (!found.teacherDoc.exists && !found.classDoc.exists && !found.teacherAuth && found.claims.length === 0) {
    const students = await remainingStudentIds(teacherId);
    if (students.length === 0) return undefined;
  }

  // Marked first, so the admin list shows an interrupted delete for what it is.
  if (found.teacherDoc.exists && found.teacherDoc.get("deleting") !== true) await found.teacherDoc.ref.update({ deleting: true });
  // A disabled user's ID tokens fail the API's check, so the teacher cannot add students while the class goes.
  if (found.teacherAuth && !found.teacherAuth.disabled) await auth().updateUser(teacherId, { disabled: true });

  let studentsRemoved = 0;
  let finished = false;
  for (let round = 0; round < MAX_ROUNDS && !finished; round++) {
    studentsRemoved += await removeClassStudents(teacherId);
    // The class, the username claim and the profile go together, and only once
    // the class summary is empty: a student added in between (createStudentAccount
    // writes the summary in its transaction) sends us round again, and after this
    // commit no student can be added, as the teacher document is gone.
    finished = await db().runTransaction(async (tx) => {
      const classDoc = await tx.get(classRef(teacherId));
      if (Object.keys((classDoc.get("students") as Record<string, unknown> | undefined) ?? {}).length > 0) return false;
      const claims = await tx.get(db().collection(COLLECTIONS.usernames).where("uid", "==", teacherId));
      tx.delete(classRef(teacherId));
      for (const claim of claims.docs) if (claim.get("role") === "teacher") tx.delete(claim.ref);
      tx.delete(teacherRef(teacherId));
      return true;
    });
  }
  if (!finished) throw new Error(`Teacher ${teacherId}'s class kept gaining students while it was being deleted`);

  if (found.teacherAuth) {
    await auth()
      .deleteUser(teacherId)
      .catch((error: { code?: string }) => {
        if (error.code !== "auth/user-not-found") throw error;
      });
  }
  return { studentsRemoved };
}
