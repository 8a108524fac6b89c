// Loaded before every e2e test file (vitest.config.ts setupFiles): a test during which any
// browser page broke the Content-Security-Policy fails, with what was blocked and where.
import { afterEach } from "vitest";
import { takeCspViolations } from "./browser";

afterEach(() => {
  const violations = takeCspViolations();
  if (violations.length > 0) throw new Error(`Content-Security-Policy violations:\n${violations.join("\n")}`);
});
