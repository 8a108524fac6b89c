import { defineConfig } from "vitest/config";

// The media generator's own tests: `npx vitest run --config scripts/media/vitest.config.ts`.
export default defineConfig({
  test: { root: import.meta.dirname, include: ["**/*.test.ts"] },
});
