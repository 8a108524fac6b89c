import { useCallback, useMemo } from 'react';
import { isJobAtWork, type JobProgress } from '@rink/common';
import { usePolled } from './use-polled';

/**
 * Follows the job `jobId` until it ends (usePolled). While the reads fail the screen says it is
 * waiting (the job itself goes on on the server); a read the server refused is said as such.
 * `ended`: the job was read, and it is over (done or failed).
 */
export function usePolledJob<T extends Pick<JobProgress, 'state'>>(
  jobId: string | null,
  read: (jobId: string) => Promise<T>,
): { job: T | undefined; ended: boolean; waiting: boolean; refused: string | null } {
  const load = useMemo(() => (jobId ? () => read(jobId) : null), [jobId, read]);
  const keepGoing = useCallback((job: T) => isJobAtWork(job.state), []);
  const polled = usePolled(load, keepGoing);
  const job = polled.value ?? undefined;
  const ended = job !== undefined && !isJobAtWork(job.state);
  const following = Boolean(jobId) && !ended;
  return { job, ended, waiting: following && polled.waiting !== null, refused: following ? polled.failure : null };
}
