// A worker's heartbeat on its job (whileHolding in lease.ts), with Firestore replaced by one
// job document and the clock by fake timers: when beats renew the lease, and when they stop.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

interface Job {
  state: string;
  worker?: string;
  leaseUntil: number;
}
let job: Job | undefined;
let failNextBeat = false;
/** While set, a beat's transaction waits for it: a beat still in flight. */
let beatInFlight: Promise<void> | undefined;
const beats = vi.fn();

vi.mock("../lib/admin", () => ({
  db: () => ({
    collection: () => ({ doc: (id: string) => ({ id }) }),
    runTransaction: async (run: (tx: unknown) => Promise<unknown>) => {
      beats();
      await beatInFlight;
      if (failNextBeat) {
        failNextBeat = false;
        throw new Error("contention");
      }
      return run({
        getAll: async () => [{ data: () => (job ? { ...job } : undefined) }],
        update: (_ref: unknown, fields: Partial<Job>) => (job = { ...job!, ...fields }),
      });
    },
  }),
}));

const { beatEveryMs, leaseMs, whileHolding } = await import("./lease");

const NOW = Date.UTC(2026, 10, 26, 12, 0, 0);
/** A job's run that ends when `end` is called. */
function workUntilEnded() {
  let end: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (end = resolve));
  return { work: () => done, end: () => end() };
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  job = { state: "running", worker: "w1", leaseUntil: NOW + leaseMs() };
  failNextBeat = false;
  beatInFlight = undefined;
  beats.mockClear();
});
afterEach(() => vi.useRealTimers());

describe("a live worker's heartbeat", () => {
  it("beats every third of a lease, so a run longer than many leases keeps its job", async () => {
    expect(beatEveryMs()).toBe(leaseMs() / 3);
    const run = workUntilEnded();
    const holding = whileHolding("job1", "w1", run.work);
    for (let beat = 1; beat <= 9; beat++) {
      await vi.advanceTimersByTimeAsync(beatEveryMs());
      expect(beats).toHaveBeenCalledTimes(beat);
      expect(job?.leaseUntil).toBe(Date.now() + leaseMs());
    }
    run.end();
    await holding;
  });

  it("stops when the run ends, by a return or by an error", async () => {
    const ended = workUntilEnded();
    const holding = whileHolding("job1", "w1", ended.work);
    await vi.advanceTimersByTimeAsync(beatEveryMs());
    ended.end();
    await holding;
    await expect(whileHolding("job1", "w1", async () => Promise.reject(new Error("round failed")))).rejects.toThrow("round failed");
    beats.mockClear();
    await vi.advanceTimersByTimeAsync(10 * leaseMs());
    expect(beats).not.toHaveBeenCalled();
  });

  it("makes a beat still in flight when the run ends the last one", async () => {
    let land: () => void = () => undefined;
    beatInFlight = new Promise<void>((resolve) => (land = resolve));
    const run = workUntilEnded();
    const holding = whileHolding("job1", "w1", run.work);
    await vi.advanceTimersByTimeAsync(beatEveryMs());
    expect(beats).toHaveBeenCalledTimes(1);
    run.end();
    await holding;
    land();
    await vi.advanceTimersByTimeAsync(10 * leaseMs());
    expect(beats).toHaveBeenCalledTimes(1);
  });

  it("never renews a job another worker took, or one that is over, and stops beating", async () => {
    for (const lost of [{ state: "running", worker: "w2" }, { state: "queued" }, { state: "done" }]) {
      job = { ...lost, leaseUntil: NOW };
      beats.mockClear();
      const run = workUntilEnded();
      const holding = whileHolding("job1", "w1", run.work);
      await vi.advanceTimersByTimeAsync(5 * beatEveryMs());
      expect(beats).toHaveBeenCalledTimes(1);
      expect(job.leaseUntil).toBe(NOW);
      run.end();
      await holding;
    }
  });

  it("lets a failed beat go and beats again a third of a lease later", async () => {
    failNextBeat = true;
    const run = workUntilEnded();
    const holding = whileHolding("job1", "w1", run.work);
    await vi.advanceTimersByTimeAsync(beatEveryMs());
    expect(job?.leaseUntil).toBe(NOW + leaseMs());
    await vi.advanceTimersByTimeAsync(beatEveryMs());
    expect(beats).toHaveBeenCalledTimes(2);
    expect(job?.leaseUntil).toBe(Date.now() + leaseMs());
    run.end();
    await holding;
  });
});
