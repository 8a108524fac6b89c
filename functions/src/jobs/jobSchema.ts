// What every job (jobs/{id}: an upload, an admin's delete) holds besides its own work: how far
// it is, and the lease its worker holds on it (lease.ts). One schema, so the kinds of job cannot
// drift apart on the fields the lease rule reads.
import { z } from "zod";
import { JOB_STATES } from "@rink/common";

export const jobSchema = z.object({
  state: z.enum(JOB_STATES),
  /** The units of work (rows, students) when the job began, and how many are handled. */
  total: z.number(),
  done: z.number(),
  error: z.string().optional(),
  worker: z.string().optional(),
  leaseUntil: z.number(),
  attempts: z.number(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
