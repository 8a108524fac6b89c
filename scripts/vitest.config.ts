import { defineConfig } from "vitest/config";

// The launcher's own tests (scripts/stack): `npx vitest run --config scripts/vitest.config.ts`.
export default defineConfig({
  test: { root: import.meta.dirname, include: ["**/*.test.ts"] },
});
