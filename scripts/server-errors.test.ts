import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { serverErrorsReport, unhandledErrors } from "./server-errors";

// As the Functions emulator writes a worker's lines: coloured, each after "> ".
const worker = (line: string) => `\u001b[90m> \u001b[39m ${line}`;
const error = (message: string) =>
  [
    worker(`Unhandled API error Error: ${message}`),
    worker("    at Object.onReceiveStatus (/app/node_modules/@grpc/grpc-js/build/src/client.js:359:73)"),
    worker("Caused by: Error"),
    worker("    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)"),
    worker("    at async nameClaimsOf (file:///app/functions/lib/index.js:3907:22)"),
    worker("  code: 3,"),
  ].join("\n");

describe("the API's unexpected errors in a stack's log", () => {
  it("finds each error with the top of its stack, without colours, once however often it was logged", () => {
    const log = ["i  functions: Beginning execution", error("3 INVALID_ARGUMENT: Transaction is invalid or closed."), "i  functions: Finished", error("3 INVALID_ARGUMENT: Transaction is invalid or closed."), error("other")].join("\n");
    const found = unhandledErrors(log);
    expect(found.map(({ count }) => count)).toEqual([2, 1]);
    expect(found[0]?.text.split("\n")).toEqual(["Unhandled API error Error: 3 INVALID_ARGUMENT: Transaction is invalid or closed.", "  at async nameClaimsOf (file:///app/functions/lib/index.js:3907:22)"]);
  });

  it("says nothing for a log without one, or a log that is not there", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "server-errors-"));
    const quiet = path.join(dir, "quiet.log");
    writeFileSync(quiet, "i  functions: Finished\n");
    expect(serverErrorsReport([quiet, path.join(dir, "missing.log")])).toBe("");
    const noisy = path.join(dir, "noisy.log");
    writeFileSync(noisy, error("boom"));
    expect(serverErrorsReport([noisy])).toContain(`${noisy} (1x):\nUnhandled API error Error: boom`);
  });
});
