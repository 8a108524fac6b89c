import { describe, expect, it } from "vitest";
import { timeAllowance, timeAllowanceMs } from "./timeAllowance";

describe("timeAllowanceMs", () => {
  const start = { signedInAt: 10_000, createdAt: 5_000 };
  it("counts from the latest of the last report, the sign-in and the account's creation", () => {
    expect(timeAllowanceMs({}, start, 70_000)).toBe(60_000);
    expect(timeAllowanceMs({ timeReportedAt: 40_000 }, start, 70_000)).toBe(30_000);
    expect(timeAllowanceMs({ timeReportedAt: 1_000 }, { signedInAt: 1_000, createdAt: 50_000 }, 70_000)).toBe(20_000);
  });
  it("is never negative (a clock that stepped back)", () => {
    expect(timeAllowanceMs({ timeReportedAt: 80_000 }, start, 70_000)).toBe(0);
  });
});

describe("timeAllowance", () => {
  const report = (ms: number) => ({ type: "recordTimeSpent" as const, ms });
  it("lets reports through in order until the allowance is spent, then drops them", () => {
    const time = timeAllowance(5_000);
    expect(time.take(report(3_000))).toEqual(report(3_000));
    expect(time.take(report(3_000))).toEqual(report(2_000));
    expect(time.take(report(3_000))).toBeNull();
    expect(time.recorded).toBe(true);
  });
  it("leaves every other move alone, and records nothing with no time left", () => {
    const time = timeAllowance(0);
    const sign = { type: "sign" as const, slot: "fOne" as const, playerId: "l1-f01" };
    expect(time.take(sign)).toBe(sign);
    expect(time.take(report(1))).toBeNull();
    expect(time.recorded).toBe(false);
  });
});
