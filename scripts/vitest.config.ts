import { defineConfig } from "vitest/config";

// The scripts' own tests (the media generator's among them): `npx vitest run --config scripts/vitest.config.ts`.
export default defineConfig({
  test: { root: import.meta.dirname, include: ["**/*.test.ts"] },
});
