import { defineConfig } from "vitest/config";

// Every workspace's unit tests in one Vitest run (`npx vitest run` here, or `npm test`'s unit
// phase): one start-up and one worker pool instead of six. Each project keeps its own config.
// The tests that meet real parts have their own run (e2e/vitest.config.ts).
//
// web's tests are two projects on web's Vite config: what renders (React, the browser's APIs) in
// `*.test.tsx` under jsdom, and its plain logic in `*.test.ts` under Node, where jsdom's start
// would cost more than the test. A `.test.ts` that needs a browser API says so in a
// `@vitest-environment jsdom` comment at its top.
const WEB_CONFIG = "./web/vite.config.ts";

export default defineConfig({
  test: {
    projects: [
      "game/vitest.config.ts",
      "common/vitest.config.ts",
      "functions",
      { extends: WEB_CONFIG, root: "web", test: { name: "web", environment: "node", include: ["src/**/*.test.ts"] } },
      {
        extends: WEB_CONFIG,
        root: "web",
        test: { name: "web-dom", environment: "jsdom", include: ["src/**/*.test.tsx"], setupFiles: ["./src/testing/setup.ts"] },
      },
      "scripts/vitest.config.ts",
      "tools/vitest.config.ts",
    ],
  },
});
