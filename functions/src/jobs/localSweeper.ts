// The emulator fires no schedules, so on the local stack every functions worker sweeps on a
// timer instead (sweep.ts): a job whose worker died finishes on its own there too. Sweeps of
// several workers at once are safe (each job is taken in a transaction); one worker never
// starts a sweep while its last is still running a job.
import { sweepEveryMs, sweepJobs } from "./sweep";

export function startLocalSweeper(): void {
  let sweeping = false;
  const timer = setInterval(() => {
    if (sweeping) return;
    sweeping = true;
    sweepJobs()
      .catch((error: unknown) => console.error("Job sweep failed", error))
      .finally(() => (sweeping = false));
  }, sweepEveryMs());
  // The timer never keeps a process alive (firebase-tools loads this file to list the functions).
  timer.unref();
}
