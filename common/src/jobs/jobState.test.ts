import { describe, expect, it } from "vitest";
import { isJobAtWork, JOB_STATES } from "./jobState";

describe("a job's state, of any kind", () => {
  it("counts queued and running as at work, done and failed as over", () => {
    expect(JOB_STATES.map(isJobAtWork)).toEqual([true, true, false, false]);
  });
});
