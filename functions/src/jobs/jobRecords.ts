// What a job keeps when it ends, and for how long (docs/privacy.md, "Deleting"): finished jobs
// drop the file's names at once (uploadJob.ts) and expire a day after (TTL on expiresAt). What a
// person's removal takes out of the upload jobs is removal/uploadJobs.ts.
import { FieldValue } from "firebase-admin/firestore";

/** How long a finished job is kept, for the screens to show its end after a reload. */
const FINISHED_JOB_KEPT_MS = 24 * 60 * 60 * 1000;

/** The fields a job gets when it ends: when it expires (Firestore's TTL deletes it then). */
export const finishedJobExpiry = (now: number) => ({ expiresAt: new Date(now + FINISHED_JOB_KEPT_MS) });

/** A delete job's end: it no longer names the teacher it removed (its id is a hash). */
export const forgetDeletedTeacher = () => ({ teacherId: FieldValue.delete() });
