import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { CUPS, HOME_TEAMS, initialPlayers, OPPONENT_TEAMS, TUTORIALS, type Level } from "@rink/game";
import { afterAll, describe, expect, it } from "vitest";
import { artFiles, writeArt } from "./art";
import { xmlProblem } from "./xml-check";

const ROOT = path.resolve(import.meta.dirname, "../..");
const COMMITTED = path.join(ROOT, "web/public/media");
const LEVELS: Level[] = [1, 2, 3];
/** Folders another step owns (the videos' placeholders); this generator leaves them alone. */
const NOT_OURS = /^(clips|season)\//;

const temps: string[] = [];
function buildInto(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "rink-media-"));
  temps.push(dir);
  writeArt(dir);
  return dir;
}
afterAll(() => temps.forEach((d) => rmSync(d, { recursive: true, force: true })));

function walk(dir: string, base = dir): string[] {
  return readdirSync(dir).flatMap((f) => {
    const full = path.join(dir, f);
    return statSync(full).isDirectory() ? walk(full, base) : [path.relative(base, full)];
  });
}

/** Media keys written literally in the web app: mediaImageUrl('key') and /media/key.svg. */
function keysInWebSource(): string[] {
  const files = [...walk(path.join(ROOT, "web/src")).map((f) => path.join(ROOT, "web/src", f)), path.join(ROOT, "web/index.html")];
  const keys = new Set<string>();
  for (const file of files.filter((f) => /\.(tsx?|html)$/.test(f) && !/\.test\./.test(f))) {
    const src = readFileSync(file, "utf8");
    for (const m of src.matchAll(/mediaImageUrl\('([\w/-]+)'\)|\/media\/([\w/-]+)\.svg/g)) keys.add((m[1] ?? m[2]) as string);
  }
  return [...keys];
}

/** Every media key the game's content names: logos, cups, players, mascot poses. */
function keysInGameContent(): string[] {
  const teams = [...Object.values(HOME_TEAMS), ...LEVELS.flatMap((l) => OPPONENT_TEAMS[l])];
  const poses = Object.values(TUTORIALS).flatMap((slides) => slides.map((s) => `mascot/${s.mascotPose}`));
  return [
    ...teams.map((t) => t.logo),
    ...LEVELS.flatMap((l) => CUPS[l].map((c) => c.image)),
    ...LEVELS.flatMap((l) => initialPlayers(l).map((p) => p.playerPicture)),
    ...new Set(poses),
  ];
}

describe("the media generator", () => {
  const built = buildInto();

  it("writes every picture the game content and the web app name", () => {
    const content = keysInGameContent();
    expect(content.length).toBeGreaterThanOrEqual(40 + 9 + 72 + 5);
    const web = keysInWebSource().filter((k) => !NOT_OURS.test(k));
    expect(web).toContain("ui/hockey-stick");
    const missing = [...content, ...web].filter((k) => !readdirSafe(built).has(`${k}.svg`));
    expect(missing).toEqual([]);
  });

  it("writes only well-formed SVGs with a viewBox and a <title>, under the size limits", () => {
    const svgs = walk(built).filter((f) => f.endsWith(".svg"));
    expect(svgs.length).toBeGreaterThan(130);
    const problems: string[] = [];
    for (const rel of svgs) {
      const doc = readFileSync(path.join(built, rel), "utf8");
      const size = Buffer.byteLength(doc);
      const limit = rel.startsWith("players/") ? 6 * 1024 : 8 * 1024;
      const xml = xmlProblem(doc);
      if (xml) problems.push(`${rel}: ${xml}`);
      if (!/^<svg [^>]*viewBox="0 0 \d+ \d+"/.test(doc)) problems.push(`${rel}: no viewBox`);
      if (!/^<svg [^>]*>\s*<title>[^<]{3,}<\/title>/.test(doc)) problems.push(`${rel}: no <title> first`);
      if (size >= limit) problems.push(`${rel}: ${size} bytes, limit ${limit}`);
    }
    expect(problems).toEqual([]);
  });

  it("gives the same bytes on every run, and the committed files are the current build", () => {
    const again = buildInto();
    const files = walk(built).sort();
    expect(walk(again).sort()).toEqual(files);
    for (const rel of files) expect(readFileSync(path.join(again, rel)).equals(readFileSync(path.join(built, rel))), rel).toBe(true);
    const stale = [...artFiles()].filter(([rel, doc]) => readFileOr(path.join(COMMITTED, rel)) !== doc).map(([rel]) => rel);
    expect(stale, "run npm run media:build and commit").toEqual([]);
  });
});

function readdirSafe(dir: string): Set<string> {
  return new Set(walk(dir));
}

function readFileOr(file: string): string | null {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return null;
  }
}
