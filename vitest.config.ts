import { defineConfig } from "vitest/config";

// Every workspace's unit tests in one Vitest run (`npx vitest run` here, or `npm test`'s unit
// phase): one start-up and one worker pool instead of six. Each project keeps its own config.
// The tests that meet real parts have their own run (e2e/vitest.config.ts).
export default defineConfig({
  test: {
    projects: ["game", "common", "functions", "web/vite.config.ts", "scripts/vitest.config.ts", "tools/vitest.config.ts"],
  },
});
