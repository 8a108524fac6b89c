// The e2e files in lanes. A browser file leaves the CPU idle about a third of its time (it waits
// on the real clock: a season's phases, a tutorial's slides, a job's lease), and the API and rules
// files need no browser: `npm test` runs them, with the launcher's restart and the browser files
// that wait most, in a side lane beside the other browser files, on the same shared stack; the
// side lane then takes a few browser files, and last the files that must be alone on their stack
// and the second stack's own, on the second stack (scripts/test.ts), so that two lanes are at work
// until the end. Run directly (`npx vitest run --config e2e/vitest.config.ts`), every lane's files
// run one after another.
// lanes.test.ts fails when a file is in the wrong lane for what it does.
import { readdirSync } from "node:fs";
import path from "node:path";
import { PROJECTS } from "../../scripts/e2e-lanes";
import { SECOND_STACK_FILES } from "./module-sharing";

export { PROJECTS };

const E2E = path.resolve(import.meta.dirname, "..");

/** Every e2e test file, as its path under e2e/ with "/" (sorted). */
export function e2eTestFiles(): string[] {
  return readdirSync(E2E, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".test.ts") && !file.includes("node_modules"))
    .map((file) => file.split(path.sep).join("/"))
    .sort();
}

/**
 * Files that must run while nothing else does on their stack: they read what the whole programme
 * holds (the admin's totals: an account another lane adds or removes meanwhile would change them),
 * or kill the functions' API workers (a request of another lane in flight would break). `npm test`
 * runs them at the side lane's end on the second stack, where nothing else runs meanwhile.
 */
export const ALONE_FILES = ["browser/admin-console.test.ts", "api/admin/overview.test.ts", "api/admin/delete.test.ts", "browser/fault-worker.test.ts"];

/**
 * API files that kill the job workers: they stay in the browser lane, whose files kill job
 * workers too, so that no kill ever lands on another file's job in the middle of its checks.
 */
export const JOB_KILLING_FILES = ["api/admin/delete-job.test.ts", "api/students/upload-job.test.ts"];

/** The folders whose files run in the browser lane (with the job-killing files; less the side lane's, the alone and the second stack's). */
const BROWSER_LANE_FOLDERS = ["browser", "stack"];

/** The folders whose files run in the side lane (less the job-killing, alone and second stack's). */
const SIDE_LANE_FOLDERS = ["api", "rules"];

/**
 * Files of the browser lane's folders that run in the side lane: the launcher's restart (its own
 * stack) and the journeys that wait most on the real clock (the two whole seasons, by mouse and by
 * keyboard, and the tutorials' slides), so that the two lanes end closer together.
 */
export const SIDE_LANE_FILES = ["stack/restart.test.ts", "browser/game-full-season.test.ts", "browser/game-keyboard-season.test.ts", "browser/game-tutorials.test.ts"];

/**
 * Browser files the side lane runs after all its others, in this order, so that both lanes stay at
 * work until the end: without them the side lane ended about nine minutes before the browser lane,
 * which then left a third of the CPU idle (docs/benchmarks.md, "Two lanes to the end"). None starts
 * a job, so no job worker killed in the browser lane meanwhile reaches them. With the headless shell
 * the browser lane ended about 80 s before the side lane's last files: `fault-offline` and
 * `game-budget` went back to the browser lane (docs/benchmarks.md, "The headless shell"). With the
 * restart test 35 s shorter the side lane then ended 47 s first: `game-budget` came back here
 * (docs/benchmarks.md, "The Auth emulator's validators"). The accessibility checks came with
 * about 4.5 minutes of browser files, most in the browser lane, which then ended 200 s after the
 * side lane's last file: `game-student-screens` and `reflow` (about 85 s together) run here. On a
 * machine where the type check took 172 s (not 95 s), with the money check's baseline test added,
 * the browser lane ended 180 s after the second stack's last file: `game-season` and
 * `learning-baseline` (about 80 s together) run here.
 */
export const SIDE_LANE_LAST_FILES = [
  "browser/auth-login.test.ts",
  "browser/auth-devices.test.ts",
  "browser/auth-password.test.ts",
  "browser/teacher-new-password.test.ts",
  "browser/game-standings.test.ts",
  "browser/game-debrief.test.ts",
  "browser/game-team.test.ts",
  "browser/game-gating.test.ts",
  "browser/auth-session.test.ts",
  "browser/auth-register.test.ts",
  "browser/game-budget.test.ts",
  "browser/game-student-screens.test.ts",
  "browser/reflow.test.ts",
  "browser/game-season.test.ts",
  "browser/learning-baseline.test.ts",
];

export type Lane = (typeof PROJECTS)[keyof typeof PROJECTS];

/** The lane of an e2e file (its path under e2e/, with "/"): e2e/vitest.config.ts's projects are made from it; undefined: none. */
export function laneOf(file: string): Lane | undefined {
  if (SECOND_STACK_FILES.includes(file)) return PROJECTS.second;
  if (ALONE_FILES.includes(file)) return PROJECTS.alone;
  if (JOB_KILLING_FILES.includes(file)) return PROJECTS.browser;
  if (SIDE_LANE_FILES.includes(file) || SIDE_LANE_LAST_FILES.includes(file)) return PROJECTS.side;
  const folder = file.split("/")[0] ?? "";
  if (SIDE_LANE_FOLDERS.includes(folder)) return PROJECTS.side;
  if (BROWSER_LANE_FOLDERS.includes(folder)) return PROJECTS.browser;
  return undefined;
}
