import { useEffect, useEffectEvent, useState } from 'react';

/** What every job the API runs says of itself (docs/decisions.md#d42). */
export interface PolledJob {
  state: 'queued' | 'running' | 'done' | 'failed';
  total: number;
  done: number;
  error?: string;
}

/** About once a second: the bar moves smoothly and the server sees one light read a second. */
export const JOB_POLL_MS = 1000;

export const jobEnded = (job: PolledJob | undefined) => job?.state === 'done' || job?.state === 'failed';

/**
 * Reads a job again and again until it ends. A read that fails (the network, a server
 * restarting) never says the job failed: the work goes on on the server, so the screen says
 * it is waiting and keeps trying. Each read is also what resumes a job whose worker died.
 */
export function usePolledJob<T extends PolledJob>(jobId: string | null, read: (jobId: string) => Promise<T>): { job: T | undefined; waiting: boolean } {
  const [job, setJob] = useState<{ id: string; view: T } | undefined>();
  const [waiting, setWaiting] = useState(false);
  const readJob = useEffectEvent(read);

  useEffect(() => {
    if (!jobId) return;
    let stopped = false;
    let timer: number | undefined;
    const poll = async () => {
      try {
        const view = await readJob(jobId);
        if (stopped) return;
        setJob({ id: jobId, view });
        setWaiting(false);
        if (jobEnded(view)) return;
      } catch {
        if (stopped) return;
        setWaiting(true);
      }
      timer = window.setTimeout(() => void poll(), JOB_POLL_MS);
    };
    void poll();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      // A job's id can come back (a class's delete has one id per class): what was read of the
      // last run must not pass for the next one's.
      setJob(undefined);
      setWaiting(false);
    };
  }, [jobId]);

  const current = job && job.id === jobId ? job.view : undefined;
  return { job: current, waiting: Boolean(jobId) && waiting && !jobEnded(current) };
}
