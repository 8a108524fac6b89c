// The files that move to the second stack load their helpers after useSecondStack: they must not
// share the module cache of the files on the shared stack (support/module-sharing.ts).
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { e2eTestFiles } from "../support/lanes";
import { SECOND_STACK_FILES } from "../support/module-sharing";

const E2E = path.resolve(import.meta.dirname, "..");

it("runs every file that calls useSecondStack with modules of its own", () => {
  const callers = e2eTestFiles().filter((file) => /\buseSecondStack\(/.test(readFileSync(path.join(E2E, file), "utf8")));
  expect(callers).toEqual([...SECOND_STACK_FILES].sort());
});
