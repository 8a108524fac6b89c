import path from "node:path";
import { defineConfig } from "vitest/config";

// The tools' own tests (the media generators' checks) and those of the fixtures they share with
// e2e/ (testing/): `npx vitest run --config tools/vitest.config.ts`.
export default defineConfig({
  test: { root: path.resolve(import.meta.dirname, ".."), include: ["tools/**/*.test.ts", "testing/**/*.test.ts"] },
});
