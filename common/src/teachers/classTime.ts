// A class's time played, kept as counters beside the teacher (docs/architecture.md#the-data):
// classTime/{teacherId}_{0..TIME_SHARDS-1}, each the sum of timeSpent (ms) of the
// students whose id falls to it. A collection of their own, not one under each teacher, so the
// programme's sum is a query over one collection (docs/decisions.md#d77). The class's time is their sum. Split, because a whole class
// reports its time at the bell, in the same few seconds; on one document that is 30 writes in
// 10 s, where Firestore sustains about one a second (docs/decisions.md#d58).
import { z } from "zod";
import type { Student } from "@rink/game";

export const TIME_SHARDS = 10;

export const storedTimeShardSchema = z.object({ teacherId: z.string(), timeSpentMs: z.number() });
export type StoredTimeShard = z.infer<typeof storedTimeShardSchema>;

/** The shard ids, "0" to "9". */
export const timeShardIds = (): string[] => Array.from({ length: TIME_SHARDS }, (_, shard) => String(shard));

/** The id of a class's shard in classTime/: "{teacherId}_{shard}". */
export const timeShardDocId = (teacherId: string, shard: string): string => `${teacherId}_${shard}`;

/** Which of `shards` counters a key always falls to (FNV-1a of the key): one rule for every sharded counter. */
export function shardIndexOf(key: string, shards: number): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index++) {
    hash ^= key.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % shards;
}

/** The shard a student's time is counted in: always the same one for one student. */
export function timeShardOf(studentId: string): string {
  return String(shardIndexOf(studentId, TIME_SHARDS));
}

/**
 * How far a student's change moves their class's time: the server writes the student's shard
 * in the student's batch only when this is not 0 (functions/src/students/runMoves.ts), and
 * `npm run load` counts the shards' writes with the same rule.
 */
export function classTimeChange(before: Pick<Student, "timeSpent">, after: Pick<Student, "timeSpent">): number {
  return after.timeSpent - before.timeSpent;
}
