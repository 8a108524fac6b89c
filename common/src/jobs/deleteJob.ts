// A class or teacher delete run as a job (docs/decisions.md#d42): what
// the API answers when it accepts the delete, and what the job says of itself while it runs.
// An admin and the class's own teacher (Delete All Students) watch the same job.
import { z } from "zod";
import { isApiSuccess, type ApiSuccess } from "../api";
import { jobProgressFields } from "./jobState";

export const DELETE_JOB_KINDS = ["deleteTeacher", "deleteClass"] as const;

const deleteJobViewSchema = z.object({
  success: z.literal(true),
  jobId: z.string(),
  kind: z.enum(DELETE_JOB_KINDS),
  /** The teacher (or class) being removed; a finished teacher's delete names no one (docs/privacy.md). */
  teacherId: z.string().optional(),
  /** `total`: students when the job began; `done`: students removed so far. */
  ...jobProgressFields,
});

/** GET /admin/jobs/{id} and GET /student/jobs/{id}: the delete as it stands. */
export type DeleteJobView = z.infer<typeof deleteJobViewSchema>;
export const isDeleteJobView = (value: unknown): value is DeleteJobView => deleteJobViewSchema.safeParse(value).success;

/** POST …/delete-job answers 202 with the job; `started` is false when that delete was already running. */
export type DeleteJobAccepted = ApiSuccess<{ jobId: string; started: boolean }>;
export const isDeleteJobAccepted = (value: unknown): value is DeleteJobAccepted =>
  isApiSuccess(value) && typeof value.jobId === "string" && typeof value.started === "boolean";

/** GET /admin/jobs?active=1: the deletes queued or running now (the console shows them after a reload). */
export type ActiveDeleteJobsAnswer = ApiSuccess<{ jobs: DeleteJobView[] }>;
export const isActiveDeleteJobsAnswer = (value: unknown): value is ActiveDeleteJobsAnswer =>
  isApiSuccess(value) && Array.isArray(value.jobs) && value.jobs.every((job) => isDeleteJobView(job));

/** GET /student/all/delete-job: the teacher's own class delete while it is queued or running, else null. */
export type ClassDeleteJobAnswer = ApiSuccess<{ job: DeleteJobView | null }>;
export const isClassDeleteJobAnswer = (value: unknown): value is ClassDeleteJobAnswer =>
  isApiSuccess(value) && (value.job === null || isDeleteJobView(value.job));

/** GET /admin/jobs accepts `active=1` only: the jobs list is for what is running now. */
export const activeJobsQuerySchema = z.object({ active: z.literal("1") });
