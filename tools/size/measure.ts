// Loads one route in headless Chromium and sorts the JavaScript it fetched by the moment it was
// asked for: before the load event (tools/size/classify.ts), before the first contentful paint,
// and after the load event.
import type { Browser } from "playwright-core";
import { classifyScripts, type ScriptsByMoment, type ScriptTiming } from "./classify";

export interface RouteLoad extends ScriptsByMoment {
  route: string;
  /** Where the page ended up (guarded routes redirect a signed-out visitor). */
  finalPath: string;
  firstPaintMs: number | null;
  /** When the window's load event began (Navigation Timing's loadEventStart). */
  loadEventMs: number | null;
}

// Runs in the page before any of its scripts: remembers the first contentful paint.
const RECORD_FIRST_PAINT = `
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === "first-contentful-paint") window.__firstPaint = entry.startTime;
    }
  }).observe({ type: "paint", buffered: true });
`;

// In the page (tools/ has no DOM types, so page code is text).
const READ_TIMINGS = `({
  firstPaint: window.__firstPaint ?? null,
  loadEvent: performance.getEntriesByType("navigation")[0]?.loadEventStart || null,
  resources: performance.getEntriesByType("resource").map((e) => ({ url: e.name, startMs: e.startTime, endMs: e.responseEnd })),
})`;

interface PageTimings {
  firstPaint: number | null;
  loadEvent: number | null;
  resources: Array<{ url: string; startMs: number; endMs: number }>;
}

function isTimings(value: unknown): value is PageTimings {
  if (typeof value !== "object" || value === null) return false;
  const { firstPaint, loadEvent, resources } = value as Record<string, unknown>;
  const timeOrNull = (t: unknown) => t === null || typeof t === "number";
  return timeOrNull(firstPaint) && timeOrNull(loadEvent) && Array.isArray(resources);
}

/**
 * Lighthouse's mobile network (150 ms round trip, 1.6 Mbit/s down). On loopback every file
 * arrives within a millisecond, so the load event would come before a chunk the first render
 * asks for, and that chunk would still finish before the paint: with real latency the order is
 * the page's own.
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
    // Deferred work (the session, the toaster) loads after the load event: wait for it, to list it.
    await page.waitForLoadState("networkidle", { timeout: 60_000 });
    await page.waitForTimeout(2_000);
    await page.waitForLoadState("networkidle", { timeout: 60_000 });
    const timings: unknown = await page.evaluate(READ_TIMINGS);
    if (!isTimings(timings)) throw new Error(`Could not read the timings of ${route}`);
    const scripts: ScriptTiming[] = timings.resources
      .map((r) => ({ ...r, url: new URL(r.url) }))
      .filter(({ url }) => url.origin === origin && url.pathname.endsWith(".js"))
      .map(({ url, startMs, endMs }) => ({ path: url.pathname, startMs, endMs }));
    return {
      route,
      finalPath: new URL(page.url()).pathname,
      firstPaintMs: timings.firstPaint,
      loadEventMs: timings.loadEvent,
      ...classifyScripts(scripts, timings.firstPaint, timings.loadEvent),
    };
  } finally {
    await context.close();
  }
}
