// Debian's Chromium, for the browser tests (e2e/support/browser.ts) and `npm run size`:
// CHROMIUM_PATH, else `chromium` on the PATH, else Playwright's own download. The flags keep
// it quiet and fast on a closed network (no background fetches, no QUIC, no sync).
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromium } from "playwright-core";

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  for (const name of ["chromium", "chromium-browser"]) {
    try {
      const found = execFileSync("which", [name], { encoding: "utf8" }).trim();
      if (found) return found;
    } catch {
      // Not on the PATH.
    }
  }
  // Playwright's own download, if someone installed one.
  try {
    const bundled = chromium.executablePath();
    if (bundled && existsSync(bundled)) return bundled;
  } catch {
    // No download either.
  }
  return undefined;
}
