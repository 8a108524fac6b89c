// A class-list upload run as a job (docs/decisions.md, "Long work runs as a job"): what the
// API answers when it accepts the file, and what the job says of itself while it runs.
import { z } from "zod";

export const JOB_STATES = ["queued", "running", "done", "failed"] as const;
export type JobState = (typeof JOB_STATES)[number];

/** A job id: a hash of the teacher and the file, so the same file pressed twice is one job. */
export const jobIdSchema = z.string().regex(/^[0-9a-f]{64}$/);
export const jobIdParamsSchema = z.object({ id: jobIdSchema });

/** POST /student/bulk/jobs answers 202 with the job; `started` is false when that file's job was already running. */
export interface UploadJobAccepted {
  success: true;
  jobId: string;
  started: boolean;
}

/** GET /student/bulk/jobs/{id}: the job as it stands (never a password: the class list gives those). */
export interface UploadJobView {
  success: true;
  jobId: string;
  kind: "upload";
  state: JobState;
  /** Rows of the file, and rows handled so far (made, refused or found already in the class). */
  total: number;
  done: number;
  added: Array<{ row: number; _id: string; userName: string }>;
  rejected: Array<{ row: number; reason: string }>;
  error?: string;
  createdAt: number;
  updatedAt: number;
}
