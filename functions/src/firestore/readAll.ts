import type { DocumentData, DocumentReference, DocumentSnapshot } from "firebase-admin/firestore";
import { db } from "../lib/admin";

/**
 * Reads many documents in one call, keeping their converter's type (Firestore's own
 * getAll outside a transaction forgets it). A read-only transaction takes no locks.
 */
export function readAll<T extends DocumentData>(refs: Array<DocumentReference<T>>): Promise<Array<DocumentSnapshot<T>>> {
  if (refs.length === 0) return Promise.resolve([]);
  return db().runTransaction((tx) => tx.getAll(...refs), { readOnly: true });
}
