import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { isJobAtWork, type UploadJobSummary } from '@rink/common';
import { fetchUploadJobs } from '../api/students';
import { usePolled } from '@/hooks/use-polled';
import { waitingMessage } from './waiting-message';

/** One run of a job (the same file run again later is the same job id, a new run). */
const runOf = (job: Pick<UploadJobSummary, 'jobId' | 'createdAt'>) => `${job.jobId}:${job.createdAt}`;
const anyAtWork = (jobs: UploadJobSummary[]) => jobs.some((job) => isJobAtWork(job.state));

interface UploadJobs {
  /** The teacher's uploads at work and just over (the server's list), less those put away. */
  jobs: UploadJobSummary[];
  waiting: string | null;
  /** Look again now, and keep looking while one is at work (an upload was just started). */
  watch: () => void;
  /** Put away an upload's line (its end was seen); a later run of the same file shows again. */
  dismiss: (job: Pick<UploadJobSummary, 'jobId' | 'createdAt'>) => void;
}

/**
 * The teacher's uploads as the server has them (GET /student/bulk/jobs), so a reload or
 * another device shows the truth. Polled while one is at work (which also resumes one whose
 * worker died); `onEnded` runs when one seen at work is over, for the roster to reload.
 */
export function useUploadJobs(onEnded: () => void): UploadJobs {
  const [restart, setRestart] = useState(0);
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set());
  const { value, waiting: waitingFor } = usePolled(fetchUploadJobs, anyAtWork, { restart });
  const intl = useIntl();
  const waiting = waitingFor === null ? null : intl.formatMessage(waitingMessage(waitingFor));
  const atWork = useRef(new Set<string>());
  const ended = useRef(onEnded);
  useEffect(() => {
    ended.current = onEnded;
  }, [onEnded]);

  useEffect(() => {
    if (!value) return;
    const now = new Set(value.filter((job) => isJobAtWork(job.state)).map((job) => job.jobId));
    const over = [...atWork.current].some((jobId) => !now.has(jobId));
    atWork.current = now;
    if (over) ended.current();
  }, [value]);

  const watch = useCallback(() => setRestart((count) => count + 1), []);
  const dismiss = useCallback((job: Pick<UploadJobSummary, 'jobId' | 'createdAt'>) => setDismissed((old) => new Set(old).add(runOf(job))), []);
  return { jobs: (value ?? []).filter((job) => !dismissed.has(runOf(job))), waiting, watch, dismiss };
}
