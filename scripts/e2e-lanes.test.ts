import path from "node:path";
import { describe, expect, it } from "vitest";
import { e2eTestFiles, splitLanes } from "./e2e-lanes";

describe("the two e2e lanes", () => {
  it("puts the API and rules files in one lane and the browser and launcher files in the other", () => {
    expect(splitLanes(["api/limits.test.ts", "rules/firestore-rules.test.ts", "browser/game-team.test.ts", "stack/restart.test.ts", "api/admin/csv.test.ts"])).toEqual({
      api: ["api/limits.test.ts", "rules/firestore-rules.test.ts", "api/admin/csv.test.ts"],
      browser: ["browser/game-team.test.ts", "stack/restart.test.ts"],
    });
  });

  it("keeps the second stack's two files in one lane: one kills the Firestore the other walks", () => {
    const lanes = splitLanes(["browser/fault-firestore.test.ts", "api/privacy/deletion-leaves-nothing.test.ts", "api/privacy/class-data.test.ts"]);
    expect(lanes.browser).toEqual(["browser/fault-firestore.test.ts", "api/privacy/deletion-leaves-nothing.test.ts"]);
    expect(lanes.api).toEqual(["api/privacy/class-data.test.ts"]);
  });

  it("finds every e2e file, and the second stack's files among them by the names the split knows", () => {
    const files = e2eTestFiles(path.resolve(import.meta.dirname, "..", "e2e"));
    expect(files).toEqual(expect.arrayContaining(["browser/fault-firestore.test.ts", "api/privacy/deletion-leaves-nothing.test.ts", "stack/restart.test.ts", "api/limits.test.ts"]));
    const { api, browser } = splitLanes(files);
    expect([...api, ...browser].sort()).toEqual(files);
  });
});
