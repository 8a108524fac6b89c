// The one writer of studentNames/{id}: a class's claim on a student's name, so the same
// student (common's studentKey: "Ivy Stone" and " ivy  stone " are one) is made at most
// once per class even when two uploads of one file run at once. Like usernames/{key},
// the claim is created in the transaction that creates the student, and goes in the
// transaction that removes them; a second transaction that finds it taken skips the row.
// The id is a hash of teacher and key: a key may hold any character, an id may not.
import { createHash } from "node:crypto";
import { z } from "zod";
import { studentKey } from "@rink/common";
import type { DocumentSnapshot, Transaction } from "firebase-admin/firestore";
import { db } from "../lib/admin";
import { COLLECTIONS } from "../firestore/collections";
import { zodConverter } from "../firestore/converter";

const nameClaimSchema = z.object({ teacherId: z.string(), uid: z.string() });
type NameClaim = z.infer<typeof nameClaimSchema>;

const nameClaims = () => db().collection(COLLECTIONS.studentNames).withConverter(zodConverter(nameClaimSchema));

/** The claim of `firstName lastName` in `teacherId`'s class. */
export function nameClaimRef(teacherId: string, firstName: string, lastName: string) {
  const id = createHash("sha256").update(`${teacherId}\u0000${studentKey(firstName, lastName)}`).digest("hex");
  return nameClaims().doc(id);
}

/** Claims a name already read in this transaction and found free. */
export function claimFreeName(tx: Transaction, teacherId: string, firstName: string, lastName: string, uid: string): void {
  tx.create(nameClaimRef(teacherId, firstName, lastName), { teacherId, uid });
}

/** Releases a claim read in this transaction, but only if `uid` still holds it. */
export function releaseName(tx: Transaction, claim: DocumentSnapshot<NameClaim>, uid: string): void {
  if (claim.exists && claim.data()?.uid === uid) tx.delete(claim.ref);
}

/** Claims left in a class whose students are all gone (none should be; a teacher's delete sweeps them). */
export function nameClaimsOfClass(teacherId: string, limit: number) {
  return nameClaims().where("teacherId", "==", teacherId).limit(limit);
}
