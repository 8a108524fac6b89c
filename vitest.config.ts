import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { defineConfig } from "vitest/config";

// Every workspace's unit tests in one Vitest run (`npx vitest run` here, or `npm test`'s unit
// phase): one start-up and one worker pool instead of six. Each project keeps its own config.
// The tests that meet real parts have their own run (e2e/vitest.config.ts).
//
// web's tests are three projects on web's Vite config: its plain logic in `*.test.ts` under Node,
// where jsdom's start would cost more than the test; what renders (React, the browser's APIs) in
// `*.test.tsx` under jsdom; and the files that replace or reload modules in a project of their
// own. A `.test.ts` that needs a browser API says so in a `@vitest-environment jsdom` comment at
// its top.
//
// Importing React, Chakra and the app again for every file cost about three quarters of web's
// unit time, so the files share one module cache (`isolate: false`) unless they change what a
// module holds: a `vi.mock` leaks into the files after it, and a `vi.resetModules` test expects
// the module state others left behind to be gone. Those files, found by what they call, keep
// fresh modules each.
const WEB_CONFIG = "./web/vite.config.ts";
const WEB_SRC = path.join(import.meta.dirname, "web", "src");
const CHANGES_MODULES = /\bvi\.(mock|doMock|resetModules)\(/;

const webTestFiles = (readdirSync(WEB_SRC, { recursive: true }) as string[])
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `src/${file.split(path.sep).join("/")}`);
const ownModules = webTestFiles.filter((file) => CHANGES_MODULES.test(readFileSync(path.join(WEB_SRC, "..", file), "utf8")));

const webProject = (name: string, environment: "node" | "jsdom", include: string[], isolate: boolean) => ({
  extends: WEB_CONFIG,
  root: "web",
  test: { name, environment, include, exclude: isolate ? [] : ownModules, isolate, ...(environment === "jsdom" ? { setupFiles: ["./src/testing/setup.ts"] } : {}) },
});

export default defineConfig({
  test: {
    projects: [
      "game/vitest.config.ts",
      "common/vitest.config.ts",
      "functions",
      webProject("web", "node", ["src/**/*.test.ts"], false),
      webProject("web-dom", "jsdom", ["src/**/*.test.tsx"], false),
      webProject("web-own-modules", "jsdom", ownModules, true),
      "scripts/vitest.config.ts",
      "tools/vitest.config.ts",
    ],
  },
});
