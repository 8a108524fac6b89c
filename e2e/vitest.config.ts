import { defineConfig } from "vitest/config";

// Tests that meet real parts: the emulators, the function over HTTP, Chromium.
// One stack serves them all (npm test's, handed over, or one support/global-stack.ts starts on
// free ports; two files use a second one, support/own-stack.ts), so files run one after another:
// this is a 2-core machine.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ["**/*.test.ts"],
    globalSetup: ["support/global-stack.ts"],
    // Fails a test in which a browser page broke the Content-Security-Policy.
    setupFiles: ["support/csp-guard.ts"],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    teardownTimeout: 60_000,
  },
});
