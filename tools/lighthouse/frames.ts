// `node --import tsx tools/lighthouse/frames.ts [out-dir]`: what a student sees of /home while
// the game loads, as pictures. On its own stack (as main.ts), signed in as a returning student,
// it opens /home at a phone's size (412x823) and a laptop's (1366x768), holds the Firestore
// chunk back for 3 s (as a slow network would), and saves a screenshot of the page before the
// document (the loading frame) and after it, with the layout shift (CLS) the page recorded
// across the change and the times of the first contentful paint and of the student's greeting.
// `--throttle`: no hold; instead each load runs on an emulated slow 4G network and a 4x slower
// CPU (Lighthouse mobile's figures, applied for real through DevTools), 3 loads per size, and
// it prints the median times to the first paint and to the greeting (the student's data).
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromiumPath, launchChromium } from "../../testing/chromium";
import { studentAt } from "../../testing/season-plans";
import { makeStudent, median, startMeasureStack } from "../measure-stack";
import { logInStudent } from "../../testing/log-in";

const HOLD_MS = 3_000;
const SIZES = [
  { name: "phone", width: 412, height: 823 },
  { name: "laptop", width: 1366, height: 768 },
] as const;

const THROTTLE = process.argv.includes("--throttle");
const LOADS = THROTTLE ? 3 : 1;

async function main(): Promise<void> {
  const outDir = path.resolve(process.argv.slice(2).find((arg) => !arg.startsWith("--")) ?? "test-results/screenshots");
  mkdirSync(outDir, { recursive: true });
  chromiumPath(); // before the stack starts: no Chromium, no run
  const { stack, stop } = await startMeasureStack("frames", () => undefined);
  const browser = await launchChromium();
  try {
    const student = await makeStudent(stack, "Lia");
    await student.write(studentAt(await student.read(), { savings: 1, team: "strong" }));
    for (const size of SIZES) {
      const context = await browser.newContext({ viewport: { width: size.width, height: size.height } });
      const page = await context.newPage();
      await logInStudent(page, stack.hostingUrl, student);
      await page.goto("about:blank");
      // In the page (tools/ has no DOM types): sum the layout shifts not caused by input.
      await page.addInitScript(
        "window.__cls = 0; new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) window.__cls += e.value; }).observe({ type: 'layout-shift', buffered: true });",
      );
      if (!THROTTLE) {
        await page.route("**/assets/firestore-*.js", async (route) => {
          await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
          await route.continue();
        });
      }
      const cdp = await context.newCDPSession(page);
      const times: Array<{ fcp: number; greeting: number }> = [];
      for (let load = 1; load <= LOADS; load += 1) {
        await cdp.send("Network.clearBrowserCache");
        if (THROTTLE) {
          // Lighthouse's mobile profile: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, CPU 4x.
          await cdp.send("Network.enable");
          await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 });
          await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      }
      await page.goto("about:blank");
      const started = Date.now();
      await page.goto(`${stack.hostingUrl}/home`);
      await page.getByRole("status").filter({ hasText: "Loading your team" }).waitFor({ timeout: 15_000 });
      const frameAt = Date.now() - started;
      if (!THROTTLE) await page.screenshot({ path: path.join(outDir, `lcp-home-loading-${size.name}.png`) });
      await page.getByRole("heading", { name: /Welcome, Lia!/ }).waitFor({ timeout: 30_000 });
      const greetingAt = Date.now() - started;
      await page.waitForTimeout(1_000);
      if (!THROTTLE) await page.screenshot({ path: path.join(outDir, `lcp-home-loaded-${size.name}.png`) });
      const cls: unknown = await page.evaluate("window.__cls");
      const fcp: unknown = await page.evaluate("Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1)");
      console.log(`${size.name} ${load}: first contentful paint ${fcp} ms${THROTTLE ? "" : `; loading status seen by ${frameAt} ms`}; greeting at ${greetingAt} ms${THROTTLE ? " (slow 4G, CPU 4x)" : ` (Firestore held ${HOLD_MS} ms)`}; CLS ${typeof cls === "number" ? cls.toFixed(4) : "?"}`);
      if (typeof fcp === "number") times.push({ fcp, greeting: greetingAt });
      }
      if (THROTTLE) console.log(`${size.name}: median first contentful paint ${median(times.map((t) => t.fcp))} ms, greeting ${median(times.map((t) => t.greeting))} ms`);
      await context.close();
    }
  } finally {
    await browser.close();
    await stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
