// The one writer and reader of a class's time played: the counters beside the teacher,
// classTime/{teacherId}_{n} (@rink/common classTime.ts says why there are ten). They
// are made with the teacher, moved in the same batch or transaction as the student whose time
// changed, and deleted with the teacher.
import { FieldValue, type Transaction, type UpdateData, type WriteBatch } from "firebase-admin/firestore";
import { storedTimeShardSchema, timeShardDocId, timeShardIds, timeShardOf, type StoredTimeShard } from "@rink/common";
import { db } from "../lib/admin";
import { COLLECTIONS } from "../firestore/collections";
import { zodConverter } from "../firestore/converter";
import { moveProgrammeTotals } from "./programmeTotals";

const shards = () => db().collection(COLLECTIONS.classTime).withConverter(zodConverter(storedTimeShardSchema));
const shardRef = (teacherId: string, shard: string) => shards().doc(timeShardDocId(teacherId, shard));
const shardRefs = (teacherId: string) => timeShardIds().map((shard) => shardRef(teacherId, shard));

/** A new class has played nothing: every shard at 0, made in the teacher's own transaction. */
export function createClassTime(tx: Transaction, teacherId: string): void {
  for (const ref of shardRefs(teacherId)) tx.create(ref, { teacherId, timeSpentMs: 0 });
}

/**
 * A student's time played moved by `deltaMs`: their shard moves with it, in the batch or
 * transaction that writes the student. An increment, not a read: it takes no lock, and
 * two students' reports at once both count. An update, so a class deleted meanwhile fails it
 * (NOT_FOUND) rather than leave a shard behind.
 */
export function addClassTime(writer: ShardWriter, teacherId: string, studentId: string, deltaMs: number): void {
  moveShard(writer, teacherId, timeShardOf(studentId), deltaMs);
  moveProgrammeTotals(writer, studentId, { timeSpentMs: deltaMs });
}

/** Students removed take their time off: one write per shard touched, however many students. */
export function takeClassTime(tx: Transaction, teacherId: string, removed: ReadonlyArray<{ studentId: string; timeSpentMs: number }>): void {
  const byShard = new Map<string, number>();
  for (const { studentId, timeSpentMs } of removed) {
    const shard = timeShardOf(studentId);
    byShard.set(shard, (byShard.get(shard) ?? 0) + timeSpentMs);
    moveProgrammeTotals(tx, studentId, { timeSpentMs: -timeSpentMs });
  }
  for (const [shard, ms] of byShard) moveShard(tx, teacherId, shard, -ms);
}

/** A batch or a transaction: both write a shard the same way. */
type ShardWriter = Transaction | WriteBatch;

function moveShard(writer: ShardWriter, teacherId: string, shard: string, deltaMs: number): void {
  const change: UpdateData<StoredTimeShard> = { timeSpentMs: FieldValue.increment(deltaMs) };
  if (deltaMs !== 0) (writer as Transaction).update(shardRef(teacherId, shard), change);
}

/** The class's counters as they stand, read in the transaction that deletes them (before its writes). */
export async function readClassTime(tx: Transaction, teacherId: string): Promise<number> {
  const found = await tx.getAll(...shardRefs(teacherId));
  return found.reduce((sum, shard) => sum + (shard.data()?.timeSpentMs ?? 0), 0);
}

/**
 * Deleted with the teacher's profile, in the same transaction; whatever time they still held
 * (none, once every student has gone with their time) leaves the programme's totals too.
 */
export function deleteClassTime(tx: Transaction, teacherId: string, remainingMs: number): void {
  for (const ref of shardRefs(teacherId)) tx.delete(ref);
  moveProgrammeTotals(tx, teacherId, { timeSpentMs: -remainingMs });
}

/** One class's time played (ms): its shards read together. */
export async function classTimeMs(teacherId: string): Promise<number> {
  return (await classTimesMs([teacherId])).get(teacherId) ?? 0;
}

/**
 * Several classes' time played (ms) by teacher id: their shards in one batched read (ten a
 * class). Not an aggregation a class: the emulator answers each of those by scanning every
 * document, 130 ms apiece (docs/decisions.md#d77).
 */
export async function classTimesMs(teacherIds: readonly string[]): Promise<Map<string, number>> {
  const times = new Map<string, number>(teacherIds.map((id) => [id, 0]));
  if (teacherIds.length === 0) return times;
  const found = await db().getAll(...teacherIds.flatMap((id) => shardRefs(id)));
  for (const shard of found) {
    const stored = shard.data();
    if (stored) times.set(stored.teacherId, (times.get(stored.teacherId) ?? 0) + stored.timeSpentMs);
  }
  return times;
}
