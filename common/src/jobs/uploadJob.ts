// A class-list upload run as a job (docs/decisions.md#d42): what the
// API answers when it accepts the file, and what the job says of itself while it runs.
import { z } from "zod";
import { jobProgressFields, type JobProgress } from "./jobState";

/** A job id: a hash of the teacher and the file, so the same file pressed twice is one job. */
const jobIdSchema = z.string().regex(/^[0-9a-f]{64}$/);
export const jobIdParamsSchema = z.object({ id: jobIdSchema });

/** POST /student/bulk/jobs answers 202 with the job; `started` is false when that file's job was already running. */
export interface UploadJobAccepted {
  success: true;
  jobId: string;
  started: boolean;
}

/** GET /student/bulk/jobs/{id}: the job as it stands (never a password: the class list gives those). */
export interface UploadJobView extends JobProgress {
  success: true;
  jobId: string;
  kind: "upload";
  /** `total`: rows of the file; `done`: rows handled so far (made, refused or found already in the class). */
  added: Array<{ row: number; _id: string; userName: string }>;
  rejected: Array<{ row: number; reason: string }>;
}

/** How long a finished upload stays in the teacher's list (GET /student/bulk/jobs), ms. */
export const RECENT_UPLOAD_MS = 5 * 60_000;

/** One upload of GET /student/bulk/jobs: its counts only (the rows are GET /student/bulk/jobs/{id}'s). */
export interface UploadJobSummary extends JobProgress {
  jobId: string;
  /** Students made so far, and rows refused so far. */
  added: number;
  rejected: number;
}

/** GET /student/bulk/jobs: the teacher's own uploads queued or running, and those over in the last RECENT_UPLOAD_MS, oldest first. */
export interface UploadJobList {
  success: true;
  data: UploadJobSummary[];
}

const count = z.number().int().nonnegative();
const uploadJobViewSchema = z.object({
  success: z.literal(true),
  jobId: jobIdSchema,
  kind: z.literal("upload"),
  ...jobProgressFields,
  added: z.array(z.object({ row: z.number().int(), _id: z.string(), userName: z.string() })),
  rejected: z.array(z.object({ row: z.number().int(), reason: z.string() })),
});
const uploadJobSummarySchema = z.object({ jobId: jobIdSchema, ...jobProgressFields, added: count, rejected: count });
const uploadJobListSchema = z.object({ success: z.literal(true), data: z.array(uploadJobSummarySchema) });
const uploadJobAcceptedSchema = z.object({ success: z.literal(true), jobId: jobIdSchema, started: z.boolean() });

/** POST /student/bulk/jobs. */
export const isUploadJobAccepted = (value: unknown): value is UploadJobAccepted => uploadJobAcceptedSchema.safeParse(value).success;
/** GET /student/bulk/jobs/{id}. */
export const isUploadJobView = (value: unknown): value is UploadJobView => uploadJobViewSchema.safeParse(value).success;
/** GET /student/bulk/jobs. */
export const isUploadJobList = (value: unknown): value is UploadJobList => uploadJobListSchema.safeParse(value).success;
