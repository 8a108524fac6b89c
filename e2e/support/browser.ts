// Browser sessions for the journeys: Chromium (found by scripts/chromium.ts) with a fresh
// profile each.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { CHROMIUM_FLAGS, findChromium } from "../../scripts/chromium";

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
