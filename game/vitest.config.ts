import { defineConfig } from "vitest/config";

// The engine holds no module state a test could change (no mutable top-level value, no mocks):
// its test files share one module cache instead of importing everything again per file.
export default defineConfig({
  test: { isolate: false },
});
