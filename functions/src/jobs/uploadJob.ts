// A class-list upload as a job (docs/decisions.md#d42). The request
// only plans the file and writes jobs/{id}; the Firestore trigger (jobs/trigger.ts) makes the
// students a chunk at a time, recording each chunk's rows on the job, under the jobs' lease
// (lease.ts) that a heartbeat and each chunk renew. A worker that dies leaves a running job whose lease
// runs out; whoever reads the job then (the teacher's screen polls it) puts it back in the
// queue, which fires the trigger again, and the new worker goes on from the next chunk.
// Re-running a chunk is safe: a name made already is claimed (students/nameClaims.ts).
import { createHash, randomUUID } from "node:crypto";
import { z } from "zod";
import { CLASS_REMOVED_DURING_UPLOAD, RECENT_UPLOAD_MS, type NewStudentAccount, type RejectedRow, type UploadJobSummary, type UploadJobView } from "@rink/common";
import { FieldValue } from "firebase-admin/firestore";
import { db } from "../lib/admin";
import { COLLECTIONS } from "../firestore/collections";
import { zodConverter } from "../firestore/converter";
import { HttpError } from "../lib/httpError";
import { addRosterRows, planRoster } from "../roster/addFromCsv";
import { ALREADY_IN_CLASS, ClassGoneError, deleteUnusedAuthUsers } from "../students/create";
import { teacherRef } from "../accounts/teachers";
import { finishedJobExpiry } from "./jobRecords";
import { atWork, handedBack, heldBy, leaseRanOut, renewed, requeueOnLook, takeDecision, takenBy, whileHolding } from "./lease";
import { rowUid } from "./rowUid";
import { credentialsRef, studentRef } from "../accounts/studentRecords";
import { jobSchema } from "./jobSchema";

/** Rows a worker makes between two records of progress (one transaction of students). */
const CHUNK = 100;
/**
 * Rows the request that accepts a file makes itself, before it answers: a class list of a normal
 * size is one chunk, and waiting for the trigger to wake a worker, then for the screen's next
 * read, cost the teacher seconds for 30 rows (docs/decisions.md#d74). The request takes the job's
 * lease as any worker does, so if it dies the job goes on as any other job does.
 */
const ROWS_MADE_AT_ONCE = CHUNK;

const rowSchema = z.object({ row: z.number(), firstName: z.string(), lastName: z.string() });
const uploadJobSchema = jobSchema.extend({
  kind: z.literal("upload"),
  teacherId: z.string(),
  /** The rows to make, and how many of them are handled. */
  rows: z.array(rowSchema),
  next: z.number(),
  added: z.array(z.object({ row: z.number(), _id: z.string(), userName: z.string() })),
  rejected: z.array(z.object({ row: z.number(), reason: z.string() })),
});
type UploadJob = z.infer<typeof uploadJobSchema>;

const jobs = () => db().collection(COLLECTIONS.jobs).withConverter(zodConverter(uploadJobSchema));
const jobRef = (id: string) => jobs().doc(id);

/**
 * Accepts a class list: plans it now (a file that cannot be taken is refused at once, as
 * before) and queues its job, unless the same file's job is still running.
 */
export async function startUploadJob(teacherId: string, file: Buffer, { makeAllHere = false } = {}): Promise<{ jobId: string; started: boolean }> {
  const jobId = createHash("sha256").update(teacherId).update("\u0000").update(file).digest("hex");
  const pressedAt = Date.now();
  const existing = (await jobRef(jobId).get()).data();
  if (existing && atWork(existing, Date.now())) return { jobId, started: false };
  // The same file again while its job's worker is dead: that job goes on (with its rows' ids), not a new one.
  if (existing?.state === "running") {
    await requeueOnLook(jobId);
    return { jobId, started: false };
  }
  const { fresh, rejected } = await planRoster(teacherId, file);
  const worker = makeAllHere || fresh.length <= ROWS_MADE_AT_ONCE ? randomUUID() : undefined;
  const job = await db().runTransaction(async (tx) => {
    const now = Date.now();
    const [current, teacher] = await Promise.all([tx.get(jobRef(jobId)).then((doc) => doc.data()), tx.get(teacherRef(teacherId))]);
    // The teacher's delete began since the plan (or is over, their jobs taken): no job is written, so none is left behind.
    if (!teacher.exists || teacher.data()?.deleting === true) throw new HttpError(409, CLASS_REMOVED_DURING_UPLOAD);
    // A job of this file made after this press began is the other press of a double press, even
    // when its 40 rows were already done by now: it is this press's job too, not one to run again.
    if (current && (atWork(current, now) || current.createdAt >= pressedAt)) return undefined;
    const queued: UploadJob = {
      kind: "upload",
      teacherId,
      state: "queued",
      total: fresh.length + rejected.length,
      done: rejected.length,
      rows: fresh,
      next: 0,
      added: [],
      rejected: [...rejected].sort((a, b) => a.row - b.row),
      leaseUntil: 0,
      attempts: 0,
      createdAt: now,
      updatedAt: now,
    };
    // Taken by this request at once, the job's first write does not wake the trigger's worker for it.
    const job = worker ? { ...queued, ...takenBy(worker, queued.attempts, now) } : queued;
    tx.set(jobRef(jobId), job);
    return job;
  });
  if (job && worker) await workOn(jobId, worker, job);
  return { jobId, started: job !== undefined };
}

