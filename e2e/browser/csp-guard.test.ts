// The guard itself (support/browser.ts, support/csp-guard.ts): a page that breaks the
// Content-Security-Policy is caught, and nothing in e2e/ opens a browser around it. And the
// sessions it hands out: one Chromium per file, one browser context (a user's own browser) each.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { chromium, type Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumPath, launchChromium } from "../../testing/chromium";
import { openBrowser, peekCspViolations, takeCspViolations, type BrowserSession } from "../support/browser";
import { stackInfo } from "../support/stack-info";

const { hostingUrl } = stackInfo();
let browser: BrowserSession | undefined;

beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => browser?.close());

/** Puts an inline script into the page, as an injection would: the policy must block it. */
async function injectInlineScript(session: BrowserSession): Promise<void> {
  await session.page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.__injected = true;";
    document.body.append(script);
  });
}

/** Claims the violations seen until both reports of one have come: the page's event and the browser's console line. */
async function bothReportsSoon(): Promise<string[]> {
  const seen: string[] = [];
  const complete = () => seen.some((line) => line.startsWith("console: ")) && seen.some((line) => !line.startsWith("console: "));
  await expect.poll(() => (seen.push(...takeCspViolations()), complete()), { timeout: 5_000 }).toBe(true);
  return seen;
}

describe("the CSP guard of the browser tests", () => {
  it("catches an inline script injected into a page, which the policy blocks", async () => {
    if (!browser) throw new Error("no browser");
    await browser.page.goto(`${hostingUrl}/dashboard`);
    await browser.page.getByRole("link", { name: "Student", exact: true }).waitFor();
    expect(takeCspViolations()).toEqual([]);
    await injectInlineScript(browser);
    const violations = await bothReportsSoon();
    expect(violations.join("\n")).toMatch(/script-src-elem blocked inline on http:\/\/127\.0\.0\.1:\d+\/dashboard/);
    expect(violations.join("\n")).toMatch(/console: Executing inline script violates the following Content Security Policy directive 'script-src 'self''/);
    expect(await browser.page.evaluate(() => "__injected" in window)).toBe(false);
  });

  it("fails at close when a violation was left unclaimed (a violation in a hook still fails the file)", async () => {
    const session = await openBrowser();
    await session.page.goto(`${hostingUrl}/dashboard`);
    await session.page.getByRole("link", { name: "Student", exact: true }).waitFor();
    await injectInlineScript(session);
    // The report has arrived; close without claiming it.
    await expect.poll(() => peekCspViolations().length, { timeout: 5_000 }).toBeGreaterThanOrEqual(2);
    await expect(session.close()).rejects.toThrow(/Content-Security-Policy violations:[\s\S]*script-src-elem blocked inline/);
  });

  it("is the only way e2e/ opens a browser, so no page escapes it", () => {
    const root = path.resolve(import.meta.dirname, "..");
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const full = path.join(dir, name);
        if (statSync(full).isDirectory()) walk(full);
        else if (name.endsWith(".ts")) files.push(full);
      }
    };
    walk(root);
    // Playwright's own openers, and testing/chromium.ts's (which e2e/ reaches only through support/browser.ts).
    const opener = /\b(chromium|firefox|webkit)\s*\.\s*(launch|launchPersistentContext|connect|connectOverCDP)\b|\.newContext\s*\(|\bbypassCSP\b|\b(launchChromium|openChromiumProfile)\b/;
    const others = files.filter((file) => !file.endsWith(path.join("support", "browser.ts")) && file !== import.meta.filename && opener.test(readFileSync(file, "utf8")));
    expect(others.map((file) => path.relative(root, file))).toEqual([]);
  });
});

describe("the browser sessions of a test file", () => {
  it("share one Chromium, each a browser of its own: what one stores survives its page loads, and another does not see it", async () => {
    const first = await openBrowser();
    const second = await openBrowser();
    try {
      expect(first.context.browser()).toBe(second.context.browser());
      await first.page.goto(`${hostingUrl}/dashboard`);
      await second.page.goto(`${hostingUrl}/dashboard`);
      await first.page.evaluate(() => localStorage.setItem("rink-session-probe", "first"));
      await first.page.reload();
      expect(await first.page.evaluate(() => localStorage.getItem("rink-session-probe"))).toBe("first");
      expect(await second.page.evaluate(() => localStorage.getItem("rink-session-probe"))).toBeNull();
    } finally {
      await first.close();
      await second.close();
    }
  });
});

/** The features a browser runs with turned off: the last --disable-features wins in Chromium. */
async function disabledFeatures(launched: Browser): Promise<string[]> {
  const cdp = await launched.newBrowserCDPSession();
  const { arguments: args } = await cdp.send("Browser.getBrowserCommandLine");
  const last = args.filter((arg) => arg.startsWith("--disable-features=")).at(-1) ?? "--disable-features=";
  return last.slice("--disable-features=".length).split(",").filter(Boolean);
}

describe("the Chromium the tests start (testing/chromium.ts)", () => {
  it("turns off every feature a bare Playwright launch does, and builds no omnibox page for a new browser", async () => {
    // --enable-automation lets the DevTools protocol give the command line.
    const bare = await chromium.launch({ executablePath: chromiumPath(), args: ["--no-sandbox", "--enable-automation"] });
    const ours = await launchChromium({ extraArgs: ["--enable-automation"] });
    try {
      const ourFeatures = await disabledFeatures(ours);
      expect((await disabledFeatures(bare)).filter((feature) => !ourFeatures.includes(feature))).toEqual([]);
      const context = await ours.newContext();
      await context.newPage();
      const cdp = await ours.newBrowserCDPSession();
      const { targetInfos } = await cdp.send("Target.getTargets");
      // The omnibox popups' WebUI (chrome://omnibox-popup.top-chrome/) cost 2 s of CPU per browser.
      expect(targetInfos.filter((target) => target.type !== "page").map((target) => target.url)).toEqual([]);
    } finally {
      await bare.close();
      await ours.close();
    }
  });
});
