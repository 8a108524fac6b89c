import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findUnusedExports, formatUnused, REPO_LAYOUT, type Layout } from "./unused-exports";

/** A small repository: a package `@fx/lib` (a barrel with `export *`) and an app that uses it. */
const FIXTURE: Record<string, string> = {
  "package.json": JSON.stringify({ workspaces: ["lib", "app"] }),
  "lib/package.json": JSON.stringify({ name: "@fx/lib", exports: { ".": "./src/index.ts" } }),
  "lib/src/index.ts": `export * from "./money";\nexport { shout } from "./words";\n`,
  "lib/src/money.ts": [
    "export const used = 1;",
    "export const unused = 2;",
    "export function helper() { return 3; }",
    "export const caller = () => helper();",
    "export interface Price { cents: number }",
    "export const viaNamespace = 4;",
    "export const viaDynamic = 5;",
    "export const viaLibFolder = 6;",
  ].join("\n"),
  "lib/src/words.ts": `export const shout = (text: string) => text.toUpperCase();\nexport const whisper = (text: string) => text.toLowerCase();\n`,
  "app/tsconfig.json": JSON.stringify({ compilerOptions: { paths: { "~/*": ["./src/*"] } } }),
  "app/src/main.ts": [
    `import { used, caller } from "@fx/lib";`,
    `import type { Price } from "@fx/lib";`,
    `import * as money from "~/../../lib/src/money.js";`,
    `const { viaDynamic } = await import("@fx/lib");`,
    `export const price: Price = { cents: used + caller() + money.viaNamespace + viaDynamic };`,
  ].join("\n"),
  "app/src/main.test.ts": `import { whisper } from "../../lib/src/words";\nexport const fromATest = whisper("A");\n`,
  // A folder named lib/ in src/ is source; app/lib/, beside the workspace's package.json, is its build.
  "app/src/lib/uses.ts": `import { viaLibFolder } from "@fx/lib";\nconsole.log(viaLibFolder);\n`,
  "app/package.json": JSON.stringify({ name: "@fx/app" }),
  "app/lib/built.js": `import { unused } from "@fx/lib";\nconsole.log(unused);\n`,
  "app/src/lazy.ts": `export default function Page() {}\nexport const alsoLazy = 1;\n`,
  "app/src/router.ts": `export const load = () => import("./lazy");\n`,
  "tools/run.ts": `import { load } from "../app/src/router";\nvoid load();\n`,
};

const LAYOUT = (root: string): Layout => ({ root, exporters: ["lib/src", "app/src"], importers: ["tools", "app"], entryPoints: ["app/src/main.ts"] });

describe("the unused exports", () => {
  let root = "";
  beforeAll(() => {
    root = mkdtempSync(path.join(os.tmpdir(), "unused-exports-"));
    for (const [file, text] of Object.entries(FIXTURE)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    }
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("lists what no other file imports, through a star re-export, type imports and namespaces; a test file's exports are never listed", () => {
    const found = findUnusedExports(LAYOUT(root));
    expect(found.map(({ file, name, kind }) => ({ file, name, kind }))).toEqual([
      // Imported straight from words.ts by a test, never through the barrel...
      { file: "lib/src/index.ts", name: "shout", kind: "re-export" },
      { file: "lib/src/money.ts", name: "unused", kind: "dead" },
      // Used by `caller`, in its own file only.
      { file: "lib/src/money.ts", name: "helper", kind: "own file" },
      // ...and nothing uses that re-export: gone with it.
      { file: "lib/src/words.ts", name: "shout", kind: "dead" },
    ]);
    expect(formatUnused(found)).toContain("lib/src/money.ts:2 unused: used nowhere");
  });

  it("counts a use from a file outside the checked folders (tools/) and a dynamic import as all of its module", () => {
    const names = findUnusedExports(LAYOUT(root)).map((entry) => entry.name);
    expect(names).not.toContain("load");
    expect(names).not.toContain("alsoLazy");
    expect(names).not.toContain("default");
    expect(names).not.toContain("viaLibFolder");
  });
});

// The check of `npm test`: game/, common/, functions/ and web/ export nothing nobody imports.
// `node --import tsx scripts/unused-exports.ts` lists them.
describe("the repository", () => {
  it("has no unused export", () => {
    expect(formatUnused(findUnusedExports(REPO_LAYOUT))).toBe("");
  }, 120_000);
});
