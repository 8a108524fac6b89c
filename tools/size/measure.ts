// Loads one route in headless Chromium and sorts the JavaScript it fetched into what
// arrived before the first contentful paint and what came after.
import type { Browser } from "playwright-core";

export interface RouteLoad {
  route: string;
  /** Where the page ended up (guarded routes redirect a signed-out visitor). */
  finalPath: string;
  firstPaintMs: number | null;
  /** Paths under /assets/, in the order they finished loading. */
  beforePaint: string[];
  afterPaint: string[];
}

interface ResourceTiming {
  url: string;
  responseEnd: number;
}

// Runs in the page before any of its scripts: remembers the first contentful paint.
const RECORD_FIRST_PAINT = `
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === "first-contentful-paint") window.__firstPaint = entry.startTime;
    }
  }).observe({ type: "paint", buffered: true });
`;

const READ_TIMINGS = `({
  firstPaint: window.__firstPaint ?? null,
  resources: performance.getEntriesByType("resource").map((e) => ({ url: e.name, responseEnd: e.responseEnd })),
})`;

function isTimings(value: unknown): value is { firstPaint: number | null; resources: ResourceTiming[] } {
  if (typeof value !== "object" || value === null) return false;
  const { firstPaint, resources } = value as Record<string, unknown>;
  return (firstPaint === null || typeof firstPaint === "number") && Array.isArray(resources);
}

/**
 * Lighthouse's mobile network (150 ms round trip, 1.6 Mbit/s down). On loopback every file
 * arrives within a millisecond, so a chunk requested just after the first render would
 * still finish before the paint: with real latency the order is the page's own.
 */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

export async function measureRoute(browser: Browser, origin: string, route: string): Promise<RouteLoad> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
    await page.addInitScript(RECORD_FIRST_PAINT);
    await page.goto(origin + route, { waitUntil: "load", timeout: 60_000 });
    // Lazy chunks and deferred work (the session, the toaster) load after the paint.
    await page.waitForLoadState("networkidle", { timeout: 60_000 });
    await page.waitForTimeout(500);
    const timings: unknown = await page.evaluate(READ_TIMINGS);
    if (!isTimings(timings)) throw new Error(`Could not read the timings of ${route}`);
    const scripts = timings.resources
      .filter((r) => new URL(r.url).pathname.startsWith("/assets/") && r.url.endsWith(".js"))
      .sort((a, b) => a.responseEnd - b.responseEnd);
    const paint = timings.firstPaint;
    const assetPath = (r: ResourceTiming) => new URL(r.url).pathname;
    return {
      route,
      finalPath: new URL(page.url()).pathname,
      firstPaintMs: paint,
      beforePaint: scripts.filter((r) => paint !== null && r.responseEnd <= paint).map(assetPath),
      afterPaint: scripts.filter((r) => paint === null || r.responseEnd > paint).map(assetPath),
    };
  } finally {
    await context.close();
  }
}
