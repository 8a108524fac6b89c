import { describe, expect, it } from "vitest";
import { formatPhases, PhaseClock } from "./phases";

describe("the start's phases", () => {
  it("times each phase from its own start, also one that began before it was timed or failed", async () => {
    const started = Date.now();
    const clock = new PhaseClock(started);
    clock.timeSync("check", () => undefined);
    await clock.time("wait", () => new Promise((resolve) => setTimeout(resolve, 30)));
    await expect(clock.time("fails", () => Promise.reject(new Error("no")))).rejects.toThrow("no");
    await clock.time("since the spawn", () => Promise.resolve(), started);
    const [check, wait, fails, since] = clock.phases;
    expect(clock.phases.map((phase) => phase.name)).toEqual(["check", "wait", "fails", "since the spawn"]);
    expect(check?.ms).toBeLessThan(20);
    expect(wait?.ms).toBeGreaterThanOrEqual(25);
    expect(fails?.ms).toBeGreaterThanOrEqual(0);
    expect(since?.startMs).toBe(0);
    expect(since?.ms).toBeGreaterThanOrEqual(25);
  });

  it("prints each phase's length and the stretch of the start it took", () => {
    expect(
      formatPhases([
        { name: "Firestore jar", startMs: 100, ms: 800 },
        { name: "emulators", startMs: 150, ms: 3_350 },
      ]),
    ).toBe("Firestore jar 0.8 s (0.1-0.9), emulators 3.4 s (0.1-3.5)");
  });
});
