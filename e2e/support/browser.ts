// Browser sessions for the journeys. A test file starts one Chromium (testing/chromium.ts), on
// its first session, and support/csp-guard.ts closes it after the file's last hook; each session
// is a fresh browser context in it: a user's own browser, whose cookies, storage and cache are its
// own and survive page loads until the session closes. Every page of every session is watched for
// Content-Security-Policy violations (firebase.json's policy): support/csp-guard.ts fails the test
// in which one happened, and close() fails on any left unclaimed. This is the only place e2e/
// starts a browser (csp-guard.test.ts checks), so no page escapes the watch. Each page is also
// watched for a Chromium that stops drawing it (support/frame-watch.ts).
import path from "node:path";
import { type Browser, type BrowserContext, type Locator, type Page } from "playwright-core";
import { launchChromium } from "../../testing/chromium";
import { watchFrames } from "./frame-watch";

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  /** Closes the session's context; rejects when a CSP violation happened that no check has claimed. */
  close(): Promise<void>;
}

/**
 * The page-side watch: runs before any script of every document and frame (an init script).
 * A string, not a function: a transpiler's helpers (tsx adds __name) do not exist in the page.
 */
const WATCH_CSP_VIOLATIONS = `window.addEventListener("securitypolicyviolation", (event) => {
  const where = event.sourceFile ? " (" + event.sourceFile + ":" + event.lineNumber + ")" : "";
  const line = event.effectiveDirective + " blocked " + (event.blockedURI || "(nothing named)") + " on " + event.documentURI + where;
  if (typeof window.__rinkCspViolation === "function") window.__rinkCspViolation(line);
}, true);`;

/**
 * What the browser itself logs for a violation (also from workers, which the page watch does
 * not see), and for a Permissions-Policy header it cannot read (a mistake in firebase.json).
 */
const POLICY_CONSOLE_LINE = /Content Security Policy|Permissions-Policy header/i;

/** Violations seen by sessions not yet closed or claimed, oldest first. */
const unclaimed: string[] = [];

/** The violations seen and not yet claimed, without claiming them (the guard's own test). */
export const peekCspViolations = (): readonly string[] => [...unclaimed];

/** Hands over (and forgets) every CSP violation seen since the last call: support/csp-guard.ts. */
export function takeCspViolations(): string[] {
  return unclaimed.splice(0, unclaimed.length);
}

async function watchContext(context: BrowserContext): Promise<void> {
  await context.exposeBinding("__rinkCspViolation", (_source, line: string) => {
    unclaimed.push(line);
  });
  await context.addInitScript(WATCH_CSP_VIOLATIONS);
  const watchPage = (page: Page) => {
    page.on("console", (message) => {
      if ((message.type() === "error" || message.type() === "warning") && POLICY_CONSOLE_LINE.test(message.text())) unclaimed.push(`console: ${message.text()}`);
    });
    watchFrames(page);
  };
  context.pages().forEach(watchPage);
  context.on("page", watchPage);
}

/** This test file's Chromium (Vitest gives each file its own modules), started on first use. */
let chromium: Promise<Browser> | undefined;

/** Closes this file's Chromium, if a session started it: support/csp-guard.ts, after the file. */
export async function closeChromium(): Promise<void> {
  const started = chromium;
  chromium = undefined;
  if (started) await (await started).close();
}

/** A fresh browser context in this file's Chromium (no cookies, no storage), with one page; `hasTouch`: a touch screen. */
export async function openBrowser(viewport = { width: 1366, height: 768 }, options: { hasTouch?: boolean } = {}): Promise<BrowserSession> {
  chromium ??= launchChromium();
  const context = await (await chromium).newContext({ viewport, ...options });
  await watchContext(context);
  const page = await context.newPage();
  return {
    context,
    page,
    async close() {
      await context.close();
      const left = takeCspViolations();
      if (left.length > 0) throw new Error(`Content-Security-Policy violations:\n${left.join("\n")}`);
    },
  };
}

export type { Browser, Page };

/** Where screenshots of a run go, for a person to look at. */
export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, "..", "..", "test-results", "screenshots");

/**
 * Saves a screenshot of a page or of one element into SCREENSHOT_DIR. A picture is for a person
 * to look at, yet a run that cannot take one must say so, so a failure is not swallowed. A capture
 * waits for a frame: a page Chromium stopped drawing is support/frame-watch.ts's to report and
 * kick, well within this time-out, so there is no second try here.
 */
export async function saveScreenshot(target: Page | Locator, fileName: string, options: { fullPage?: boolean } = {}): Promise<void> {
  const file = path.join(SCREENSHOT_DIR, fileName);
  const timeout = 30_000;
  await ("goto" in target ? target.screenshot({ path: file, timeout, ...options }) : target.screenshot({ path: file, timeout }));
}