/** The teacher's view of their job; a running job whose worker stopped is queued again. */
export async function uploadJobView(teacherId: string, jobId: string): Promise<UploadJobView> {
  // Read plain first: another teacher's job, or an admin's delete job, is "no such upload" (never a parse failure).
  const raw = await db().collection(COLLECTIONS.jobs).doc(jobId).get();
  if (raw.get("kind") !== "upload" || raw.get("teacherId") !== teacherId) throw new HttpError(404, "No such upload.");
  const job = (await jobRef(jobId).get()).data();
  if (!job) throw new HttpError(404, "No such upload.");
  if (leaseRanOut(job, Date.now())) await requeueOnLook(jobId);
  const { state, total, done, added, rejected, error, createdAt, updatedAt } = job;
  return { success: true, jobId, kind: "upload", state, total, done, added, rejected, ...(error ? { error } : {}), createdAt, updatedAt };
}

const summaryFields = uploadJobSchema.pick({ state: true, total: true, done: true, added: true, rejected: true, error: true, leaseUntil: true, createdAt: true, updatedAt: true });

/**
 * The teacher's uploads at work, and those over in the last RECENT_UPLOAD_MS, oldest first.
 * Listing resumes any whose worker died, as reading one does. Two queries: the one by state
 * needs only the automatic single-field indexes; the one by time has its composite index in
 * firestore.indexes.json. Only the counts are read (never the rows to make).
 */
export async function uploadJobSummaries(teacherId: string): Promise<UploadJobSummary[]> {
  const mine = db().collection(COLLECTIONS.jobs).where("kind", "==", "upload").where("teacherId", "==", teacherId);
  const fields = ["state", "total", "done", "added", "rejected", "error", "leaseUntil", "createdAt", "updatedAt"];
  const [atWork, recent] = await Promise.all([
    mine.where("state", "in", ["queued", "running"]).select(...fields).get(),
    mine.where("updatedAt", ">=", Date.now() - RECENT_UPLOAD_MS).select(...fields).get(),
  ]);
  const byId = new Map([...atWork.docs, ...recent.docs].map((doc) => [doc.id, doc]));
  const now = Date.now();
  const summaries: UploadJobSummary[] = [];
  for (const [jobId, doc] of byId) {
    const job = summaryFields.safeParse(doc.data());
    if (!job.success) continue;
    const { state, total, done, added, rejected, error, leaseUntil, createdAt, updatedAt } = job.data;
    if (leaseRanOut({ state, leaseUntil }, now)) await requeueOnLook(jobId);
    summaries.push({ jobId, state, total, done, added: added.length, rejected: rejected.length, ...(error ? { error } : {}), createdAt, updatedAt });
  }
  return summaries.sort((a, b) => a.createdAt - b.createdAt);
}
/** Takes a queued job (or one whose lease ran out) for this worker; undefined when someone holds it or it is over. */
async function takeJob(jobId: string, worker: string): Promise<UploadJob | undefined> {
  return db().runTransaction(async (tx) => {
    const now = Date.now();
    const job = (await tx.get(jobRef(jobId))).data();
    const decision = job ? takeDecision(job, now) : "leave";
    if (!job || decision === "leave") return undefined;
    if (decision === "give up") {
      tx.update(jobRef(jobId), { state: "failed", error: "The upload stopped too many times. Please try again.", rows: [], updatedAt: now, ...finishedJobExpiry(now) });
      return undefined;
    }
    const taken = takenBy(worker, job.attempts, now);
    tx.update(jobRef(jobId), taken);
    return { ...job, ...taken };
  });
}

