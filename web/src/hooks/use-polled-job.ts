import { useCallback, useMemo } from 'react';
import { usePolled } from './use-polled';

/** What every job the API runs says of itself (docs/decisions.md#d42). */
export interface PolledJob {
  state: 'queued' | 'running' | 'done' | 'failed';
  total: number;
  done: number;
  error?: string;
}

export { POLL_MS as JOB_POLL_MS } from './use-polled';

export const jobEnded = (job: PolledJob | undefined | null) => job?.state === 'done' || job?.state === 'failed';
const atWork = (job: PolledJob) => !jobEnded(job);

/**
 * Follows the job `jobId` until it ends (usePolled). While the reads fail the screen says it is
 * waiting (the job itself goes on on the server); a read the server refused is said as such.
 */
export function usePolledJob<T extends PolledJob>(
  jobId: string | null,
  read: (jobId: string) => Promise<T>,
): { job: T | undefined; waiting: boolean; refused: string | null } {
  const load = useMemo(() => (jobId ? () => read(jobId) : null), [jobId, read]);
  const keepGoing = useCallback((job: T) => atWork(job), []);
  const polled = usePolled(load, keepGoing);
  const job = polled.value ?? undefined;
  const following = Boolean(jobId) && !jobEnded(job);
  return { job, waiting: following && polled.waiting !== null, refused: following ? polled.failure : null };
}
