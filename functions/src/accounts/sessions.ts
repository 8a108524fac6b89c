// sessions/{sid}: one per login, so one device's logout ends that device's session
// alone (docs/decisions.md#d31). The sid rides in the custom
// token's developer claims, so every ID token of that login, refreshed ones too, names it.
import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { z } from "zod";
import { SESSION_LIFETIME_DAYS, isRole, type Role } from "@rink/common";
import { db } from "../lib/admin";
import { COLLECTIONS } from "../firestore/collections";
import { zodConverter } from "../firestore/converter";

const SESSION_LIFETIME_MS = SESSION_LIFETIME_DAYS * 24 * 60 * 60 * 1000;

const timestamp = z.instanceof(Timestamp);
const sessionSchema = z.object({
  uid: z.string(),
  role: z.string().refine(isRole),
  startedAt: timestamp,
  /** null while open; set once, when the session ends (logout, sign out everywhere, a new password). */
  endedAt: timestamp.nullable(),
  /** startedAt + the lifetime: refused after it, and a TTL policy deletes the record then. */
  expiresAt: timestamp,
});
export type StoredSession = z.infer<typeof sessionSchema>;

const sessions = () => db().collection(COLLECTIONS.sessions).withConverter(zodConverter(sessionSchema));
const sessionRef = (sid: string) => sessions().doc(sid);

/** Starts a session for a login of `uid` and answers its id (random, from the Admin SDK's crypto ids). */
export async function startSession(uid: string, role: Role): Promise<string> {
  const ref = sessions().doc();
  const now = Date.now();
  await ref.create({
    uid,
    role,
    startedAt: Timestamp.fromMillis(now),
    endedAt: null,
    expiresAt: Timestamp.fromMillis(now + SESSION_LIFETIME_MS),
  });
  return ref.id;
}

/** Ends one session (this device's logout). The end is stamped with the server's clock. */
export async function endSession(sid: string): Promise<void> {
  await db().collection(COLLECTIONS.sessions).doc(sid).update({ endedAt: FieldValue.serverTimestamp() });
}

const BATCH_LIMIT = 400;

/**
 * Ends every open session of `uids` (no Auth call: for accounts being removed too).
 * Answers the ids it ended.
 */
export async function endOpenSessionsOf(uids: string[]): Promise<string[]> {
  const ended: string[] = [];
  // Firestore's `in` takes at most 30 values.
  for (let start = 0; start < uids.length; start += 30) {
    const open = await db()
      .collection(COLLECTIONS.sessions)
      .where("uid", "in", uids.slice(start, start + 30))
      .where("endedAt", "==", null)
      .get();
    for (let first = 0; first < open.docs.length; first += BATCH_LIMIT) {
      const batch = db().batch();
      for (const doc of open.docs.slice(first, first + BATCH_LIMIT)) {
        batch.update(doc.ref, { endedAt: FieldValue.serverTimestamp() });
        ended.push(doc.id);
      }
      await batch.commit();
    }
  }
  return ended;
}

/** One session as stored; undefined when no session of that id was ever issued (or its record is gone). */
export async function readSession(sid: string): Promise<StoredSession | undefined> {
  return (await sessionRef(sid).get()).data();
}

/**
 * Deletes every session record of `uids` that was issued with `role` (accounts being removed:
 * "deletion leaves nothing"). Call it after endSessionsOfAccounts, so every worker has heard
 * the ends first; a record that is gone is refused anyway (sessionIsOpen reads it as ended).
 */
export async function deleteSessionsOf(uids: string[], role: Role): Promise<void> {
  for (let start = 0; start < uids.length; start += 30) {
    const found = await db()
      .collection(COLLECTIONS.sessions)
      .where("uid", "in", uids.slice(start, start + 30))
      .where("role", "==", role)
      .select()
      .get();
    for (let first = 0; first < found.docs.length; first += BATCH_LIMIT) {
      const batch = db().batch();
      for (const doc of found.docs.slice(first, first + BATCH_LIMIT)) batch.delete(doc.ref);
      await batch.commit();
    }
  }
}
