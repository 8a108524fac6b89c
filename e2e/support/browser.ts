// Chromium for browser tests: CHROMIUM_PATH, else Debian's `chromium` on the
// PATH, else Playwright's own download. The flags keep it quiet and fast on a
// closed network (no background fetches, no QUIC, no sync).
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";

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

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

/** A headless Chromium with a fresh user data dir, and one page in it. */
export async function openBrowser(viewport = { width: 1366, height: 768 }): Promise<BrowserSession> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error("No Chromium found: set CHROMIUM_PATH or install Debian's chromium package.");
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), "rink-chromium-"));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath,
    headless: true,
    args: CHROMIUM_FLAGS,
    viewport,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    async close() {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

export type { Browser, Page };

/** Where screenshots of a run go, for a person to look at. */
export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, "..", "..", "test-results", "screenshots");
