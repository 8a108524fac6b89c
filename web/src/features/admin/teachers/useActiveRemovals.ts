import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import type { DeleteJobView } from '@rink/common';
import { JOB_POLL_MS } from '@/hooks/use-polled-job';
import { fetchActiveRemovals } from '../api/deletes';

/** How often the list looks for deletes when none is running (another admin may start one). */
const IDLE_POLL_MS = 15_000;

/**
 * The deletes running now, by teacher id, read from the server (so a reload, or a dialog
 * closed mid-way, still shows the truth): about once a second while any runs. When one
 * leaves the list (it ended), `onEnded` runs so the page reloads its teachers.
 */
export function useActiveRemovals(onEnded: () => void): { byTeacher: ReadonlyMap<string, DeleteJobView>; refresh: () => void } {
  const [jobs, setJobs] = useState<DeleteJobView[]>([]);
  const [attempt, setAttempt] = useState(0);
  const ended = useEffectEvent(onEnded);

  useEffect(() => {
    let stopped = false;
    let timer: number | undefined;
    let previous = new Set<string>();
    const poll = async () => {
      let next = previous;
      try {
        const active = await fetchActiveRemovals();
        if (stopped) return;
        setJobs(active);
        next = new Set(active.map((job) => job.jobId));
        if ([...previous].some((id) => !next.has(id))) ended();
      } catch {
        // Kept as last read: a failed read says nothing new about the deletes.
      }
      if (stopped) return;
      previous = next;
      timer = window.setTimeout(() => void poll(), next.size > 0 ? JOB_POLL_MS : IDLE_POLL_MS);
    };
    void poll();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [attempt]);

  const refresh = useCallback(() => setAttempt((was) => was + 1), []);
  // Active jobs always name their teacher (only a finished teacher delete forgets it).
  const byTeacher = new Map(jobs.flatMap((job) => (job.teacherId ? [[job.teacherId, job] as const] : [])));
  return { byTeacher, refresh };
}
