// The one writer and reader of the programme's totals (docs/decisions.md#d82): the counters
// programmeTotals/{n} move in the same transaction or batch as the change they count (a teacher
// made or deleted, a class's size, a student's time), by increment, so no write reads them.
import { FieldValue, type DocumentReference, type Transaction, type WriteBatch } from "firebase-admin/firestore";
import { programmeShardIds, programmeShardOf, storedProgrammeShardSchema, type ProgrammeChange, type StoredProgrammeShard } from "@rink/common";
import { db } from "../lib/admin";
import { COLLECTIONS } from "../firestore/collections";
import { zodConverter } from "../firestore/converter";

const shards = () => db().collection(COLLECTIONS.programmeTotals).withConverter(zodConverter(storedProgrammeShardSchema));

/** A batch or a transaction: both move a shard the same way. */
type Writer = Pick<WriteBatch | Transaction, "set">;

/**
 * Moves the totals by `change`, in the shard `key` (a teacher's or a student's id) falls to. A
 * merge of increments: the shard is made by its first write, and two writers at once both count.
 */
export function moveProgrammeTotals(writer: Writer, key: string, change: ProgrammeChange): void {
  const fields = Object.entries(change).filter(([, amount]) => amount !== undefined && amount !== 0);
  if (fields.length === 0) return;
  const ref = shards().doc(programmeShardOf(key)) as DocumentReference<StoredProgrammeShard>;
  const increments = Object.fromEntries(fields.map(([field, amount]) => [field, FieldValue.increment(amount ?? 0)]));
  (writer as Transaction).set(ref, increments as Partial<StoredProgrammeShard>, { merge: true });
}

/** The programme's totals: every shard read at once and summed (a shard never written counts 0). */
export async function programmeTotals(): Promise<StoredProgrammeShard> {
  const found = await db().getAll(...programmeShardIds().map((id) => shards().doc(id)));
  const sum: StoredProgrammeShard = { teachers: 0, students: 0, timeSpentMs: 0 };
  for (const shard of found) {
    const stored = shard.data();
    if (!stored) continue;
    sum.teachers += stored.teachers;
    sum.students += stored.students;
    sum.timeSpentMs += stored.timeSpentMs;
  }
  return sum;
}
