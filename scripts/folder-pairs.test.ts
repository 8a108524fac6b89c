import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { folderPairs, WORKSPACE_SOURCES } from "./folder-pairs";

const ROOT = path.resolve(import.meta.dirname, "..");

describe("folders that import each other (docs/decisions.md#d95)", () => {
  const tmp = mkdtempSync(path.join(os.tmpdir(), "folder-pairs-"));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(tmp, file)), { recursive: true });
    writeFileSync(path.join(tmp, file), text);
  };

  it("finds a pair of sibling folders, at any depth and through the alias, and leaves one-way imports and tests alone", () => {
    write("src/season/debrief.ts", 'import { cups } from "../awards/awards";\nexport const debrief = cups;\n');
    write("src/awards/awards.ts", 'import { standings } from "../season/standings.js";\nexport const cups = standings;\n');
    write("src/season/standings.ts", "export const standings = 1;\n");
    write("src/play/shell/GamePage.tsx", 'import { student } from "@/play/student/context";\nexport const page = student;\n');
    write("src/play/student/context.ts", 'export const student = 1;\nexport const later = () => import("../shell/GamePage");\n');
    write("src/lib/one-way.ts", 'import { standings } from "../season/standings";\nexport const x = standings;\n');
    write("src/types/index.ts", "export type T = 1;\n");
    write("src/types/uses.test.ts", 'import { x } from "../lib/one-way";\nexport const y = x;\n');
    write("src/lib/types-user.ts", 'import type { T } from "../types";\nexport type U = T;\n');

    const pairs = folderPairs(tmp, { src: "src", alias: "@/" });
    expect(pairs.map((pair) => pair.split(" (")[0])).toEqual(["src: awards <-> season", "src: play/shell <-> play/student"]);
  });

  it("finds none in the four workspaces' src", () => {
    const pairs = WORKSPACE_SOURCES.flatMap((workspace) => folderPairs(ROOT, workspace));
    expect(pairs, "move the shared piece down, or merge the two folders where they are one thing").toEqual([]);
  });
});
