import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { pollDelay, POLL_MS, usePolled } from './use-polled';
import type { JobProgress } from '@rink/common';
import { usePolledJob } from './use-polled-job';

type PolledJob = Pick<JobProgress, 'state' | 'total' | 'done'>;

/** A load whose answers the test gives, one a call: a value, or an error to throw. */
function scripted<T>(answers: Array<T | Error>) {
  const calls = { count: 0 };
  const load = vi.fn(async () => {
    const answer = answers[Math.min(calls.count, answers.length - 1)];
    calls.count += 1;
    if (answer instanceof Error) throw answer;
    return answer as T;
  });
  return { load, calls };
}

const job = (state: PolledJob['state'], done: number): PolledJob => ({ state, total: 3, done });
const atWork = (value: PolledJob) => value.state === 'queued' || value.state === 'running';
/** Lets the load's promise settle, then moves the clock `ms` on. */
const tick = async (ms: number) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('following long work on the server', () => {
  it('reads once a second while the work goes on, and stops at its end', async () => {
    const { load, calls } = scripted([job('running', 1), job('running', 2), job('done', 3)]);
    const { result } = renderHook(() => usePolled(load, atWork));
    await tick(0);
    expect(result.current.value).toEqual(job('running', 1));
    await tick(POLL_MS);
    await tick(POLL_MS);
    expect(result.current.value).toEqual(job('done', 3));
    await tick(POLL_MS * 10);
    expect(calls.count).toBe(3);
  });

  it('waits out a dropped network, less and less often, says why, and goes on when it is back', async () => {
    const gone = new ApiError('Failed to fetch', 0);
    const { load, calls } = scripted<PolledJob>([job('running', 1), gone, gone, gone, job('done', 3)]);
    const { result } = renderHook(() => usePolled(load, atWork));
    await tick(0);
    await tick(POLL_MS);
    expect(result.current.waiting).toBe(gone);
    expect(result.current.value).toEqual(job('running', 1));
    // 2 s, then 4 s after the first and second failures: not before.
    await tick(pollDelay(1) - 1);
    expect(calls.count).toBe(2);
    await tick(1);
    expect(calls.count).toBe(3);
    await tick(pollDelay(2));
    await tick(pollDelay(3));
    expect(result.current.value).toEqual(job('done', 3));
    expect(result.current.waiting).toBeNull();
    expect([pollDelay(0), pollDelay(1), pollDelay(4), pollDelay(9)]).toEqual([1_000, 2_000, 15_000, 15_000]);
  });

  it('stops at a refusal and says so, but takes a slow-down (429) and a server error for waiting', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refused = scripted<PolledJob>([new ApiError('No such upload.', 404)]);
    const { result } = renderHook(() => usePolled(refused.load, atWork));
    await tick(0);
    expect(result.current.failure).toBe('No such upload.');
    await tick(POLL_MS * 20);
    expect(refused.calls.count).toBe(1);

    for (const status of [429, 503]) {
      const passing = scripted<PolledJob>([new ApiError('busy', status), job('done', 3)]);
      const { result: later } = renderHook(() => usePolled(passing.load, atWork));
      await tick(0);
      expect(later.current.failure).toBeNull();
      await tick(pollDelay(1));
      expect(later.current.value).toEqual(job('done', 3));
    }
  });

  it("never shows a job's last run for its next one (a class's delete reuses the job's id)", async () => {
    const first = scripted([job('done', 3)]);
    const second = scripted([job('running', 0)]);
    let read = first.load;
    // Stable, as the screens' module functions are: which run answers is the test's to say.
    const readJob = () => read();
    const { result, rerender } = renderHook(({ id }: { id: string | null }) => usePolledJob(id, readJob), { initialProps: { id: 'class-1' as string | null } });
    await tick(0);
    expect(result.current.job?.state).toBe('done');
    rerender({ id: null });
    expect(result.current.job).toBeUndefined();
    read = second.load;
    rerender({ id: 'class-1' });
    expect(result.current.job).toBeUndefined();
    await tick(0);
    expect(result.current.job?.state).toBe('running');
  });

  it('stops reading once the screen is gone, between reads or in the middle of one', async () => {
    const between = scripted([job('running', 1)]);
    const shown = renderHook(() => usePolled(between.load, atWork));
    await tick(0);
    shown.unmount();
    await tick(POLL_MS * 10);
    expect(between.calls.count).toBe(1);

    // Unmounted before the first answer came: that answer must not start another wait.
    const during = scripted([job('running', 1)]);
    renderHook(() => usePolled(during.load, atWork)).unmount();
    await tick(POLL_MS * 10);
    expect(during.calls.count).toBe(1);
  });

  it('says a job waits while its reads fail, never that it failed', async () => {
    const gone = new ApiError('Failed to fetch', 0);
    const { load } = scripted<PolledJob>([gone]);
    const { result } = renderHook(() => usePolledJob('job-1', load));
    await tick(0);
    expect(result.current).toEqual({ job: undefined, ended: false, waiting: true, refused: null });
  });

  it('says a job the server refused to show as refused, not as waiting, and reads it no more', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { load, calls } = scripted<PolledJob>([new ApiError('No such job.', 404)]);
    const { result } = renderHook(() => usePolledJob('job-1', load));
    await tick(0);
    expect(result.current).toEqual({ job: undefined, ended: false, waiting: false, refused: 'No such job.' });
    await tick(POLL_MS * 20);
    expect(calls.count).toBe(1);
  });
});
