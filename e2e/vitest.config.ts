import { defineConfig } from "vitest/config";
import { LANE_STACK_ENV } from "../scripts/stack/stack-info";
import LongestFirst from "./support/longest-first";
import { SECOND_STACK_FILES } from "./support/module-sharing";

// Tests that meet real parts: the emulators, the function over HTTP, Chromium.
// Each lane has a stack (npm test's, handed over, or one support/global-stack.ts starts on free
// ports; two files use a second one, support/own-stack.ts), and files run one at a time: on this
// 2-core machine the files wait on the CPU. With RINK_E2E_LANES=2, `npm test` hands over a stack
// for a second lane too (scripts/e2e-lanes.ts): then two files run at a time, one per worker slot.
// The files on the shared stack share one module cache; the second stack's keep theirs
// (support/module-sharing.ts).
const lanes = process.env[LANE_STACK_ENV] ? 2 : 1;

export default defineConfig({
  test: {
    root: import.meta.dirname,
    globalSetup: ["support/global-stack.ts"],
    // Fails a test in which a browser page broke the Content-Security-Policy.
    setupFiles: ["support/csp-guard.ts"],
    fileParallelism: lanes > 1,
    maxWorkers: lanes,
    // Two lanes end together when the longest files start first.
    ...(lanes > 1 ? { sequence: { sequencer: LongestFirst } } : {}),
    testTimeout: 60_000,
    hookTimeout: 180_000,
    teardownTimeout: 60_000,
    projects: [
      { extends: true, test: { name: "shared stack", include: ["**/*.test.ts"], exclude: ["**/node_modules/**", ...SECOND_STACK_FILES], isolate: false } },
      { extends: true, test: { name: "second stack", include: SECOND_STACK_FILES } },
    ],
  },
});
