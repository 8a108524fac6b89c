import type { Transaction } from "firebase-admin/firestore";
import { db } from "../lib/admin";
import { COLLECTIONS } from "./collections";
import { usernameKey, type Role } from "./roles";

export interface UsernameClaim {
  uid: string;
  role: Role;
}

export function usernameRef(userName: string) {
  return db().collection(COLLECTIONS.usernames).doc(usernameKey(userName));
}

/** Who holds `userName`, if anyone. */
export async function findUsername(userName: string): Promise<UsernameClaim | undefined> {
  if (!usernameKey(userName) || usernameKey(userName).includes("/")) return undefined;
  const snapshot = await usernameRef(userName).get();
  return snapshot.exists ? (snapshot.data() as UsernameClaim) : undefined;
}

/**
 * Claims `userName` for `uid` inside a transaction; false when it is taken.
 * The document id is the lower-cased name, so the claim is unique by construction.
 */
export async function claimUsername(tx: Transaction, userName: string, claim: UsernameClaim): Promise<boolean> {
  const ref = usernameRef(userName);
  const existing = await tx.get(ref);
  if (existing.exists) return false;
  tx.create(ref, claim);
  return true;
}
