// `npm run media:upload`: which files of a club's folder go up, under which names, and which
// are refused, planned without Storage; and the command's dry run end to end.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { knownMediaNames, listFolder, planDefaults, planUpload, VIDEO_MAX_BYTES } from "./upload-plan";

const ROOT = path.resolve(import.meta.dirname, "../..");
const known = new Set(["logos/teal-otters.svg", "clips/level-1-intro.webm", "clips/level-1-intro.mp4", "clips/level-1-intro.jpg", "clips/level-1-intro.vtt"]);

describe("planning a club's media upload", () => {
  it("sends each known name to media/<the same name> with its content type", () => {
    const plan = planUpload(
      [
        { name: "logos/teal-otters.svg", bytes: 900 },
        { name: "clips/level-1-intro.webm", bytes: 500_000 },
        { name: "clips/level-1-intro.vtt", bytes: 200 },
      ],
      known,
    );
    expect(plan.refused).toEqual([]);
    expect(plan.uploads.map((u) => [u.destination, u.contentType])).toEqual([
      ["media/logos/teal-otters.svg", "image/svg+xml"],
      ["media/clips/level-1-intro.webm", "video/webm"],
      ["media/clips/level-1-intro.vtt", "text/vtt"],
    ]);
  });

  it("refuses a name the game does not use, and names the file to replace when only the format differs", () => {
    const plan = planUpload(
      [
        { name: "logos/teal-otters.png", bytes: 900 },
        { name: "logos/our-real-club.svg", bytes: 900 },
        { name: "../outside.svg", bytes: 900 },
      ],
      known,
    );
    expect(plan.uploads).toEqual([]);
    expect(plan.refused.map((r) => r.name)).toEqual(["logos/teal-otters.png", "logos/our-real-club.svg", "../outside.svg"]);
    expect(plan.refused[0]?.why).toContain("logos/teal-otters.svg");
    expect(plan.refused[1]?.why).toContain("uses no file of this name");
  });

  it("refuses an empty file and warns about a video over 2 MB", () => {
    const plan = planUpload(
      [
        { name: "logos/teal-otters.svg", bytes: 0 },
        { name: "clips/level-1-intro.mp4", bytes: VIDEO_MAX_BYTES + 1 },
      ],
      known,
    );
    expect(plan.refused).toEqual([{ name: "logos/teal-otters.svg", why: "the file is empty" }]);
    expect(plan.uploads.map((u) => u.name)).toEqual(["clips/level-1-intro.mp4"]);
    expect(plan.notes[0]).toContain("under 2 MB");
  });

  it("passes over hidden files such as .DS_Store without refusing the upload", () => {
    const plan = planUpload([{ name: ".DS_Store", bytes: 10 }, { name: "logos/.DS_Store", bytes: 10 }], known);
    expect(plan.skipped).toEqual([".DS_Store", "logos/.DS_Store"]);
    expect(plan.refused).toEqual([]);
  });

  it("knows every file the game ships under web/public/media, and nothing else", () => {
    const names = knownMediaNames(path.join(ROOT, "web/public/media"));
    expect(names.has("rink-money-logo.svg")).toBe(true);
    expect(names.has("mascot/wave.svg")).toBe(true);
    expect(names.has("logos/not-a-team.svg")).toBe(false);
  });
});

describe("planning the defaults' upload (npm run deploy, the local Storage emulator)", () => {
  const defaults = [
    { name: "logos/teal-otters.svg", bytes: 900 },
    { name: "clips/level-1-intro.webm", bytes: 500_000 },
    { name: "clips/level-1-intro.vtt", bytes: 200 },
    { name: "team-colours.json", bytes: 300 },
    { name: ".DS_Store", bytes: 10 },
  ];

  it("uploads every default to an empty bucket under media/<its name>, with its content type", () => {
    const plan = planDefaults(defaults, new Set());
    expect(plan.uploads.map((u) => [u.destination, u.contentType])).toEqual([
      ["media/logos/teal-otters.svg", "image/svg+xml"],
      ["media/clips/level-1-intro.webm", "video/webm"],
      ["media/clips/level-1-intro.vtt", "text/vtt"],
    ]);
    expect(plan.kept).toEqual([]);
  });

  it("never overwrites a name the bucket holds (a club's own logo), and adds only the missing defaults", () => {
    const plan = planDefaults(defaults, new Set(["media/logos/teal-otters.svg", "media/clips/level-1-intro.vtt", "elsewhere/clips/level-1-intro.webm"]));
    expect(plan.kept).toEqual(["logos/teal-otters.svg", "clips/level-1-intro.vtt"]);
    expect(plan.uploads.map((u) => u.name)).toEqual(["clips/level-1-intro.webm"]);
  });

  it("has nothing to do when the bucket holds every default", () => {
    const all = new Set(defaults.map((d) => `media/${d.name}`));
    expect(planDefaults(defaults, all).uploads).toEqual([]);
  });

  it("plans every picture and clip the game ships (only the colour table, which the game never reads, stays behind)", () => {
    const shipped = listFolder(path.join(ROOT, "web/public/media"));
    const plan = planDefaults(shipped, new Set());
    expect(shipped.length - plan.uploads.length).toBe(1);
    expect(plan.uploads.some((u) => u.name === "team-colours.json")).toBe(false);
  });
});

describe("npm run media:upload", () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), "rink-club-media-"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const run = (...args: string[]) =>
    spawnSync(process.execPath, ["--import", "tsx", "tools/media/upload.ts", ...args], {
      cwd: ROOT,
      encoding: "utf8",
      env: { ...process.env, GCLOUD_PROJECT: "demo-rink-upload" },
    });

  it("prints what a dry run would upload, and sends nothing", () => {
    mkdirSync(path.join(folder, "mascot"), { recursive: true });
    writeFileSync(path.join(folder, "mascot", "wave.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
    const result = run(folder, "--dry-run");
    expect(result.stderr).not.toContain("refused");
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("mascot/wave.svg -> media/mascot/wave.svg (image/svg+xml");
    expect(result.stdout).toContain("Dry run: would upload 1 file(s) to gs://demo-rink-upload.firebasestorage.app");
    expect(listFolder(folder).map((f) => f.name)).toEqual(["mascot/wave.svg"]);
  });

  it("stops before sending anything when one name is unknown", () => {
    writeFileSync(path.join(folder, "sponsor.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
    const result = run(folder, "--dry-run");
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("refused sponsor.svg");
    expect(result.stderr).toContain("Nothing was uploaded");
  });

  it("takes no folder with --defaults", () => {
    const result = run(folder, "--defaults", "--dry-run");
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("--defaults");
  });

  it("says how to call it without a folder", () => {
    const result = run();
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("Usage: npm run media:upload");
  });
});
