import { mkdtempSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { dotenv, manifestIsStale, sourceFiles } from "./functions-source";

describe("the stack's functions folder", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "rink-functions-source-"));
  const file = (name: string, text: string, seconds: number) => {
    const full = path.join(dir, name);
    writeFileSync(full, text);
    utimesSync(full, seconds, seconds);
    return full;
  };

  it("writes the manifest again when it is missing or anything it was made from is newer", () => {
    const bundle = file("index.js", "export {}", 1_000);
    const env = file(".env", "A=1", 1_000);
    expect(manifestIsStale(path.join(dir, "missing.yaml"), [bundle])).toBe(true);
    const manifest = file("functions.yaml", "{}", 2_000);
    expect(manifestIsStale(manifest, [bundle, env])).toBe(false);
    utimesSync(bundle, 3_000, 3_000);
    expect(manifestIsStale(manifest, [bundle, env])).toBe(true);
  });

  it("copies package.json and every .env file, nothing else", () => {
    const functions = mkdtempSync(path.join(os.tmpdir(), "rink-functions-"));
    for (const name of ["package.json", ".env", ".env.local", ".env.demo-x", ".envrc.bak", "build.mjs"]) writeFileSync(path.join(functions, name), "");
    expect(sourceFiles(functions).sort()).toEqual([".env", ".env.demo-x", ".env.local", "package.json"]);
  });

  it("reads a .env file as the emulator does: settings, no comments, quotes taken off", () => {
    const env = file(".env.test", "# a comment\nNODE_ENV=production\n\nRETENTION_DAYS = 365\nNAME=\"Rink Money\"\n  # indented comment\n", 1);
    expect(dotenv(env)).toEqual({ NODE_ENV: "production", RETENTION_DAYS: "365", NAME: "Rink Money" });
    expect(dotenv(path.join(dir, "none"))).toEqual({});
  });
});
