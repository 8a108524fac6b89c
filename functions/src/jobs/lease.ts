// The lease a worker holds on a job (jobs/{id}: an upload or a delete), the one rule every
// part of jobs/ follows. A worker takes a queued job in a transaction and holds it until
// leaseUntil; while it works, a heartbeat renews the hold every third of a lease (whileHolding),
// and each round of progress it records renews it too. A worker that dies stops
// renewing, so its lease runs out: whoever sees that first (a screen reading the job, a new
// request for the same job, the sweeper) puts the job back in the queue, which fires the
// trigger again, and the next worker goes on. A job taken MAX_ATTEMPTS times is given up.
// Because taking is a transaction on the lease, two workers never run one job at once.
import { db } from "../lib/admin";
import { COLLECTIONS } from "../firestore/collections";
import { waitMs } from "../lib/testWait";

/** How long a worker's hold lasts without a beat or a round of progress recorded. */
export const LEASE_MS = 60_000;
/** LEASE_MS, which the emulator's tests may shorten (RINK_JOB_LEASE_MS) so a killed worker's job resumes sooner. */
export const leaseMs = () => waitMs(LEASE_MS, "RINK_JOB_LEASE_MS");
/** Workers that may take a job before it is given up as failed. */
export const MAX_ATTEMPTS = 5;

/** What the rule reads of a job; unknown, so a document not yet parsed can be judged too. */
interface LeasedJob {
  state?: unknown;
  leaseUntil?: unknown;
}

/** A running job whose lease ran out (at `now` too): its worker died. */
export function leaseRanOut(job: LeasedJob, now: number): boolean {
  return job.state === "running" && typeof job.leaseUntil === "number" && job.leaseUntil <= now;
}

/** A job being worked on: queued, or running under a lease still held. */
export function atWork(job: LeasedJob, now: number): boolean {
  return job.state === "queued" || (job.state === "running" && !leaseRanOut(job, now));
}

/** What a worker does with a job it is woken for: take it, give it up as failed, or leave it (held, or over). */
export function takeDecision(job: LeasedJob & { attempts: number }, now: number): "take" | "give up" | "leave" {
  if (job.state !== "queued" && !leaseRanOut(job, now)) return "leave";
  return job.attempts >= MAX_ATTEMPTS ? "give up" : "take";
}

/** The fields `worker` writes when it takes a job (its `attempts` so far). */
export function takenBy(worker: string, attempts: number, now: number) {
  return { state: "running" as const, worker, leaseUntil: now + leaseMs(), attempts: attempts + 1, updatedAt: now };
}

/** Whether `worker` still holds the job, so it may record progress (which renews the lease). */
export const heldBy = (job: { state: string; worker?: string | undefined }, worker: string): boolean => job.worker === worker && job.state === "running";

/** The fields a round of progress writes besides its own: the lease renewed. */
export const renewed = (now: number) => ({ leaseUntil: now + leaseMs(), updatedAt: now });

/** The fields that put a job whose lease ran out back in the queue (the write fires the trigger again). */
export const requeued = (now: number) => ({ state: "queued" as const, updatedAt: now });

/** The fields a worker that stopped on an error writes to hand its job back, if the job is still its own. */
export function handedBack(job: { worker?: string | undefined } | undefined, worker: string, now: number) {
  return job?.worker === worker ? { state: "queued" as const, leaseUntil: 0, updatedAt: now } : undefined;
}

/** How often a live worker renews its hold: a third of a lease, so only a beat late by a whole lease loses the job. */
export const beatEveryMs = () => leaseMs() / 3;

/** Renews `worker`'s lease on jobs/{jobId} if it still holds the job; false when it lost it or the job is over. */
async function renewIfHeld(jobId: string, worker: string): Promise<boolean> {
  const ref = db().collection(COLLECTIONS.jobs).doc(jobId);
  return db().runTransaction(async (tx) => {
    // Only the two fields the hold is judged by: an upload's job holds every row of its file.
    const [snapshot] = await tx.getAll(ref, { fieldMask: ["state", "worker"] });
    const job = snapshot?.data() as { state: string; worker?: string } | undefined;
    if (!job || !heldBy(job, worker)) return false;
    tx.update(ref, renewed(Date.now()));
    return true;
  });
}

/**
 * Runs `work`, a worker's run of a job it took, with a heartbeat: every beatEveryMs the worker
 * renews its hold while it still has it, so a round slower than a lease keeps its job, and only a
 * dead worker's lease runs out. A beat that fails is let go (the next one tries again, and each
 * round's record checks the hold anyway); a beat that finds the job lost or over is the last one.
 * The beats stop when `work` ends, however it ends.
 */
export async function whileHolding<T>(jobId: string, worker: string, work: () => Promise<T>): Promise<T> {
  let working = true;
  let next: ReturnType<typeof setTimeout> | undefined;
  const beatLater = () => {
    next = setTimeout(() => void beat(), beatEveryMs());
  };
  const beat = async () => {
    const held = await renewIfHeld(jobId, worker).catch(() => true);
    if (working && held) beatLater();
  };
  beatLater();
  try {
    return await work();
  } finally {
    working = false;
    clearTimeout(next);
  }
}

/**
 * Puts jobs/{jobId} back in the queue if its lease ran out; true when it did. For whoever only
 * came to look (a screen reading its job, a listing, a second press, the sweeper): a requeue that
 * fails is left to the next one who looks, and the look still gets its answer. It fails when the
 * job's document is locked: a worker killed in the middle of a transaction leaves it locked until
 * Firestore gives up on that transaction, and the requeue's own transaction is aborted after
 * waiting (seen on the emulator: "Transaction lock timeout" after 20 s, and the teacher's screen
 * got a 500 for a job that was fine).
 */
export async function requeueOnLook(jobId: string): Promise<boolean> {
  const ref = db().collection(COLLECTIONS.jobs).doc(jobId);
  try {
    return await db().runTransaction(async (tx) => {
      if (!leaseRanOut((await tx.get(ref)).data() ?? {}, Date.now())) return false;
      tx.update(ref, requeued(Date.now()));
      return true;
    });
  } catch (error) {
    console.warn(JSON.stringify({ message: "Job requeue left to the next look", jobId, error: error instanceof Error ? error.message : String(error) }));
    return false;
  }
}

