import { defineConfig } from "vitest/config";
import { ALONE_FILES, BROWSER_LANE_FOLDERS, JOB_KILLING_FILES, PROJECTS, SIDE_LANE_FILES, SIDE_LANE_FOLDERS } from "./support/lanes";
import { SECOND_STACK_FILES } from "./support/module-sharing";
import WaitingFirst from "./support/waiting-first";

// Tests that meet real parts: the emulators, the function over HTTP, Chromium.
// The files share a stack (npm test's, handed over, or one support/global-stack.ts starts on free
// ports; two files use a second one, support/own-stack.ts). Each project is a lane
// (support/lanes.ts) whose files run one at a time: `npm test` runs the browser and side lanes side
// by side, each in a Vitest of its own, then the files that must be alone. Run here without
// `--project`, the projects run one after another.
// The files of a lane on the shared stack share one module cache; the second stack's keep theirs
// (support/module-sharing.ts).
const inFolders = (folders: string[]) => folders.map((folder) => `${folder}/**/*.test.ts`);

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
    projects: [
      {
        extends: true,
        test: { name: PROJECTS.browser, include: [...inFolders(BROWSER_LANE_FOLDERS), ...JOB_KILLING_FILES], exclude: [...ALONE_FILES, ...SECOND_STACK_FILES, ...SIDE_LANE_FILES], isolate: false },
      },
      {
        extends: true,
        test: { name: PROJECTS.side, include: [...inFolders(SIDE_LANE_FOLDERS), ...SIDE_LANE_FILES], exclude: [...JOB_KILLING_FILES, ...ALONE_FILES, ...SECOND_STACK_FILES], isolate: false },
      },
      { extends: true, test: { name: PROJECTS.alone, include: ALONE_FILES, isolate: false } },
      { extends: true, test: { name: PROJECTS.second, include: SECOND_STACK_FILES } },
    ],
  },
});
