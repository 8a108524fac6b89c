import { afterEach, describe, expect, it, vi } from "vitest";
import { QUEUED_STALL_MS, SWEEP_EVERY_MS, sweepDecision, sweepEveryMs } from "./sweep";

const NOW = Date.UTC(2026, 10, 26, 12, 0, 0);

describe("the job sweeper's decision", () => {
  it("puts back a running job whose lease ran out (its worker died), at the very moment too", () => {
    expect(sweepDecision({ state: "running", leaseUntil: NOW - 1, updatedAt: NOW - 61_000 }, NOW)).toBe("requeue");
    expect(sweepDecision({ state: "running", leaseUntil: NOW, updatedAt: NOW - 60_000 }, NOW)).toBe("requeue");
  });

  it("leaves a running job whose worker still holds it", () => {
    expect(sweepDecision({ state: "running", leaseUntil: NOW + 1, updatedAt: NOW - 59_999 }, NOW)).toBe("leave");
  });

  it("runs itself a job queued for longer than a worker takes to start, and leaves a fresh one to the trigger", () => {
    expect(sweepDecision({ state: "queued", leaseUntil: 0, updatedAt: NOW - QUEUED_STALL_MS }, NOW)).toBe("run");
    expect(sweepDecision({ state: "queued", leaseUntil: 0, updatedAt: NOW - QUEUED_STALL_MS + 1 }, NOW)).toBe("leave");
  });

  it("never touches a finished job or a document it cannot read", () => {
    for (const state of ["done", "failed"]) expect(sweepDecision({ state, leaseUntil: 0, updatedAt: 0 }, NOW)).toBe("leave");
    expect(sweepDecision({}, NOW)).toBe("leave");
    expect(sweepDecision({ state: "running", leaseUntil: "soon" }, NOW)).toBe("leave");
  });
});

describe("the sweeper's times", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("looks every minute and runs a job queued for two minutes, in production whatever RINK_SWEEP_EVERY_MS says", () => {
    expect(SWEEP_EVERY_MS).toBe(60_000);
    expect(QUEUED_STALL_MS).toBe(120_000);
    vi.stubEnv("FUNCTIONS_EMULATOR", "");
    vi.stubEnv("RINK_SWEEP_EVERY_MS", "2000");
    expect(sweepEveryMs()).toBe(60_000);
  });

  it("looks every RINK_SWEEP_EVERY_MS on the emulator", () => {
    vi.stubEnv("FUNCTIONS_EMULATOR", "true");
    vi.stubEnv("RINK_SWEEP_EVERY_MS", "2000");
    expect(sweepEveryMs()).toBe(2000);
  });
});
