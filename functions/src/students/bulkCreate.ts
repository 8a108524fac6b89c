// Many students at once, for the CSV upload. Each account is the same as
// createStudentAccount makes (Auth user with the role claim, game document,
// credentials, username claim, class summary entry, studentCount), but made in two
// phases so 1500 students take seconds, not minutes:
//  1. the Auth users, a few at a time (they are independent);
//  2. the Firestore side in transactions of up to CHUNK_SIZE students each, so the
//     teacher and class documents are written once per chunk instead of once per
//     student (one-at-a-time transactions all lock those two documents and queue).
// A chunk is all or nothing; its Auth users are removed again if it fails.
import { randomInt } from "node:crypto";
import { FieldValue, type Transaction } from "firebase-admin/firestore";
import { newStudent } from "@rink/game";
import { auth, db } from "../lib/admin";
import { HttpError } from "../http/errors";
import { COLLECTIONS } from "../accounts/collections";
import type { StudentCredentials } from "../accounts/credentials";
import { readablePassword, usernameBase, usernameCandidate } from "../accounts/generate";
import { syntheticEmail, usernameKey } from "../accounts/roles";
import { classRef, credentialsRef, MAX_CLASS_SIZE, studentRef, teacherRef, type NewStudentAccount, type StoredStudent } from "../accounts/students";
import { usernameRef, type UsernameClaim } from "../accounts/usernames";
import { summaryOf, type ClassStudentSummary } from "../classes/summary";
import { mapPooled } from "./pool";

/** Auth users made at once. */
const AUTH_CONCURRENCY = 10;
/** Students per Firestore transaction: 3 documents each (about 20 KB), well inside a transaction's limits. */
const CHUNK_SIZE = 100;
/** Rounds of username candidates before giving up (more digits on later rounds, as for one student). */
const USERNAME_ROUNDS = 15;

interface Names {
  firstName: string;
  lastName: string;
}
interface AuthAccount extends Names {
  index: number;
  uid: string;
  password: string;
}

/** One answer per name, in order: the new account, or why it could not be made. */
export async function createStudentAccounts(teacherId: string, names: readonly Names[]): Promise<PromiseSettledResult<NewStudentAccount>[]> {
  const results: PromiseSettledResult<NewStudentAccount>[] = new Array(names.length);
  const authUsers = await mapPooled(names, AUTH_CONCURRENCY, (student, index) => createAuthUser(student, index));
  const ready: AuthAccount[] = [];
  authUsers.forEach((result, index) => {
    if (result.status === "fulfilled") ready.push(result.value);
    else results[index] = result;
  });
  for (let start = 0; start < ready.length; start += CHUNK_SIZE) {
    const chunk = ready.slice(start, start + CHUNK_SIZE);
    try {
      const userNames = await db().runTransaction((tx) => writeChunk(tx, teacherId, chunk));
      chunk.forEach((account, i) => {
        const userName = userNames[i] as string;
        results[account.index] = {
          status: "fulfilled",
          value: { _id: account.uid, firstName: account.firstName, lastName: account.lastName, userName, password: account.password },
        };
      });
    } catch (reason) {
      await mapPooled(chunk, AUTH_CONCURRENCY, (account) => auth().deleteUser(account.uid).catch(() => undefined));
      for (const account of chunk) results[account.index] = { status: "rejected", reason };
    }
  }
  return results;
}

async function createAuthUser(names: Names, index: number): Promise<AuthAccount> {
  const uid = db().collection(COLLECTIONS.students).doc().id;
  const password = readablePassword();
  await auth().createUser({ uid, email: syntheticEmail(uid, "student"), password, displayName: `${names.firstName} ${names.lastName}` });
  try {
    await auth().setCustomUserClaims(uid, { role: "student" });
  } catch (error) {
    await auth().deleteUser(uid).catch(() => undefined);
    throw error;
  }
  return { ...names, index, uid, password };
}

/** The Firestore side of one chunk; answers the usernames chosen, in chunk order. */
async function writeChunk(tx: Transaction, teacherId: string, chunk: AuthAccount[]): Promise<string[]> {
  const teacher = await tx.get(teacherRef(teacherId));
  if (!teacher.exists) throw new HttpError(404, "Teacher not found");
  if (((teacher.get("studentCount") as number | undefined) ?? 0) + chunk.length > MAX_CLASS_SIZE) {
    throw new HttpError(409, `A class can have at most ${MAX_CLASS_SIZE} students.`);
  }
  const userNames = await freeUsernames(tx, chunk);
  const summaries: Record<string, ClassStudentSummary> = {};
  chunk.forEach((account, i) => {
    const userName = userNames[i] as string;
    const student: StoredStudent = {
      ...newStudent({ firstName: account.firstName, lastName: account.lastName, userName, teacherId, seed: randomInt(2 ** 31) }),
      _id: account.uid,
    };
    const credentials: StudentCredentials = { userName, password: account.password, teacherId };
    const claim: UsernameClaim = { uid: account.uid, role: "student" };
    tx.create(studentRef(account.uid), student);
    tx.create(credentialsRef(account.uid), credentials);
    tx.create(usernameRef(userName), claim);
    summaries[account.uid] = summaryOf(student);
  });
  tx.set(classRef(teacherId), { teacherId, students: summaries }, { merge: true });
  tx.update(teacherRef(teacherId), { studentCount: FieldValue.increment(chunk.length) });
  return userNames;
}

/**
 * A free username for each account, all read before any write (a transaction's rule):
 * candidates are checked together, and only the taken ones try again with new digits.
 * Names chosen inside the chunk are kept apart too.
 */
async function freeUsernames(tx: Transaction, chunk: AuthAccount[]): Promise<string[]> {
  const chosen: string[] = new Array(chunk.length);
  const tried = new Set<string>();
  let pending = chunk.map((_, i) => i);
  for (let round = 0; round < USERNAME_ROUNDS && pending.length > 0; round++) {
    const candidates = pending.map((i) => {
      const account = chunk[i] as AuthAccount;
      const base = usernameBase(account.firstName, account.lastName);
      let candidate = usernameCandidate(base, round);
      for (let retry = 0; retry < 20 && tried.has(usernameKey(candidate)); retry++) candidate = usernameCandidate(base, round + retry);
      tried.add(usernameKey(candidate));
      return candidate;
    });
    const snapshots = await tx.getAll(...candidates.map((candidate) => usernameRef(candidate)));
    const stillPending: number[] = [];
    pending.forEach((i, k) => {
      if (snapshots[k]?.exists === false) chosen[i] = candidates[k] as string;
      else stillPending.push(i);
    });
    pending = stillPending;
  }
  if (pending.length > 0) throw new HttpError(409, "Could not find a free username for this student. Please try again.");
  return chosen;
}