/** Records a chunk's rows and renews the lease, if this worker still holds the job; false when it lost it. */
async function recordChunk(jobId: string, worker: string, chunk: { count: number; added: UploadJob["added"]; rejected: UploadJob["rejected"] }): Promise<boolean> {
  return db().runTransaction(async (tx) => {
    const job = (await tx.get(jobRef(jobId))).data();
    if (!job || !heldBy(job, worker)) return false;
    const now = Date.now();
    const next = job.next + chunk.count;
    const finished = next >= job.rows.length;
    tx.update(jobRef(jobId), {
      next,
      done: job.done + chunk.count,
      added: [...job.added, ...chunk.added],
      rejected: [...job.rejected, ...chunk.rejected].sort((a, b) => a.row - b.row),
      ...renewed(now),
      // Done, the job keeps no name of the file (the screen has the file) and expires in a day.
      ...(finished ? { state: "done" as const, worker: FieldValue.delete(), rows: [], ...finishedJobExpiry(now) } : {}),
    });
    return true;
  });
}

/**
 * Rows found "already in the class" whose student has this job's id for the row: made by a run
 * that died before recording its chunk. They are this job's students, and the job says so.
 */
async function madeByEarlierRun(rows: Array<{ row: number; uid: string }>, rejected: UploadJob["rejected"]): Promise<UploadJob["added"]> {
  const already = rows.filter((row) => rejected.some((rejection) => rejection.row === row.row && rejection.reason === ALREADY_IN_CLASS));
  if (already.length === 0) return [];
  const students = await db().getAll(...already.map((row) => db().collection(COLLECTIONS.students).doc(row.uid)));
  return already.flatMap((row, i) => {
    const userName: unknown = students[i]?.get("userName");
    return students[i]?.exists && typeof userName === "string" ? [{ row: row.row, _id: row.uid, userName }] : [];
  });
}

/** Takes a queued job and runs it to its end (the trigger's work). */
export async function runUploadJob(jobId: string): Promise<void> {
  const worker = randomUUID();
  const job = await takeJob(jobId, worker);
  if (job) await workOn(jobId, worker, job);
}

/** Runs a job `worker` took to its end, a chunk at a time; on an error, hands it back to the queue. */
async function workOn(jobId: string, worker: string, job: UploadJob): Promise<void> {
  if (job.next >= job.rows.length) {
    await recordChunk(jobId, worker, { count: 0, added: [], rejected: [] });
    return;
  }
  try {
    await whileHolding(jobId, worker, async () => {
      for (let next = job.next; next < job.rows.length; next += CHUNK) {
        const rows = job.rows.slice(next, next + CHUNK).map((row) => ({ ...row, uid: rowUid(jobId, job.createdAt, row.row) }));
        const made = await addRosterRows(job.teacherId, rows);
        const rowOf = new Map(rows.map((row) => [row.uid, row.row]));
        const added = made.added.map((account) => ({ row: rowOf.get(account._id) ?? 0, _id: account._id, userName: account.userName }));
        const earlier = await madeByEarlierRun(rows, made.rejected);
        const rejected = made.rejected.filter((rejection) => !earlier.some((found) => found.row === rejection.row));
        if (!(await recordChunk(jobId, worker, { count: rows.length, added: [...added, ...earlier], rejected }))) return;
      }
    });
  } catch (error) {
    if (error instanceof ClassGoneError) {
      await removeAuthUsersOfRows(jobId, job);
      await endForGoneClass(jobId, worker);
      return;
    }
    console.error("Upload job stopped", jobId, error);
    // Back in the queue: the write fires the trigger again, up to lease.ts's MAX_ATTEMPTS workers.
    await db()
      .runTransaction(async (tx) => {
        const back = handedBack((await tx.get(jobRef(jobId))).data(), worker, Date.now());
        if (back) tx.update(jobRef(jobId), back);
      })
      .catch(() => undefined);
  }
}

