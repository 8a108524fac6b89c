import { describe, expect, it } from "vitest";
import { DATA_SHAPE_VERSION } from "@rink/common";
import { planMigration, type MigrationStep } from "./plan";

const CHAIN: MigrationStep[] = [
  { from: 4, to: 5, what: "classes" },
  { from: 5, to: 6, what: "next" },
];

describe("which migrations run on saved data", () => {
  it("runs each step from the saved shape to today's, in order", () => {
    expect(planMigration({ hasData: true, version: 4 }, 6, CHAIN)).toEqual({ kind: "run", steps: CHAIN, check: false });
    expect(planMigration({ hasData: true, version: 5 }, 6, CHAIN)).toEqual({ kind: "run", steps: [CHAIN[1]], check: false });
  });

  it("runs the last step again as a check on data already of today's shape (what old functions made meanwhile)", () => {
    expect(planMigration({ hasData: true, version: 6 }, 6, CHAIN)).toEqual({ kind: "run", steps: [CHAIN[1]], check: true });
  });

  it("refuses data older than the first migration, newer than today's, or with no version, saying why", () => {
    expect(planMigration({ hasData: true, version: 3 }, 6, CHAIN)).toEqual({ kind: "refuse", why: expect.stringContaining("No migration leads from data shape 3") });
    expect(planMigration({ hasData: true, version: 7 }, 6, CHAIN)).toEqual({ kind: "refuse", why: expect.stringContaining("newer than this version") });
    expect(planMigration({ hasData: true, version: undefined }, 6, CHAIN)).toEqual({ kind: "refuse", why: expect.stringContaining("holds no data shape version") });
  });

  it("has nothing to do on an empty database", () => {
    expect(planMigration({ hasData: false, version: undefined }, 6, CHAIN).kind).toBe("nothing");
  });

  it("leads today's migrations from shape 4 to today's shape", () => {
    const plan = planMigration({ hasData: true, version: 4 });
    if (plan.kind !== "run") throw new Error(`no migration from shape 4: ${plan.why}`);
    expect(plan.steps.map((step) => [step.from, step.to])).toEqual([[4, 5]]);
    expect(plan.steps.at(-1)?.to).toBe(DATA_SHAPE_VERSION);
  });
});
