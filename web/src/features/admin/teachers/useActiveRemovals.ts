import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import type { DeleteJobView } from '@rink/common';
import { usePolled } from '@/hooks/use-polled';
import { fetchActiveRemovals } from '../api/deletes';

/** How often the list looks for deletes when none is running (another admin may start one). */
const IDLE_POLL_MS = 15_000;
const anyRunning = (jobs: DeleteJobView[]) => jobs.length > 0;

/**
 * The deletes running now, by teacher id, read from the server (so a reload, or a dialog
 * closed mid-way, still shows the truth): about once a second while any runs, else every
 * IDLE_POLL_MS (usePolled; a failed read keeps the last list). When one leaves the list (it
 * ended), `onEnded` runs so the page reloads its teachers.
 */
export function useActiveRemovals(onEnded: () => void): { byTeacher: ReadonlyMap<string, DeleteJobView>; refresh: () => void } {
  const [restart, setRestart] = useState(0);
  const { value: jobs } = usePolled(fetchActiveRemovals, anyRunning, { restart, idleMs: IDLE_POLL_MS });
  const ended = useEffectEvent(onEnded);
  const running = useRef<ReadonlySet<string>>(new Set());

  useEffect(() => {
    if (!jobs) return;
    const now = new Set(jobs.map((job) => job.jobId));
    const over = [...running.current].some((jobId) => !now.has(jobId));
    running.current = now;
    if (over) ended();
  }, [jobs]);

  const refresh = useCallback(() => setRestart((was) => was + 1), []);
  // Active jobs always name their teacher (only a finished teacher delete forgets it).
  const byTeacher = new Map((jobs ?? []).flatMap((job) => (job.teacherId ? [[job.teacherId, job] as const] : [])));
  return { byTeacher, refresh };
}
