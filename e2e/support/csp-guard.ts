// Loaded before every e2e test file (vitest.config.ts setupFiles): a test during which any
// browser page broke the Content-Security-Policy fails, with what was blocked and where; and the
// file's Chromium (support/browser.ts) is closed after the file. Vitest runs after-hooks in the
// reverse order of their registration, so this one runs after the file's own (which close its sessions).
import { afterAll, afterEach } from "vitest";
import { closeChromium, takeCspViolations } from "./browser";

afterAll(closeChromium);

afterEach(() => {
  const violations = takeCspViolations();
  if (violations.length > 0) throw new Error(`Content-Security-Policy violations:\n${violations.join("\n")}`);
});
