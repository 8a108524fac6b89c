// The import rules of eslint.config.js fire: an upward import in functions/src and an
// import cycle are errors. `npm run lint` shows the real tree has none; this shows the
// rules would see one (a rule that matches nothing passes the lint too).
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
const API = path.join(ROOT, "functions/src");
/** Two files that import each other, gitignored, gone after the run. */
const CYCLE_DIR = path.join(API, `.lint-rules-${process.pid}`);

const eslint = new ESLint({ cwd: ROOT });
/** The first lint loads the whole config and resolver: seconds on a busy machine. */
const FIRST_LINT = { timeout: 60_000 };

async function ruleMessages(code: string, file: string, ruleId: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId === ruleId).map((message) => message.message);
}

describe("functions/src imports one way: routes -> use cases -> storage", FIRST_LINT, () => {
  const zones = "import-x/no-restricted-paths";

  it("refuses storage importing routes/", async () => {
    const messages = await ruleMessages('import { studentsRouter } from "../routes/students";\nexport const x = studentsRouter;\n', "functions/src/firestore/upward.ts", zones);
    expect(messages.some((message) => message.includes("never import routes/, http/"))).toBe(true);
  });

  it("refuses a use case importing http/", async () => {
    const messages = await ruleMessages('import { callerOf } from "../http/auth";\nexport const x = callerOf;\n', "functions/src/removal/upward.ts", zones);
    expect(messages.some((message) => message.includes("never import routes/, http/"))).toBe(true);
  });

  it("refuses storage importing a use case", async () => {
    const messages = await ruleMessages('import { studentRef } from "../accounts/studentRecords";\nexport const x = studentRef;\n', "functions/src/lib/upward.ts", zones);
    expect(messages.some((message) => message.includes("storage, the bottom layer"))).toBe(true);
  });

  it("lets a route import a use case, and a use case import storage", async () => {
    expect(await ruleMessages('import { removeClass } from "../../removal/classes";\nexport const x = removeClass;\n', "functions/src/routes/students/downward.ts", zones)).toEqual([]);
    expect(await ruleMessages('import { db } from "../lib/admin";\nexport const x = db;\n', "functions/src/removal/downward.ts", zones)).toEqual([]);
  });
});

describe("no import cycle", FIRST_LINT, () => {
  beforeAll(() => {
    mkdirSync(CYCLE_DIR, { recursive: true });
    writeFileSync(path.join(CYCLE_DIR, "first.ts"), 'import { second } from "./second";\nexport const first = () => second;\n');
    writeFileSync(path.join(CYCLE_DIR, "second.ts"), 'import { first } from "./first";\nexport const second = () => first;\n');
    writeFileSync(path.join(CYCLE_DIR, "outside.ts"), 'import { first } from "./first";\nexport const outside = () => first;\n');
  });
  afterAll(() => rmSync(CYCLE_DIR, { recursive: true, force: true }));

  it("refuses two files that import each other, and only them", async () => {
    const results = await eslint.lintFiles([CYCLE_DIR]);
    const cycles = (name: string) =>
      results.find((result) => path.basename(result.filePath) === name)?.messages.filter((message) => message.ruleId === "import-x/no-cycle") ?? [];
    expect(cycles("first.ts")).toHaveLength(1);
    expect(cycles("second.ts")).toHaveLength(1);
    expect(cycles("outside.ts")).toEqual([]);
  });
});
