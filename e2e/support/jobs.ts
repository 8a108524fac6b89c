// The background jobs (jobs/{id}: uploads and deletes, functions/src/jobs) as a test watches and
// steers them through the Admin SDK. A class of a few rounds runs through in seconds, faster than a
// screen can be checked mid-way; so a test that checks a job mid-way holds it still (as a worker
// that holds its lease and records nothing more), then lets its lease run out, as a dead worker's
// does: the next read of the job (a screen's poll, the sweeper) puts it back to work.
import { db } from "./server-sdk";
import { holdDocument, type DocumentHold } from "./document-hold";

/** gRPC's UNKNOWN: the server did not say whether the write was made. */
const UNKNOWN = 2;

export interface JobRecord {
  state: string;
  done: number;
  total: number;
  worker?: string;
}

/** Resolves with the job's record the moment `until` holds of it (a listener: no poll interval to miss a round by). */
export function whenJob(jobId: string, until: (job: JobRecord) => boolean, timeoutMs: number): Promise<JobRecord> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`jobs/${jobId} did not reach the state waited for within ${timeoutMs} ms`));
    }, timeoutMs);
    const stop = db()
      .doc(`jobs/${jobId}`)
      .onSnapshot(
        (snapshot) => {
          const job = snapshot.data() as JobRecord | undefined;
          if (!job || !until(job)) return;
          clearTimeout(timer);
          stop();
          resolve(job);
        },
        (error) => {
          clearTimeout(timer);
          reject(error);
        },
      );
  });
}

/** A round recorded, or the job over (the caller checks which): a worker killed at the first dies between rounds. */
export const pastFirstRound = (job: JobRecord) => job.done > 0 || job.state === "done" || job.state === "failed";

const HELD_BY = "held by the test";

/**
 * Keeps a class's removal from finishing its last round until released, however fast the machine:
 * each round takes the students left in document-id order (functions/src/removal/classes.ts,
 * remainingStudentIds: a query by teacher, which Firestore answers in id order), so the student
 * with the last id goes in the last round, and holding that student's document makes that round's
 * transaction wait. Held before the removal starts, a class of more than one round then stops with
 * its first round recorded: the test holds the job (or kills its worker) and releases this.
 */
export function holdLastRound(studentIds: readonly string[]): Promise<DocumentHold> {
  const last = [...studentIds].sort().at(-1);
  if (last === undefined) throw new Error("a class with no students has no last round");
  return holdDocument(db().doc(`students/${last}`));
}

/**
 * Holds a running job still: its lease goes to a stand-in worker for an hour, so the worker
 * running it (if still alive) loses it at its next record and stops, and no read resumes it.
 * Answers the record as held; throws if the job was not running (it ended before it could be held).
 */
export async function holdJob(jobId: string): Promise<JobRecord> {
  const ref = db().doc(`jobs/${jobId}`);
  let read: JobRecord | undefined;
  try {
    return await db().runTransaction(async (tx) => {
      const job = (await tx.get(ref)).data() as JobRecord | undefined;
      if (job?.state !== "running") throw new Error(`jobs/${jobId} is ${job?.state ?? "gone"}, not running: it cannot be held`);
      tx.update(ref, { worker: HELD_BY, leaseUntil: Date.now() + 3_600_000 });
      read = job;
      return job;
    });
  } catch (error) {
    // Answered UNKNOWN (see updateKnowingTheOutcome): held if the record says so.
    if ((error as { code?: unknown }).code !== UNKNOWN || !read || (await ref.get()).get("worker") !== HELD_BY) throw error;
    return read;
  }
}

/**
 * Keeps an upload from finishing its last chunk until released, however fast the machine: each
 * chunk's transaction reads, then creates, the name claims of its rows (functions/src/students/create.ts),
 * so holding the claim of the file's last row (not made yet: the emulator holds a missing document
 * as well) makes the last chunk wait. Held before the upload starts, a file of more than one chunk
 * then stops with its first chunks recorded: the test holds the job (or kills its worker) and releases this.
 */
export async function holdLastChunk(teacherId: string, lastRow: { firstName: string; lastName: string }): Promise<DocumentHold> {
  const { nameClaimRef } = await import("../../functions/src/students/nameClaims");
  return holdDocument(db().doc(nameClaimRef(teacherId, lastRow.firstName, lastRow.lastName).path));
}

/** Lets a held job's lease run out now, as a dead worker's does. */
export async function releaseJob(jobId: string): Promise<void> {
  await updateKnowingTheOutcome(`jobs/${jobId}`, { leaseUntil: Date.now() - 1 });
}

/**
 * An update whose answer may be UNKNOWN, read back to learn what happened. The emulator makes a
 * commit and then tells the document's listeners; when a listener of that document stopped a moment
 * before (whenJob stops its own as its condition holds), the telling throws 'Stream is already
 * completed' and the commit, made, is answered UNKNOWN (CI's log of ci37 at 04:09:09; about 1 write
 * in 100 made right after its document's listener stopped, on this machine). An UNKNOWN answer is
 * ambiguous by definition, so the record is read: written as asked, the test goes on; otherwise the
 * error stands. Never a blind retry.
 */
export async function updateKnowingTheOutcome(path: string, fields: Record<string, number | string | boolean>): Promise<void> {
  const ref = db().doc(path);
  try {
    await ref.update(fields);
  } catch (error) {
    if ((error as { code?: unknown }).code !== UNKNOWN) throw error;
    const stored = (await ref.get()).data() ?? {};
    if (!Object.entries(fields).every(([field, value]) => stored[field] === value)) throw error;
  }
}

/**
 * Watches a job's rounds (each record of progress); stop() answers the longest time between two
 * records of one worker (the worker's heartbeat holds its lease through a round of any length).
 */
export function watchRounds(jobId: string): { stop: () => number } {
  let last: { at: number; done: number; worker?: string } | undefined;
  let longest = 0;
  const unsubscribe = db()
    .doc(`jobs/${jobId}`)
    .onSnapshot((snapshot) => {
      const job = snapshot.data() as JobRecord | undefined;
      if (!job || job.done === last?.done) return;
      const now = Date.now();
      if (last?.worker !== undefined && last.worker === job.worker) longest = Math.max(longest, now - last.at);
      last = { at: now, done: job.done, ...(job.worker ? { worker: job.worker } : {}) };
    });
  return {
    stop: () => {
      unsubscribe();
      return longest;
    },
  };
}
