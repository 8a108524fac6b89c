import { describe, expect, it } from "vitest";
import { fileTimes, PhaseClock, slowest, timingsTable } from "./timings";

const report = {
  numPassedTests: 3,
  testResults: [
    { name: "/repo/e2e/api/limits.test.ts", startTime: 1_000, endTime: 13_340, assertionResults: [{}, {}] },
    { name: "/repo/e2e/browser/game-team.test.ts", startTime: 13_400, endTime: 95_450, assertionResults: [{}] },
    { name: "/repo/e2e/stack/broken.test.ts", startTime: 95_500, endTime: 96_000, assertionResults: [] },
    { name: "/repo/e2e/no-times.test.ts", assertionResults: [{}] },
  ],
};

describe("the files' times", () => {
  it("reads each file's seconds and test count from Vitest's JSON report, relative to the e2e folder", () => {
    expect(fileTimes(report, "/repo/e2e")).toEqual([
      { file: "api/limits.test.ts", seconds: 12.3, tests: 2 },
      { file: "browser/game-team.test.ts", seconds: 82.1, tests: 1 },
      { file: "stack/broken.test.ts", seconds: 0.5, tests: 0 },
    ]);
  });

  it("gives nothing for a report that is not one (a run that died before writing it)", () => {
    expect(fileTimes(undefined, "/repo")).toEqual([]);
    expect(fileTimes({ testResults: "no" }, "/repo")).toEqual([]);
  });

  it("keeps the slowest first, at most as many as asked, across several reports", () => {
    const times = [...fileTimes(report, "/repo/e2e"), { file: "rules/x.test.ts", seconds: 40, tests: 9 }];
    expect(slowest(times, 2).map((time) => time.file)).toEqual(["browser/game-team.test.ts", "rules/x.test.ts"]);
    expect(slowest(times)).toHaveLength(4);
  });
});

describe("the phase clock", () => {
  it("records each phase's start from the run's start and its duration, so phases side by side overlap", () => {
    let now = 10_000;
    const clock = new PhaseClock(() => now);
    const endStack = clock.begin("stack start");
    now += 1_000;
    const endTypecheck = clock.begin("typecheck");
    now += 30_000;
    endTypecheck();
    now += 15_000;
    endStack();
    expect(clock.phases).toEqual([
      { name: "typecheck", startSeconds: 1, seconds: 30 },
      { name: "stack start", startSeconds: 0, seconds: 46 },
    ]);
    expect(clock.elapsedSeconds()).toBe(46);
  });
});

describe("the table", () => {
  it("lists the phases in the order they began, the wall total, then the slowest files with their tests", () => {
    const table = timingsTable({
      totalSeconds: 100,
      phases: [
        { name: "typecheck", startSeconds: 0.1, seconds: 30 },
        { name: "stack start", startSeconds: 0, seconds: 46 },
      ],
      slowestFiles: [{ file: "browser/game-team.test.ts", seconds: 82.1, tests: 1 }],
    });
    expect(table.split("\n")).toEqual([
      "Phase          start s    took s",
      "stack start        0.0      46.0",
      "typecheck          0.1      30.0",
      "total (wall)       0.0     100.0",
      "",
      "Slowest 1 e2e files        tests    took s",
      "browser/game-team.test.ts      1      82.1",
    ]);
  });
});
