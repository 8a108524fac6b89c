import { defineConfig } from "vitest/config";
import { e2eTestFiles, laneOf, PROJECTS, type Lane } from "./support/lanes";
import WaitingFirst from "./support/waiting-first";

// Tests that meet real parts: the emulators, the function over HTTP, Chromium.
// The files share a stack (npm test's, handed over, or one support/global-stack.ts starts on free
// ports; two files use a second one, support/own-stack.ts). Each project is a lane
// (support/lanes.ts) whose files run one at a time: `npm test` runs the browser and side lanes side
// by side, each in a Vitest of its own, then the files that must be alone. Run here without
// `--project`, the projects run one after another.
// The files of a lane on the shared stack share one module cache; the second stack's keep theirs
// (support/module-sharing.ts).
const files = e2eTestFiles();
/** A lane's project: its files as laneOf places them (a file in no lane fails stack/lanes.test.ts). */
const lane = (name: Lane, options: { isolate?: boolean } = {}) => ({
  extends: true as const,
  test: { name, include: files.filter((file) => laneOf(file) === name), isolate: options.isolate ?? false },
});

export default defineConfig({
  test: {
    root: import.meta.dirname,
    globalSetup: ["support/global-stack.ts"],
    // Fails a test in which a browser page broke the Content-Security-Policy.
    setupFiles: ["support/csp-guard.ts"],
    fileParallelism: false,
    maxWorkers: 1,
    sequence: { sequencer: WaitingFirst },
    testTimeout: 60_000,
    hookTimeout: 180_000,
    teardownTimeout: 60_000,
    projects: [lane(PROJECTS.browser), lane(PROJECTS.side), lane(PROJECTS.alone), lane(PROJECTS.second, { isolate: true })],
  },
});
