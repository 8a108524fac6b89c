// An admin's delete of a teacher (and their class) or of a class only, as a job: the request
// answers 202 at once; the job trigger removes the students a round (100) at a time, recording
// how many went, under the jobs' lease (lease.ts), as an upload job. Removal is restartable
// by design (removal/classes.ts), so a worker that takes over from a dead one just goes on.
import { createHash, randomUUID } from "node:crypto";
import { z } from "zod";
import { DELETE_JOB_KINDS, isJobAtWork, JOB_STATES_AT_WORK, type DeleteJobView } from "@rink/common";
import { db } from "../lib/admin";
import { COLLECTIONS } from "../firestore/collections";
import { zodConverter } from "../firestore/converter";
import { HttpError } from "../lib/httpError";
import { teacherRef } from "../accounts/teachers";
import { beginTeacherRemoval, remainingStudentIds, removeClass, removeTeacher } from "../removal/classes";
import { removeStudents } from "../removal/students";
import { finishedJobExpiry, forgetDeletedTeacher } from "./jobRecords";
import { jobSchema } from "./jobSchema";
import { handedBack, heldBy, leaseRanOut, renewed, requeueOnLook, requeued, takeDecision, takenBy, whileHolding } from "./lease";

const DELETE_KINDS = DELETE_JOB_KINDS;
export type DeleteKind = (typeof DELETE_KINDS)[number];

const deleteJobSchema = jobSchema.extend({
  kind: z.enum(DELETE_KINDS),
  /** Gone once a teacher's delete is done: the record then names no one. */
  teacherId: z.string().optional(),
});
type DeleteJob = z.infer<typeof deleteJobSchema>;

const deleteJobRef = (id: string) => db().collection(COLLECTIONS.jobs).withConverter(zodConverter(deleteJobSchema)).doc(id);
export const isDeleteKind = (kind: unknown): kind is DeleteKind => DELETE_KINDS.includes(kind as DeleteKind);

/** Starts (or finds running) the delete of `teacherId`'s class or of the teacher; 404 when there is no such teacher. */
/** One job per delete of one teacher or class: an admin's and the teacher's own press are the same job. */
const deleteJobId = (kind: DeleteKind, teacherId: string) => createHash("sha256").update(`${kind}\u0000${teacherId}`).digest("hex");

export async function startDeleteJob(kind: DeleteKind, teacherId: string): Promise<{ jobId: string; started: boolean }> {
  const jobId = deleteJobId(kind, teacherId);
  const teacher = await teacherRef(teacherId).get();
  if (!teacher.exists && (kind === "deleteClass" || (await remainingStudentIds(teacherId)).length === 0)) throw new HttpError(404, "Teacher not found");
  const total = teacher.data()?.studentCount ?? 0;
  const started = await db().runTransaction(async (tx) => {
    const now = Date.now();
    const current = (await tx.get(deleteJobRef(jobId))).data();
    if (current && isJobAtWork(current.state)) {
      if (leaseRanOut(current, now)) tx.update(deleteJobRef(jobId), requeued(now));
      return false;
    }
    tx.set(deleteJobRef(jobId), { kind, teacherId, state: "queued", total, done: 0, leaseUntil: 0, attempts: 0, createdAt: now, updatedAt: now });
    return true;
  });
  return { jobId, started };
}

/**
 * The job as it stands; a running job whose worker stopped is queued again. With `ownerId`
 * (a teacher asking), another teacher's job is "no such job" (404), never a 403 that would
 * say it exists.
 */
export async function deleteJobView(jobId: string, ownerId?: string): Promise<DeleteJobView> {
  const raw = await db().collection(COLLECTIONS.jobs).doc(jobId).get();
  if (!isDeleteKind(raw.get("kind"))) throw new HttpError(404, "No such job.");
  if (ownerId !== undefined && raw.get("teacherId") !== ownerId) throw new HttpError(404, "No such job.");
  const job = (await deleteJobRef(jobId).get()).data();
  if (!job) throw new HttpError(404, "No such job.");
  if (leaseRanOut(job, Date.now())) await requeueOnLook(jobId);
  const { kind, teacherId, state, total, done, error, createdAt, updatedAt } = job;
  return { success: true as const, jobId, kind, ...(teacherId ? { teacherId } : {}), state, total, done, ...(error ? { error } : {}), createdAt, updatedAt };
}

