// The sweeper: resumes jobs nobody watches. A job is resumed when someone reads it (the
// screens poll), but a deletion whose admin closed the tab, or an upload whose teacher went
// home, must still finish on its own. Every minute (a schedule in production, a timer in
// each functions worker of the local emulator, which fires no schedules: index.ts) the
// sweeper looks at the unfinished jobs:
// - running, with its lease run out (its worker died): back in the queue, which fires the
//   trigger again, as a read would;
// - queued for longer than QUEUED_STALL_MS without a worker taking it (the trigger's event was
//   lost, e.g. a Firestore emulator restarted without its trigger): the sweeper runs it itself.
// Taking a job is a transaction under its lease (lease.ts), so a sweeper and a trigger that
// both try run it once.
import { JOB_STATES_AT_WORK } from "@rink/common";
import { db } from "../lib/admin";
import { COLLECTIONS } from "../firestore/collections";
import { isDeleteKind, runDeleteJob } from "./deleteJob";
import { runUploadJob } from "./uploadJob";
import { leaseRanOut, requeueOnLook } from "./lease";
import { waitMs } from "../lib/testWait";

/** How often the sweeper looks (the schedule's period; the local timer's too). */
export const SWEEP_EVERY_MS = 60_000;
/** The local timer's period: SWEEP_EVERY_MS, which the emulator's tests may shorten (RINK_SWEEP_EVERY_MS). */
export const sweepEveryMs = () => waitMs(SWEEP_EVERY_MS, "RINK_SWEEP_EVERY_MS");
/** A queued job no worker took for this long is run by the sweeper itself. */
export const QUEUED_STALL_MS = 120_000;

interface SweepReport {
  requeued: number;
  ran: number;
}

type SweepDecision = "requeue" | "run" | "leave";

/** What the sweeper does with one unfinished job (pure: the times are given). */
export function sweepDecision(job: { state?: unknown; leaseUntil?: unknown; updatedAt?: unknown }, now: number): SweepDecision {
  if (leaseRanOut(job, now)) return "requeue";
  if (job.state === "queued" && typeof job.updatedAt === "number" && job.updatedAt <= now - QUEUED_STALL_MS) return "run";
  return "leave";
}

/** Runs a job in this process, whatever its kind (the trigger's work, done by the sweeper). */
function runJobHere(jobId: string, kind: unknown): Promise<void> {
  return isDeleteKind(kind) ? runDeleteJob(jobId) : runUploadJob(jobId);
}

export async function sweepJobs(now = Date.now()): Promise<SweepReport> {
  // Unfinished jobs are few (one per upload or delete under way): one single-field query.
  const unfinished = await db().collection(COLLECTIONS.jobs).where("state", "in", JOB_STATES_AT_WORK).get();
  const report: SweepReport = { requeued: 0, ran: 0 };
  for (const doc of unfinished.docs) {
    const decision = sweepDecision(doc.data(), now);
    if (decision === "requeue") {
      if (await requeueOnLook(doc.id)) report.requeued += 1;
    } else if (decision === "run") {
      report.ran += 1;
      await runJobHere(doc.id, doc.get("kind"));
    }
  }
  if (report.requeued + report.ran > 0) console.log(JSON.stringify({ message: "Job sweep", ...report }));
  return report;
}
