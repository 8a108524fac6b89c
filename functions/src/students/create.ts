// The one path that makes students, one or many (a teacher's "Add student", the CSV
// upload, the seed). Each account is the Auth user with the role claim, the game
// document (and its progress document), the credentials copy, the username claim and the
// teacher's studentCount, made in two phases so 1500 students take seconds, not minutes:
//  1. the Auth users, a few at a time (they are independent);
//  2. the Firestore side in transactions of up to CHUNK_SIZE students each, so the
//     teacher document is written once per chunk instead of once per student
//     (one-at-a-time transactions all lock that document and queue).
// A chunk is all or nothing; its Auth users are removed again if it fails.
// Each student claims their name in the class (nameClaims.ts) in the chunk's transaction:
// an upload skips a name another upload claimed first ("Already in your class") and
// removes the Auth user it had made for it, so two uploads of one file add each student once.
import { randomInt } from "node:crypto";
import type { Transaction } from "firebase-admin/firestore";
import { firstClassIdOf, MAX_CLASS_SIZE, USERNAME_TAKEN, type NewStudentAccount, type StoredStudent, type StudentNames, usernameKey } from "@rink/common";
import { newStudent } from "@rink/game";
import { auth, db } from "../lib/admin";
import { HttpError } from "../lib/httpError";
import { COLLECTIONS } from "../firestore/collections";
import { readablePassword, usernameBase, usernameCandidate } from "../accounts/generate";
import { syntheticEmail } from "../accounts/roles";
import { changeStudentCount, teacherRef } from "../accounts/teachers";
import { claimFreeUsername, usernameRef } from "../accounts/usernames";
import { createStudentRecords, studentRef } from "../accounts/studentRecords";
import { claimFreeName, nameClaimRef } from "./nameClaims";
import { mapPooled } from "./pool";

/** Auth users made at once. */
const AUTH_CONCURRENCY = 10;
/** Students per Firestore transaction: 3 documents each (about 20 KB), well inside a transaction's limits. */
const CHUNK_SIZE = 100;
/** Rounds of username candidates before giving up (more digits on later rounds). */
const USERNAME_ROUNDS = 15;

/** A student to make. `preset` (seed only) fixes the id, username and password, for the demo accounts. */
interface StudentToCreate extends StudentNames {
  preset?: { uid: string; userName: string; password: string };
  /**
   * The id to give the student (an upload job's row: the same on every run of that job), so a
   * run that takes over from a worker that died reuses the Auth user it left instead of making another.
   */
  uid?: string;
}
interface AuthAccount extends StudentToCreate {
  index: number;
  uid: string;
  password: string;
  /** Set in the chunk's transaction: this student takes the name's claim (nobody holds it). */
  claimsName?: boolean;
}

/**
 * The class cannot take students: its teacher is gone, or their delete has begun (a student made
 * now would only be removed again by it). Said as before ("Teacher not found"); a class-list upload
 * stops on it (jobs/uploadJob.ts).
 */
export class ClassGoneError extends HttpError {
  constructor() {
    super(404, "Teacher not found");
  }
}

/** The answer for a student whose name the class already has (a CSV row; a teacher's own Add may repeat a name). */
export const ALREADY_IN_CLASS = "Already in your class";

interface CreateOptions {
  /** Skip (with ALREADY_IN_CLASS) a student whose name the class has claimed: the CSV upload's rule. */
  onlyNewNames?: boolean;
}

