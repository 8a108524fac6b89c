// The one writer of classes/{classId} (docs/decisions.md#d98). A teacher's first class is made
// with the teacher, in the same transaction, and goes with them.
import type { Transaction } from "firebase-admin/firestore";
import { firstClassIdOf, firstClassOf, storedClassSchema } from "@rink/common";
import { db } from "../lib/admin";
import { COLLECTIONS } from "../firestore/collections";
import { zodConverter } from "../firestore/converter";

const classDocs = () => db().collection(COLLECTIONS.classes).withConverter(zodConverter(storedClassSchema));
const classRef = (classId: string) => classDocs().doc(classId);

/** A new teacher's class, made in the transaction that makes the teacher. */
export function createFirstClass(tx: Transaction, teacherId: string): void {
  tx.create(classRef(firstClassIdOf(teacherId)), firstClassOf(teacherId, Date.now()));
}

/** The teacher's first class goes with the teacher (a delete of a missing document is no error). */
export function deleteClassDoc(tx: Transaction, classId: string): void {
  tx.delete(classRef(classId));
}

