// Every file the launcher (scripts/stack/*) runs or reads by a path it spells out must exist:
// a script that moves (scripts/media/upload.ts went to tools/media/) otherwise breaks a stack
// start only where that code path runs (the Storage emulator, on Java 21), which no test here sees.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "./defaults";

const STACK_DIR = path.join(ROOT, "scripts", "stack");

/** Each `path.join(ROOT, "a", "b.ts")` made of string literals only, in the launcher's source files. */
function spelledOutPaths(source: string): string[] {
  const found: string[] = [];
  for (const call of source.matchAll(/path\.join\(\s*ROOT\s*,([^)]*)\)/g)) {
    const parts = [...(call[1] ?? "").matchAll(/\s*"([^"]*)"\s*(,|$)/g)].map((part) => part[1] ?? "");
    const literalOnly = (call[1] ?? "").replace(/\s*"[^"]*"\s*(,|$)/g, "").trim() === "";
    if (literalOnly && parts.length > 0) found.push(path.join(...parts));
  }
  return found;
}

/** A path the launcher runs or reads (a file with an extension), not a folder it makes. */
const isFile = (relative: string): boolean => path.extname(relative) !== "";

const launcherFiles = readdirSync(STACK_DIR).filter((file) => /\.(ts|mjs)$/.test(file) && !file.endsWith(".test.ts"));
const paths = launcherFiles.flatMap((file) =>
  spelledOutPaths(readFileSync(path.join(STACK_DIR, file), "utf8"))
    .filter(isFile)
    .map((relative) => ({ file, relative })),
);

describe("the files the launcher runs by path", () => {
  it("finds the scripts it spawns (so the check below is not empty)", () => {
    expect(paths.map(({ relative }) => relative)).toEqual(
      expect.arrayContaining([path.join("scripts", "seed.ts"), path.join("tools", "media", "upload.ts"), path.join("scripts", "stack", "auth-action-links.mjs")]),
    );
  });

  it.each(paths)("$file: $relative exists", ({ relative }) => {
    expect(existsSync(path.join(ROOT, relative))).toBe(true);
  });

  it("reads only literal parts (a computed part is left out, not guessed)", () => {
    expect(spelledOutPaths('path.join(ROOT, "a", "b.ts"); path.join(ROOT, `x${y}.json`); path.join(ROOT, "c", name)')).toEqual([path.join("a", "b.ts")]);
  });
});