/** One answer per student, in order: the new account, or why it could not be made. */
export async function createStudentAccounts(
  teacherId: string,
  students: readonly StudentToCreate[],
  options: CreateOptions = {},
): Promise<PromiseSettledResult<NewStudentAccount>[]> {
  const results: PromiseSettledResult<NewStudentAccount>[] = new Array(students.length);
  const authUsers = await mapPooled(students, AUTH_CONCURRENCY, (student, index) => createAuthUser(student, index));
  const ready: AuthAccount[] = [];
  authUsers.forEach((result, index) => {
    if (result.status === "fulfilled") ready.push(result.value);
    else results[index] = result;
  });
  for (let start = 0; start < ready.length; start += CHUNK_SIZE) {
    const chunk = ready.slice(start, start + CHUNK_SIZE);
    try {
      const userNames = await db().runTransaction((tx) => writeChunk(tx, teacherId, chunk, options));
      const skipped = chunk.filter((_, i) => userNames[i] === undefined);
      // Never signed in, so no session to end; a chunk is at most 100, deleteUsers' limit is 1000.
      // Its failure must not reach the catch below, which would remove the students just committed.
      await deleteUnusedAuthUsers(skipped.map((account) => account.uid)).catch((error: unknown) =>
        console.error("Could not remove the Auth users of names another upload made", error),
      );
      chunk.forEach((account, i) => {
        const userName = userNames[i];
        results[account.index] =
          userName === undefined
            ? { status: "rejected", reason: new HttpError(409, ALREADY_IN_CLASS) }
            : { status: "fulfilled", value: { _id: account.uid, firstName: account.firstName, lastName: account.lastName, userName, password: account.password } };
      });
    } catch (reason) {
      await deleteUnusedAuthUsers(chunk.map((account) => account.uid)).catch(() => undefined);
      for (const account of chunk) results[account.index] = { status: "rejected", reason };
    }
  }
  return results;
}

const isUidTaken = (error: unknown) => typeof error === "object" && error !== null && "code" in error && error.code === "auth/uid-already-exists";

/**
 * Deletes the Auth users made for students that were not made, but never one whose student
 * exists: with a given id (an upload job's rerun) the user may be an earlier run's, now in use.
 */
export async function deleteUnusedAuthUsers(uids: string[]): Promise<void> {
  if (uids.length === 0) return;
  const students = await db().getAll(...uids.map((uid) => studentRef(uid)));
  const unused = uids.filter((_, i) => students[i]?.exists !== true);
  if (unused.length === 0) return;
  const result = await auth().deleteUsers(unused);
  if (result.failureCount > 0) throw new Error(`Could not delete ${result.failureCount} unused Auth users: ${result.errors[0]?.error.message ?? "unknown error"}`);
}

/** Makes one student; throws what stopped it. */
export async function createStudentAccount(teacherId: string, student: StudentToCreate): Promise<NewStudentAccount> {
  const [result] = await createStudentAccounts(teacherId, [student]);
  if (result?.status === "fulfilled") return result.value;
  throw result?.reason ?? new Error("The student was not created.");
}

async function createAuthUser(student: StudentToCreate, index: number): Promise<AuthAccount> {
  const uid = student.preset?.uid ?? student.uid ?? db().collection(COLLECTIONS.students).doc().id;
  const password = student.preset?.password ?? readablePassword();
  const user = { email: syntheticEmail(uid, "student"), password, displayName: `${student.firstName} ${student.lastName}` };
  try {
    await auth().createUser({ uid, ...user });
  } catch (error) {
    // A given id's Auth user may be left by an earlier run: kept as it is when its student was made
    // (the claim then skips the row), else given this run's password.
    if (!student.uid || !isUidTaken(error)) throw error;
    if (!(await studentRef(uid).get()).exists) await auth().updateUser(uid, user);
  }
  try {
    await auth().setCustomUserClaims(uid, { role: "student" });
  } catch (error) {
    await auth().deleteUser(uid).catch(() => undefined);
    throw error;
  }
  return { ...student, index, uid, password };
}

/**
 * The Firestore side of one chunk; answers the usernames chosen, in chunk order
 * (undefined for a student skipped because the class has their name already).
 */
