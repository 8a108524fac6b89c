// The files that move to the second stack load their helpers after useSecondStack: they must not
// share the module cache of the files on the shared stack (support/module-sharing.ts).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { SECOND_STACK_FILES } from "../support/module-sharing";

const E2E = path.resolve(import.meta.dirname, "..");

it("runs every file that calls useSecondStack with modules of its own", () => {
  const callers = readdirSync(E2E, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".test.ts") && !file.includes("node_modules"))
    .filter((file) => /\buseSecondStack\(/.test(readFileSync(path.join(E2E, file), "utf8")))
    .map((file) => file.split(path.sep).join("/"))
    .sort();
  expect(callers).toEqual([...SECOND_STACK_FILES].sort());
});
