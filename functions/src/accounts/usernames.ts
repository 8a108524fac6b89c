// The one writer of usernames/{usernameKey}: uniqueness claims, made in the same
// transaction as the account they name. The key (text/names.ts in common) folds
// lookalikes: "ｍｓｒｉｖｅｒａ", "ms\u200Brivera" and "MsRivera" are one claim.
import { z } from "zod";
import { RESERVED_DOCUMENT_ID, ROLES, usernameKey } from "@rink/common";
import type { DocumentSnapshot, Transaction } from "firebase-admin/firestore";
import { db } from "../lib/admin";
import { COLLECTIONS } from "../firestore/collections";
import { zodConverter } from "../firestore/converter";

const usernameClaimSchema = z.object({ uid: z.string(), role: z.enum(ROLES) });
type UsernameClaim = z.infer<typeof usernameClaimSchema>;

const usernames = () => db().collection(COLLECTIONS.usernames).withConverter(zodConverter(usernameClaimSchema));

export function usernameRef(userName: string) {
  return usernames().doc(usernameKey(userName));
}

/** Who holds `userName`, if anyone. */
export async function findUsername(userName: string): Promise<UsernameClaim | undefined> {
  const key = usernameKey(userName);
  // No username can be one of these (registration's rule), and Firestore refuses them as ids.
  if (!key || key.includes("/") || RESERVED_DOCUMENT_ID.test(key)) return undefined;
  const snapshot = await usernameRef(userName).get();
  return snapshot.data();
}

/**
 * Claims `userName` for `uid` inside a transaction; false when it is taken.
 * The document id is the name's key, so the claim is unique by construction.
 */
export async function claimUsername(tx: Transaction, userName: string, claim: UsernameClaim): Promise<boolean> {
  const ref = usernameRef(userName);
  const existing = await tx.get(ref);
  if (existing.exists) return false;
  tx.create(ref, claim);
  return true;
}

/** Claims a name already read (with the other candidates) and found free. */
export function claimFreeUsername(tx: Transaction, userName: string, claim: UsernameClaim): void {
  tx.create(usernameRef(userName), claim);
}

/** Releases a claim read in this transaction, but only if `uid` still holds it: the name may since belong to someone else. */
export function releaseUsername(tx: Transaction, claim: DocumentSnapshot<UsernameClaim>, uid: string): void {
  if (claim.exists && claim.data()?.uid === uid) tx.delete(claim.ref);
}

/** Every claim `uid` holds with `role` (a teacher's own username, when the teacher goes). */
export function claimsOf(uid: string) {
  return usernames().where("uid", "==", uid);
}
