// Writes per document in one round (docs/decisions.md#d20: Firestore sustains about one write per
// second on one document). Every move the API answers wrote the student's document and
// their studentProgress document once (one batch); it wrote one of the class's time counters
// (classTime/{teacherId}_{n}, the student's own) only when the move changed the time
// played, which is decided here with the server's own rules, `classTimeChange` and
// `timeShardOf` from @rink/common, on the state before and after the move. Logins write nothing.
import { classTimeChange, timeShardDocId, timeShardOf, type StoredStudent } from "@rink/common";

/** The busiest stretch of this length is reported beside the average. */
export const WINDOW_MS = 10_000;

export interface DocumentWrites {
  /** Which document (for the busiest student, their user name). */
  name: string;
  count: number;
  /** Writes a second over the whole round. */
  perSecond: number;
  /** Most writes in any 10 s stretch of the round. */
  busiestWindow: number;
}

/** Most of `times` (sorted, ms) that fall in any stretch of `windowMs`. */
export function busiestWindow(times: readonly number[], windowMs = WINDOW_MS): number {
  let best = 0;
  let start = 0;
  for (let end = 0; end < times.length; end++) {
    while ((times[end] ?? 0) - (times[start] ?? 0) >= windowMs) start++;
    best = Math.max(best, end - start + 1);
  }
  return best;
}

export class WriteCounter {
  private readonly timeShardWrites = new Map<string, number[]>();
  private readonly studentWrites = new Map<string, number[]>();
  private firstSent = Infinity;
  private lastAnswered = -Infinity;

  /** A move sent at `sentAt` and answered at `at` (ms) took `studentName` from `before` to `after`. */
  moved(studentName: string, before: StoredStudent, after: StoredStudent, sentAt: number, at: number): void {
    this.firstSent = Math.min(this.firstSent, sentAt);
    this.lastAnswered = Math.max(this.lastAnswered, at);
    record(this.studentWrites, studentName, at);
    if (after.teacherId && classTimeChange(before, after) !== 0) record(this.timeShardWrites, `classTime/${timeShardDocId(after.teacherId, timeShardOf(after._id))}`, at);
  }

  /** Writes of every time counter together. */
  get timeShardWriteCount(): number {
    let count = 0;
    for (const times of this.timeShardWrites.values()) count += times.length;
    return count;
  }

  /** Seconds from the first move sent to the last answered: the stretch in which anything was written. */
  get seconds(): number {
    return this.lastAnswered > this.firstSent ? (this.lastAnswered - this.firstSent) / 1000 : 0;
  }

  /** The busiest time counter's figures and the busiest student's (most writes in 10 s, then most writes). */
  figures(): { busiestTimeShard: DocumentWrites | undefined; busiestStudent: DocumentWrites | undefined } {
    const seconds = this.seconds;
    const of = (name: string, times: number[]): DocumentWrites => {
      const sorted = [...times].sort((a, b) => a - b);
      return { name, count: sorted.length, perSecond: sorted.length / Math.max(seconds, 0.001), busiestWindow: busiestWindow(sorted) };
    };
    const busiest = (writes: Map<string, number[]>) =>
      [...writes].map(([name, times]) => of(name, times)).sort((a, b) => b.busiestWindow - a.busiestWindow || b.count - a.count)[0];
    return { busiestTimeShard: busiest(this.timeShardWrites), busiestStudent: busiest(this.studentWrites) };
  }
}

function record(writes: Map<string, number[]>, name: string, at: number): void {
  const times = writes.get(name) ?? [];
  times.push(at);
  writes.set(name, times);
}

export function formatWrites(writes: DocumentWrites, seconds: number): string {
  return `${writes.count} writes in ${seconds.toFixed(1)} s, average ${writes.perSecond.toFixed(2)}/s, busiest ${WINDOW_MS / 1000} s: ${writes.busiestWindow} (${(writes.busiestWindow / (WINDOW_MS / 1000)).toFixed(1)}/s)`;
}
