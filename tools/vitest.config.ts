import { defineConfig } from "vitest/config";

// The tools' own tests (the media generators' checks): `npx vitest run --config tools/vitest.config.ts`.
export default defineConfig({
  test: { root: import.meta.dirname, include: ["**/*.test.ts"] },
});
