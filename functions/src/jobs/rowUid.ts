import { createHash } from "node:crypto";

/**
 * A row's student id in an upload job: the same on every run of one job (a new upload of the
 * file is a new job, with a new createdAt), so a run after a worker died reuses the Auth user the
 * dead one made. The tests find a job's Auth users by these ids.
 */
export function rowUid(jobId: string, createdAt: number, row: number): string {
  return createHash("sha256").update(`${jobId}\u0000${createdAt}\u0000${row}`).digest("base64url").slice(0, 20);
}
