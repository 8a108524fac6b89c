// What removal takes out of the upload jobs (docs/privacy.md, "Deleting"): an upload job's results
// name its students (their ids and usernames), so a student's delete takes them out of their
// teacher's upload jobs, a class's delete takes its finished uploads, and a teacher's delete takes
// the jobs. When a finished job itself expires is jobs/jobRecords.ts.
import type { QueryDocumentSnapshot } from "firebase-admin/firestore";
import { db } from "../lib/admin";
import { COLLECTIONS } from "../firestore/collections";

const uploadJobsOf = (teacherId: string) => db().collection(COLLECTIONS.jobs).where("teacherId", "==", teacherId);

/** Takes the removed students out of the results of their teacher's upload jobs. */
export async function forgetStudentsInJobs(teacherId: string | null, uids: string[]): Promise<void> {
  if (teacherId === null || uids.length === 0) return;
  const gone = new Set(uids);
  const jobs = await uploadJobsOf(teacherId).get();
  for (const job of jobs.docs) {
    if (job.get("kind") !== "upload") continue;
    await db().runTransaction(async (tx) => {
      const current = await tx.get(job.ref);
      const added: unknown = current.get("added");
      if (!Array.isArray(added)) return;
      const kept = added.filter((row: unknown) => !(typeof row === "object" && row !== null && "_id" in row && gone.has(String(row._id))));
      if (kept.length !== added.length) tx.update(job.ref, { added: kept });
    });
  }
}

/** Deletes the upload jobs of a teacher that `which` picks, in batches. */
async function deleteUploadsOf(teacherId: string, which: (job: QueryDocumentSnapshot) => boolean): Promise<void> {
  const jobs = await uploadJobsOf(teacherId).get();
  const uploads = jobs.docs.filter((job) => job.get("kind") === "upload" && which(job));
  for (let start = 0; start < uploads.length; start += 400) {
    const batch = db().batch();
    for (const job of uploads.slice(start, start + 400)) batch.delete(job.ref);
    await batch.commit();
  }
}

/** Deletes a teacher's upload jobs (their delete's own job stays until it ends, naming no one then). */
export const deleteUploadJobsOf = (teacherId: string): Promise<void> => deleteUploadsOf(teacherId, () => true);

/**
 * Deletes the results of a teacher's finished uploads (done or failed) when their class goes: a
 * result belongs to its class ("30 students added" above an empty class says what is no longer
 * true). An upload still at work stays: it ends by itself and says what it added after the delete.
 */
export const deleteFinishedUploadsOf = (teacherId: string): Promise<void> =>
  deleteUploadsOf(teacherId, (job) => job.get("state") === "done" || job.get("state") === "failed");
