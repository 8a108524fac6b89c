import { describe, expect, it } from "vitest";
import { failuresList, failuresOf } from "./failures";

const report = {
  testResults: [
    {
      name: "/repo/e2e/browser/reflow.test.ts",
      status: "failed",
      assertionResults: [
        { fullName: "reflow fits Home", status: "passed", failureMessages: [] },
        { fullName: "reflow scrolls every control clear of the footer", status: "failed", failureMessages: ["\u001b[31mAssertionError: expected 2 to be greater than 4\u001b[39m\n    at reflow.test.ts:209"] },
      ],
    },
    { name: "/repo/e2e/api/broken.test.ts", status: "failed", message: "\nError: Cannot find module './gone'\n", assertionResults: [] },
    { name: "/repo/e2e/api/fine.test.ts", status: "passed", assertionResults: [{ fullName: "ok", status: "passed" }] },
  ],
};

describe("the failures named at the end of npm test", () => {
  it("names each failed test with its file and the first line of its message, colours taken out", () => {
    expect(failuresOf(report, "/repo/e2e")).toEqual([
      { file: "browser/reflow.test.ts", test: "reflow scrolls every control clear of the footer", reason: "AssertionError: expected 2 to be greater than 4" },
      { file: "api/broken.test.ts", test: "(the file itself)", reason: "Error: Cannot find module './gone'" },
    ]);
  });

  it("gives nothing for a report that is not one, and no list when nothing failed", () => {
    expect(failuresOf(undefined, "/repo")).toEqual([]);
    expect(failuresOf({ testResults: [{ name: "/repo/a.test.ts", status: "passed", assertionResults: [] }] }, "/repo")).toEqual([]);
    expect(failuresList([])).toBe("");
  });

  it("prints a count, then each failure on two lines", () => {
    const list = failuresList(failuresOf(report, "/repo/e2e"));
    expect(list.split("\n")).toEqual([
      "Failed (2):",
      "  browser/reflow.test.ts › reflow scrolls every control clear of the footer",
      "      AssertionError: expected 2 to be greater than 4",
      "  api/broken.test.ts › (the file itself)",
      "      Error: Cannot find module './gone'",
    ]);
  });
});
