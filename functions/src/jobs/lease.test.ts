import { afterEach, describe, expect, it, vi } from "vitest";
import { LEASE_MS, leaseMs, MAX_ATTEMPTS, atWork, handedBack, heldBy, leaseRanOut, renewed, takeDecision, takenBy } from "./lease";

const NOW = Date.UTC(2026, 10, 26, 12, 0, 0);

describe("a job's lease", () => {
  it("runs out at leaseUntil, not a millisecond before, and only on a running job", () => {
    expect(leaseRanOut({ state: "running", leaseUntil: NOW }, NOW)).toBe(true);
    expect(leaseRanOut({ state: "running", leaseUntil: NOW - 1 }, NOW)).toBe(true);
    expect(leaseRanOut({ state: "running", leaseUntil: NOW + 1 }, NOW)).toBe(false);
    for (const state of ["queued", "done", "failed"]) expect(leaseRanOut({ state, leaseUntil: 0 }, NOW)).toBe(false);
    expect(leaseRanOut({ state: "running", leaseUntil: "soon" }, NOW)).toBe(false);
    expect(leaseRanOut({}, NOW)).toBe(false);
  });

  it("counts a job as at work while it is queued or its worker holds it", () => {
    expect(atWork({ state: "queued", leaseUntil: 0 }, NOW)).toBe(true);
    expect(atWork({ state: "running", leaseUntil: NOW + 1 }, NOW)).toBe(true);
    expect(atWork({ state: "running", leaseUntil: NOW }, NOW)).toBe(false);
    for (const state of ["done", "failed"]) expect(atWork({ state, leaseUntil: NOW + LEASE_MS }, NOW)).toBe(false);
  });

  it("is taken from the queue or from a dead worker, never from a live one or from a job that is over", () => {
    expect(takeDecision({ state: "queued", leaseUntil: 0, attempts: 0 }, NOW)).toBe("take");
    expect(takeDecision({ state: "running", leaseUntil: NOW, attempts: 1 }, NOW)).toBe("take");
    expect(takeDecision({ state: "running", leaseUntil: NOW + 1, attempts: 1 }, NOW)).toBe("leave");
    for (const state of ["done", "failed"]) expect(takeDecision({ state, leaseUntil: 0, attempts: MAX_ATTEMPTS }, NOW)).toBe("leave");
  });

  it("gives a job up once MAX_ATTEMPTS workers took it", () => {
    expect(takeDecision({ state: "queued", leaseUntil: 0, attempts: MAX_ATTEMPTS - 1 }, NOW)).toBe("take");
    expect(takeDecision({ state: "queued", leaseUntil: 0, attempts: MAX_ATTEMPTS }, NOW)).toBe("give up");
    expect(takeDecision({ state: "running", leaseUntil: NOW - 1, attempts: MAX_ATTEMPTS }, NOW)).toBe("give up");
  });

  it("holds a taken job for LEASE_MS, and each round of progress holds it LEASE_MS from then", () => {
    const taken = takenBy("w1", 2, NOW);
    expect(taken).toMatchObject({ state: "running", worker: "w1", attempts: 3, updatedAt: NOW });
    expect(takeDecision(taken, NOW + LEASE_MS - 1)).toBe("leave");
    expect(takeDecision(taken, NOW + LEASE_MS)).toBe("take");
    const later = NOW + LEASE_MS - 1;
    const renewedJob = { ...taken, ...renewed(later) };
    expect(renewedJob.updatedAt).toBe(later);
    expect(leaseRanOut(renewedJob, later + LEASE_MS - 1)).toBe(false);
    expect(leaseRanOut(renewedJob, later + LEASE_MS)).toBe(true);
  });

  it("lets only the worker that holds a running job record progress", () => {
    expect(heldBy({ state: "running", worker: "w1" }, "w1")).toBe(true);
    expect(heldBy({ state: "running", worker: "w2" }, "w1")).toBe(false);
    expect(heldBy({ state: "queued", worker: "w1" }, "w1")).toBe(false);
    expect(heldBy({ state: "done" }, "w1")).toBe(false);
  });

  it("is handed back by a worker that failed, ready for the next worker at once, and only by that worker", () => {
    const job = takenBy("w1", 0, NOW);
    const back = handedBack(job, "w1", NOW + 5);
    expect(back).toEqual({ state: "queued", leaseUntil: 0, updatedAt: NOW + 5 });
    expect(takeDecision({ ...job, ...back }, NOW + 5)).toBe("take");
    expect(handedBack(job, "w2", NOW + 5)).toBeUndefined();
    expect(handedBack(undefined, "w1", NOW)).toBeUndefined();
  });
});

describe("the lease's length", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("is a minute in production, whatever RINK_JOB_LEASE_MS says", () => {
    expect(LEASE_MS).toBe(60_000);
    vi.stubEnv("FUNCTIONS_EMULATOR", "");
    vi.stubEnv("RINK_JOB_LEASE_MS", "5000");
    expect(leaseMs()).toBe(60_000);
    expect(takenBy("w", 0, NOW).leaseUntil).toBe(NOW + 60_000);
  });

  it("is RINK_JOB_LEASE_MS on the emulator, for taking and for renewing", () => {
    vi.stubEnv("FUNCTIONS_EMULATOR", "true");
    vi.stubEnv("RINK_JOB_LEASE_MS", "5000");
    expect(takenBy("w", 0, NOW).leaseUntil).toBe(NOW + 5000);
    expect(renewed(NOW).leaseUntil).toBe(NOW + 5000);
  });
});
