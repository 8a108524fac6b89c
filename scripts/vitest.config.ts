import { defineConfig } from "vitest/config";

// The product scripts' own tests (the launcher's, the docs' citations): `npx vitest run --config scripts/vitest.config.ts`.
export default defineConfig({
  test: { root: import.meta.dirname, include: ["**/*.test.ts"] },
});
