// What every job the API runs says of itself (docs/decisions.md#d42), whatever its kind: a
// class-list upload (uploadJob.ts), a class's or teacher's delete (deleteJob.ts). Each kind's
// answers extend these fields; the states and what "at work" means are said here only.
import { z } from "zod";

export const JOB_STATES = ["queued", "running", "done", "failed"] as const;
type JobState = (typeof JOB_STATES)[number];

/** The states of a job still at work; done and failed are over. */
export const JOB_STATES_AT_WORK = ["queued", "running"] as const satisfies readonly JobState[];

/** A job still at work (queued or running); the others are over. */
export const isJobAtWork = (state: JobState): boolean => JOB_STATES_AT_WORK.some((atWork) => atWork === state);

/** The fields every job's answer has, of any kind. */
export interface JobProgress {
  state: JobState;
  /** The work's items (rows of a file, students to remove), and those handled so far. */
  total: number;
  done: number;
  /** Why a failed job stopped. */
  error?: string;
  createdAt: number;
  updatedAt: number;
}

const count = z.number().int().nonnegative();
/** JobProgress as a schema's fields, for each kind's schema to extend. */
export const jobProgressFields = {
  state: z.enum(JOB_STATES),
  total: count,
  done: count,
  error: z.string().optional(),
  createdAt: z.number(),
  updatedAt: z.number(),
};