/**
 * Every delete queued or running now (an admin's console after a reload). One equality-free
 * `in` query on `state`: Firestore's automatic single-field index serves it. Each is read
 * through deleteJobView, so one whose worker died is queued again by being watched.
 */
export async function activeDeleteJobs(): Promise<DeleteJobView[]> {
  const running = await db().collection(COLLECTIONS.jobs).where("state", "in", JOB_STATES_AT_WORK).get();
  const ids = running.docs.filter((doc) => isDeleteKind(doc.get("kind"))).map((doc) => doc.id);
  const views = await Promise.all(ids.map((id) => deleteJobView(id).catch(() => undefined)));
  return views.filter((view): view is DeleteJobView => view !== undefined && isJobAtWork(view.state));
}

/** The teacher's own class delete while it is queued or running (their page after a reload), else null. */
export async function activeClassDeleteJob(teacherId: string): Promise<DeleteJobView | null> {
  const jobId = deleteJobId("deleteClass", teacherId);
  if (!(await deleteJobRef(jobId).get()).exists) return null;
  const view = await deleteJobView(jobId, teacherId);
  return isJobAtWork(view.state) ? view : null;
}

async function take(jobId: string, worker: string): Promise<DeleteJob | undefined> {
  return db().runTransaction(async (tx) => {
    const now = Date.now();
    const job = (await tx.get(deleteJobRef(jobId))).data();
    const decision = job ? takeDecision(job, now) : "leave";
    if (!job || decision === "leave") return undefined;
    if (decision === "give up") {
      tx.update(deleteJobRef(jobId), { state: "failed", error: "The delete stopped too many times. Please try again.", updatedAt: now, ...finishedJobExpiry(now) });
      return undefined;
    }
    const taken = takenBy(worker, job.attempts, now);
    tx.update(deleteJobRef(jobId), taken);
    return { ...job, ...taken };
  });
}

/**
 * Records progress (and the end) if this worker still holds the job; false when it lost it.
 * Done is counted from the class's studentCount, so a round a dead worker finished counts too.
 */
async function record(jobId: string, worker: string, finished: boolean): Promise<boolean> {
  return db().runTransaction(async (tx) => {
    const job = (await tx.get(deleteJobRef(jobId))).data();
    if (!job || !heldBy(job, worker)) return false;
    const left = finished || !job.teacherId ? 0 : ((await tx.get(teacherRef(job.teacherId))).data()?.studentCount ?? 0);
    const now = Date.now();
    // Done, a teacher's delete no longer names the teacher, and the record expires in a day.
    const end = finished ? { state: "done" as const, ...finishedJobExpiry(now), ...(job.kind === "deleteTeacher" ? forgetDeletedTeacher() : {}) } : {};
    tx.update(deleteJobRef(jobId), { done: Math.max(0, job.total - left), ...renewed(now), ...end });
    return true;
  });
}

/** Runs a delete job to its end (the trigger's work). */
export async function runDeleteJob(jobId: string): Promise<void> {
  const worker = randomUUID();
  const job = await take(jobId, worker);
  // Only a finished teacher's delete names no teacher, and a finished job is never taken.
  const teacherId = job?.teacherId;
  if (!job || !teacherId) return;
  try {
    await whileHolding(jobId, worker, async () => {
      if (job.kind === "deleteTeacher") await beginTeacherRemoval(teacherId);
      for (;;) {
        const uids = await remainingStudentIds(teacherId);
        if (uids.length === 0) break;
        await removeStudents(teacherId, uids);
        if (!(await record(jobId, worker, false))) return;
      }
      // No student left: the last steps are quick (the teacher's own records).
      if (job.kind === "deleteTeacher") await removeTeacher(teacherId);
      else await removeClass(teacherId);
      await record(jobId, worker, true);
    });
  } catch (error) {
    console.error("Delete job stopped", jobId, error);
    await db()
      .runTransaction(async (tx) => {
        const back = handedBack((await tx.get(deleteJobRef(jobId))).data(), worker, Date.now());
        if (back) tx.update(deleteJobRef(jobId), back);
      })
      .catch(() => undefined);
  }
}