/**
 * The Auth users any run of this job may have made for its rows (each row's id is fixed: rowUid)
 * and whose student was not made, or is gone: the class they were for is going, so nobody else
 * will remove them. A student still there is left to the class's delete.
 */
async function removeAuthUsersOfRows(jobId: string, job: UploadJob): Promise<void> {
  const uids = job.rows.map((row) => rowUid(jobId, job.createdAt, row.row));
  for (let start = 0; start < uids.length; start += CHUNK) {
    await deleteUnusedAuthUsers(uids.slice(start, start + CHUNK)).catch((error: unknown) => console.error("Could not remove the Auth users of an upload whose class went", jobId, error));
  }
}

/**
 * Ends a job whose class went while it ran (its teacher's delete began): failed, saying so, for
 * the screen that follows it. Once the teacher's profile is gone their delete may have taken their
 * jobs already, so the job goes here instead of being written again.
 */
async function endForGoneClass(jobId: string, worker: string): Promise<void> {
  await db().runTransaction(async (tx) => {
    const job = (await tx.get(jobRef(jobId))).data();
    if (!job || !heldBy(job, worker)) return;
    const teacher = await tx.get(teacherRef(job.teacherId));
    const now = Date.now();
    if (!teacher.exists) tx.delete(jobRef(jobId));
    else tx.update(jobRef(jobId), { state: "failed", error: CLASS_REMOVED_DURING_UPLOAD, worker: FieldValue.delete(), rows: [], updatedAt: now, ...finishedJobExpiry(now) });
  });
}

/** How long the classic route waits for a job another request runs (a double press), and how often it looks. */
const WAIT_FOR_OTHER_MS = 120_000;
const LOOK_EVERY_MS = 250;

/** The job once it is over (done or failed), looking again while it is at work; 409 when its class went meanwhile. */
async function jobWhenOver(jobId: string): Promise<UploadJob> {
  const deadline = Date.now() + WAIT_FOR_OTHER_MS;
  for (;;) {
    const job = (await jobRef(jobId).get()).data();
    // Only a teacher's or a class's delete takes a job this soon (a finished one lives a day).
    if (!job || job.error === CLASS_REMOVED_DURING_UPLOAD) throw new HttpError(409, CLASS_REMOVED_DURING_UPLOAD);
    if (job.state === "done" || job.state === "failed") return job;
    if (Date.now() > deadline) throw new HttpError(503, "The class list is still being added. Upload the same file again in a minute to see how it ended.");
    if (leaseRanOut(job, Date.now())) await requeueOnLook(jobId);
    await new Promise((resolve) => setTimeout(resolve, LOOK_EVERY_MS));
  }
}

/** The logins of the students a job made, for the teacher's table: names, username and password. */
async function accountsOf(added: UploadJob["added"]): Promise<NewStudentAccount[]> {
  if (added.length === 0) return [];
  const [students, logins] = await Promise.all([db().getAll(...added.map((row) => studentRef(row._id))), db().getAll(...added.map((row) => credentialsRef(row._id)))]);
  return added.flatMap((row, i) => {
    const student = students[i]?.data();
    const login = logins[i]?.data();
    // A student deleted since (by the teacher, in another tab) is no longer in the answer.
    if (!student || !login) return [];
    return [{ _id: row._id, firstName: student.firstName, lastName: student.lastName, userName: login.userName, password: login.password }];
  });
}

/**
 * POST /student/bulk's way (the classic route): the same job, all of it made in this request, and
 * answered when it is over with the logins it made. A press whose file's job another request runs
 * (a double press) waits for that job and answers as a second upload of the file does: every row
 * that job made is already in the class.
 */
export async function uploadNow(teacherId: string, file: Buffer): Promise<{ added: NewStudentAccount[]; rejected: RejectedRow[] }> {
  const { jobId, started } = await startUploadJob(teacherId, file, { makeAllHere: true });
  const job = await jobWhenOver(jobId);
  if (job.state === "failed") throw new Error(`Upload job ${jobId} failed: ${job.error ?? "no reason given"}`);
  if (started) return { added: await accountsOf(job.added), rejected: job.rejected };
  const already = job.added.map(({ row }) => ({ row, reason: ALREADY_IN_CLASS }));
  return { added: [], rejected: [...job.rejected, ...already].sort((a, b) => a.row - b.row) };
}