async function writeChunk(tx: Transaction, teacherId: string, all: AuthAccount[], options: CreateOptions): Promise<(string | undefined)[]> {
  const teacher = await tx.get(teacherRef(teacherId));
  if (!teacher.exists || teacher.data()?.deleting === true) throw new ClassGoneError();
  // A transaction does every read before its first write; the same name twice in one chunk claims once.
  const claims = await tx.getAll(...all.map((account) => nameClaimRef(teacherId, account.firstName, account.lastName)));
  const claimed = new Set<string>();
  const fresh = new Set<AuthAccount>();
  all.forEach((account, i) => {
    const path = claims[i]?.ref.path ?? "";
    const taken = claims[i]?.exists === true || claimed.has(path);
    if (!taken) claimed.add(path);
    if (!taken || !options.onlyNewNames) fresh.add(account);
    account.claimsName = !taken;
  });
  const chunk = all.filter((account) => fresh.has(account));
  if ((teacher.data()?.studentCount ?? 0) + chunk.length > MAX_CLASS_SIZE) {
    throw new HttpError(409, `A class can have at most ${MAX_CLASS_SIZE} students.`);
  }
  if (chunk.length === 0) return all.map(() => undefined);
  const userNames = await freeUsernames(tx, chunk);
  const classLanguage = teacher.data()?.classLanguage;
  chunk.forEach((account, i) => {
    const userName = userNames[i] ?? "";
    if (account.claimsName) claimFreeName(tx, teacherId, account.firstName, account.lastName, account.uid);
    const student: StoredStudent = {
      ...newStudent({
        firstName: account.firstName,
        lastName: account.lastName,
        userName,
        teacherId,
        seed: randomInt(2 ** 31),
        moneyCheck: teacher.data()?.moneyCheck ?? true,
      }),
      _id: account.uid,
      // The teacher's one class until a teacher can have several (docs/decisions.md#d98).
      classId: firstClassIdOf(teacherId),
      // The class's default language, copied onto the student (students/classLanguageSetting.ts).
      ...(classLanguage ? { classLanguage } : {}),
    };
    createStudentRecords(tx, student, { userName, password: account.password, teacherId });
    claimFreeUsername(tx, userName, { uid: account.uid, role: "student" });
  });
  if (chunk.length > 0) changeStudentCount(tx, teacher, chunk.length);
  const chosen = new Map(chunk.map((account, i) => [account, userNames[i] ?? ""]));
  return all.map((account) => chosen.get(account));
}

/**
 * A free username for each account, all read before any write (a transaction's rule):
 * candidates are checked together, and only the taken ones try again with new digits.
 * Names chosen inside the chunk are kept apart too. A preset name is tried once, as is.
 */
async function freeUsernames(tx: Transaction, chunk: AuthAccount[]): Promise<string[]> {
  const chosen: string[] = new Array(chunk.length);
  const tried = new Set<string>();
  let pending = chunk.map((_, i) => i);
  for (let round = 0; round < USERNAME_ROUNDS && pending.length > 0; round++) {
    const candidates = pending.map((i) => {
      const account = chunk[i];
      if (account?.preset) return account.preset.userName;
      const base = usernameBase(account?.firstName ?? "", account?.lastName ?? "");
      let candidate = usernameCandidate(base, round);
      for (let retry = 0; retry < 20 && tried.has(usernameKey(candidate)); retry++) candidate = usernameCandidate(base, round + retry);
      tried.add(usernameKey(candidate));
      return candidate;
    });
    const snapshots = await tx.getAll(...candidates.map((candidate) => usernameRef(candidate)));
    const stillPending: number[] = [];
    pending.forEach((i, k) => {
      const candidate = candidates[k];
      if (snapshots[k]?.exists === false && candidate !== undefined) chosen[i] = candidate;
      else if (chunk[i]?.preset) throw new HttpError(409, USERNAME_TAKEN);
      else stillPending.push(i);
    });
    pending = stillPending;
  }
  if (pending.length > 0) throw new HttpError(409, "Could not find a free username for this student. Please try again.");
  return chosen;
}
