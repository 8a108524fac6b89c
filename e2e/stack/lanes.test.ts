// Each e2e file is in the lane its work allows (support/lanes.ts): nothing that kills a process or
// reads the programme's totals runs beside another lane's files.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ALONE_FILES, e2eTestFiles, JOB_KILLING_FILES, laneOf, PROJECTS, SIDE_LANE_FILES, SIDE_LANE_LAST_FILES } from "../support/lanes";
import { SECOND_STACK_FILES } from "../support/module-sharing";

const E2E = path.resolve(import.meta.dirname, "..");
const files = e2eTestFiles();
// This file names what it looks for: it reads the others.
const textOf = (file: string) => (file === "stack/lanes.test.ts" ? "" : readFileSync(path.join(E2E, file), "utf8"));

/** Kills a functions worker of the API (support/faults.ts's crash), or reads a total of the whole programme. */
const HARMS_OR_READS_ALL = /\bcrash\(|totalsBefore|collection\("(teachers|students)"\)\.count\(\)/;
const KILLS_JOB_WORKERS = /\bkillFunctionWorkers\(/;
/** Starts or watches a background job (an upload, a class deleted): its worker may be killed by the browser lane. */
const RUNS_A_JOB = /\bjobs?\b|\bbulk\b|upload|deleteClass/i;

describe("the e2e lanes", () => {
  it("place every file in one lane", () => {
    expect(files.filter((file) => laneOf(file) === undefined)).toEqual([]);
    expect(files.length).toBeGreaterThan(60);
  });

  it("run alone every file that kills an API worker or reads the programme's totals", () => {
    const found = files.filter((file) => HARMS_OR_READS_ALL.test(textOf(file)));
    // The second stack's files are alone on it: each holds its lock (support/own-stack.ts).
    expect(found.filter((file) => laneOf(file) !== PROJECTS.alone && laneOf(file) !== PROJECTS.second)).toEqual([]);
    expect(found.length).toBeGreaterThan(0);
  });

  it("keep the files that kill job workers out of the side lane", () => {
    const killers = files.filter((file) => KILLS_JOB_WORKERS.test(textOf(file)));
    expect(killers.filter((file) => laneOf(file) === PROJECTS.side)).toEqual([]);
    expect(killers).toEqual(expect.arrayContaining(JOB_KILLING_FILES));
  });

  it("give the side lane only browser files that run no job", () => {
    expect(SIDE_LANE_LAST_FILES.filter((file) => RUNS_A_JOB.test(textOf(file)))).toEqual([]);
    expect(files.filter((file) => RUNS_A_JOB.test(textOf(file)))).toEqual(expect.arrayContaining(JOB_KILLING_FILES));
  });

  it("name only files that exist", () => {
    expect([...ALONE_FILES, ...JOB_KILLING_FILES, ...SIDE_LANE_FILES, ...SIDE_LANE_LAST_FILES, ...SECOND_STACK_FILES].filter((file) => !files.includes(file))).toEqual([]);
  });
});
