// The one way e2e/ and tools/ start Chromium: Debian's (CHROMIUM_PATH, else its headless shell or
// `chromium` on the PATH, else Playwright's own download), headless, with flags that keep it quiet
// and fast on a closed network (no background fetches, no QUIC, no sync), on a fresh profile when
// it keeps one.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";

/**
 * The features Playwright 1.65 turns off itself (its chromiumSwitches.ts). Chromium reads only
 * the last --disable-features it is given, so ours below must repeat them; e2e/browser/csp-guard.test.ts
 * checks that a launch of ours still turns off every feature a bare Playwright launch does.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "msForceBrowserSignIn",
  "msEdgeUpdateLaunchServicesPreferredVersion",
];

/**
 * Chromium 156 builds each new window's omnibox popups as WebUI pages, two renderers that cost
 * about 2 s of CPU per browser context even headless, where no one can open them: on two cores
 * that was most of what a browser session cost to open.
 */
const OMNIBOX_WEBUI_FEATURES = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup", "WebUIOmniboxFullPopup"];

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_WEBUI_FEATURES].join(",")}`,
];

export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  // The headless shell first (docs/decisions.md#d66): the same Blink and V8 without the full
  // browser's windows, and a tenth to a quarter less CPU per test file; Playwright's own headless
  // runs use it too.
  for (const name of ["chromium-headless-shell", "chromium", "chromium-browser"]) {
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

/** The Chromium to drive; throws, saying what to install, when there is none. */
export function chromiumPath(): string {
  const found = findChromium();
  if (!found) throw new Error("No Chromium found: set CHROMIUM_PATH or install Debian's chromium-headless-shell (or chromium) package.");
  return found;
}

/** A headless Chromium with the flags above (and `extraArgs`); its contexts keep no profile. */
export function launchChromium(options: { extraArgs?: readonly string[]; executablePath?: string } = {}): Promise<Browser> {
  return chromium.launch({ executablePath: options.executablePath ?? chromiumPath(), args: [...CHROMIUM_FLAGS, ...(options.extraArgs ?? [])] });
}

export interface ChromiumProfile {
  context: BrowserContext;
  page: Page;
  /** Closes the browser and removes its profile. */
  close(): Promise<void>;
}

/**
 * A headless Chromium on a fresh user data dir (as a student's own browser: its cache and
 * storage survive page loads), with one page. `initScript` runs before every document's own.
 */
export async function openChromiumProfile(options: { viewport?: { width: number; height: number }; initScript?: string } = {}): Promise<ChromiumProfile> {
  const executablePath = chromiumPath();
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), "rink-chromium-"));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath,
    headless: true,
    args: CHROMIUM_FLAGS,
    viewport: options.viewport ?? { width: 1366, height: 768 },
  });
  if (options.initScript) await context.addInitScript(options.initScript);
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
