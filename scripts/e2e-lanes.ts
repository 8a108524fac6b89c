// Two e2e lanes (RINK_E2E_LANES=2, off by default): the API and rules files in one Vitest process
// beside the browser and launcher files in another, against the same stacks. It is kept only if
// five full runs in a row stay green with it; off, every file runs in one process as before.
import { readdirSync } from "node:fs";

/** The env switch; any other value than "2" keeps one lane. */
export const LANES_ENV = "RINK_E2E_LANES";

/**
 * The second stack's files (support/own-stack.ts) stay in one lane: fault-firestore kills that
 * stack's Firestore, which the deletion walk reads, so they must never run at the same time.
 */
const SECOND_STACK_FILES = ["browser/fault-firestore.test.ts", "api/privacy/deletion-leaves-nothing.test.ts"];

export interface Lanes {
  /** API over HTTP and the rules: no browser, light on the CPU. */
  api: string[];
  /** Chromium journeys, the launcher's restarts, and the second stack's files. */
  browser: string[];
}

/** Splits e2e files (paths under e2e/, with forward slashes) into the two lanes. */
export function splitLanes(files: string[]): Lanes {
  const lanes: Lanes = { api: [], browser: [] };
  for (const file of files) {
    const apiLane = /^(api|rules)\//.test(file) && !SECOND_STACK_FILES.includes(file);
    (apiLane ? lanes.api : lanes.browser).push(file);
  }
  return lanes;
}

/** Every e2e test file under `e2eDir`, as paths relative to it. */
export function e2eTestFiles(e2eDir: string): string[] {
  return readdirSync(e2eDir, { recursive: true, encoding: "utf8" })
    .map((file) => file.split("\\").join("/"))
    .filter((file) => file.endsWith(".test.ts") && !file.startsWith("node_modules/"))
    .sort();
}
