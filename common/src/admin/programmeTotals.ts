// The programme's totals as counters (docs/decisions.md#d82): programmeTotals/{0..PROGRAMME_SHARDS-1},
// each holding part of the number of teachers, of students and of the time played. The admin's
// totals are their sum: one batched read of a fixed number of documents, however large the
// programme grows. Split, because a whole school reports its time at the bell, in the same few
// seconds, and Firestore sustains about one write a second on one document.
import { z } from "zod";
import { shardIndexOf } from "../teachers/classTime";

const PROGRAMME_SHARDS = 50;

export const storedProgrammeShardSchema = z.object({
  teachers: z.number().default(0),
  students: z.number().default(0),
  timeSpentMs: z.number().default(0),
});
export type StoredProgrammeShard = z.infer<typeof storedProgrammeShardSchema>;

/** How far one write moves the programme's totals. */
export type ProgrammeChange = Partial<StoredProgrammeShard>;

/** The shard ids, "0" to "49". */
export const programmeShardIds = (): string[] => Array.from({ length: PROGRAMME_SHARDS }, (_, shard) => String(shard));

/**
 * The shard a change is counted in, by the id of what changed (a teacher for their account and
 * class size, a student for their time): always the same shard for one id, spread over all.
 */
export const programmeShardOf = (id: string): string => String(shardIndexOf(id, PROGRAMME_SHARDS));
