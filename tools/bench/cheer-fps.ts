// Does the season page hold 60 frames per second while a student cheers at 10 clicks a
// second? A benchmark, not a test: it starts the test stack on free
// ports, makes a student with a full team, and in headless Chromium (this machine's, by
// testing/chromium.ts) plays 3 games at real speed (speed factor 1, so GAME_ON lasts 20 s),
// clicking the puck 10 times a second for 15 s of each. The page records its own frames:
//   - a requestAnimationFrame loop keeps the time between frames (the frame time);
//   - a PerformanceObserver keeps 'long-animation-frame' entries (Chromium 123+): frames whose
//     work took over 50 ms, with how long.
// What the numbers mean: at 60 fps a frame comes every 16.7 ms. The median frame time should
// sit at ~16.7 ms (a vsync); "over 16.7 ms" counts frames that came later than one vsync
// (over 17.5 ms, to leave the timer's jitter out), i.e. at least one dropped frame; "over
// 20 ms" those late enough for a person to possibly notice. The worst frame is the single
// longest gap. Headless Chromium with --disable-gpu draws in software on the CPU, so this is
// a harder test than a Chromebook's GPU; on this 2-core machine other work running at the
// same time (other builds, tests) shows up as late frames too.
//
// Run: npm run bench (after the engine's bench), or node --import tsx tools/bench/cheer-fps.ts
import os from "node:os";
import type { Page } from "playwright-core";
import type { Student } from "@rink/game";
import { chromiumPath, openChromiumProfile } from "../../testing/chromium";
import { walked, weakTeam } from "../../testing/season-plans";
import { makeStudent, median, startMeasureStack } from "../measure-stack";
import { logInStudent } from "../../testing/log-in";

const RUNS = 3;
const CLICKS_PER_SECOND = 10;
const CHEER_SECONDS = 15;
const VSYNC_MS = 1000 / 60;
/** A frame counts as late past one vsync plus timer jitter. */
const LATE_MS = 17.5;

interface RunFrames {
  /** Time between consecutive animation frames, ms. */
  deltas: number[];
  /** Durations of 'long-animation-frame' entries (null when the browser has no such entry type). */
  longFrames: number[] | null;
  /** For each long animation frame: its length and the script that took longest in it. */
  causes: string[];
  clicks: number;
}

/** Tutorials done, pages visited and the cheapest full lineup: a student who can press the puck. */
const readyToPlay = (stored: Student): Student => weakTeam(walked(stored));

// In the page (tools/ has no DOM types, so page code is text, as in tools/size):
// a requestAnimationFrame loop keeps the gaps between frames, a PerformanceObserver the
// long animation frames, until window.__fps.stop is set.
const START_RECORDING = `(() => {
  const state = { deltas: [], longFrames: null, causes: [], stop: false };
  window.__fps = state;
  if (PerformanceObserver.supportedEntryTypes.includes("long-animation-frame")) {
    state.longFrames = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        state.longFrames.push(entry.duration);
        // What ran in it, longest script first, to tell the page's own work from the rest.
        const scripts = [...(entry.scripts ?? [])].sort((a, b) => b.duration - a.duration);
        const top = scripts[0];
        state.causes.push(top ? Math.round(entry.duration) + " ms: " + (top.invoker || top.invokerType) + " (" + Math.round(top.duration) + " ms script)" : Math.round(entry.duration) + " ms: no script (layout, paint or the machine)");
      }
      if (state.stop) observer.disconnect();
    });
    observer.observe({ type: "long-animation-frame" });
  }
  let last = 0;
  const frame = (t) => {
    if (last) state.deltas.push(t - last);
    last = t;
    if (!state.stop) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})()`;

const STOP_RECORDING = `(() => {
  const state = window.__fps;
  if (!state) return { deltas: [], longFrames: null, causes: [] };
  state.stop = true;
  return { deltas: state.deltas, longFrames: state.longFrames, causes: state.causes };
})()`;

// A locator, not waitForFunction: the page's Content-Security-Policy (no 'unsafe-eval') refuses a string predicate.
const PHASE_AT_REST = '[data-testid="jumbotron"][data-phase="TRANSITION"], [data-testid="jumbotron"][data-phase="READY"]';

const isNumbers = (value: unknown): value is number[] => Array.isArray(value) && value.every((v) => typeof v === "number");

function readFrames(value: unknown): Pick<RunFrames, "deltas" | "longFrames" | "causes"> {
  if (typeof value !== "object" || value === null) throw new Error("no frames recorded");
  const { deltas, longFrames, causes } = value as Record<string, unknown>;
  if (!isNumbers(deltas) || !(longFrames === null || isNumbers(longFrames))) throw new Error("frames of the wrong shape");
  if (!Array.isArray(causes) || !causes.every((c) => typeof c === "string")) throw new Error("causes of the wrong shape");
  return { deltas, longFrames, causes };
}

async function phase(page: Page): Promise<string | null> {
  return page.getByTestId("jumbotron").getAttribute("data-phase");
}

/** One game: start it, wait for GAME_ON, cheer 10/s for 15 s while the page records frames. */
async function measureGame(page: Page): Promise<RunFrames> {
  const puck = page.getByTestId("puck");
  const start = puck.and(page.getByRole("button", { name: "Start the game" }));
  await start.waitFor({ timeout: 30_000 });
  while (!(await start.isEnabled())) await page.waitForTimeout(100);
  await start.click();
  await page.locator('[data-testid="jumbotron"][data-phase="GAME_ON"]').waitFor({ timeout: 30_000 });
  const box = await puck.boundingBox();
  if (!box) throw new Error("no puck on screen");
  await page.evaluate(START_RECORDING);
  const began = Date.now();
  let clicks = 0;
  // Clicks on a fixed schedule (not "wait 100 ms after each"), so a slow click does not
  // lower the rate.
  while (Date.now() - began < CHEER_SECONDS * 1000) {
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    clicks += 1;
    const next = began + (clicks * 1000) / CLICKS_PER_SECOND;
    const wait = next - Date.now();
    if (wait > 0) await page.waitForTimeout(wait);
  }
  const frames = readFrames(await page.evaluate(STOP_RECORDING));
  if ((await phase(page)) !== "GAME_ON") console.warn("  (GAME_ON ended before the 15 s were up)");
  // Let the game finish; a double-header summary is continued.
  await page.locator(PHASE_AT_REST).waitFor({ timeout: 60_000 });
  const summary = page.getByRole("dialog", { name: "Double-Header Summary" });
  await page.waitForTimeout(500);
  if (await summary.isVisible()) await summary.getByRole("button", { name: "Continue Season" }).click();
  return { ...frames, clicks };
}

const share = (values: number[], over: number): string => `${((100 * values.filter((v) => v > over).length) / Math.max(1, values.length)).toFixed(1)}%`;

function describeRun(label: string, { deltas, longFrames, clicks }: Pick<RunFrames, "deltas" | "longFrames"> & { clicks: number }): string {
  const worst = Math.max(...deltas);
  const fps = deltas.length / (deltas.reduce((a, b) => a + b, 0) / 1000);
  const long = longFrames === null ? "n/a" : `${longFrames.length}${longFrames.length ? ` (longest ${Math.max(...longFrames).toFixed(0)} ms)` : ""}`;
  return `${label.padEnd(8)} frames ${String(deltas.length).padStart(5)}  clicks ${String(clicks).padStart(4)}  ${fps.toFixed(1)} fps  median ${median(deltas).toFixed(1)} ms  worst ${worst.toFixed(1)} ms  >16.7 ms ${share(deltas, LATE_MS)}  >20 ms ${share(deltas, 20)}  long animation frames ${long}`;
}

async function main(): Promise<void> {
  chromiumPath(); // before the stack starts: no Chromium, no run
  console.log("cheer-fps: starting the test stack...");
  const { stack, stop } = await startMeasureStack("bench", () => undefined);
  try {
    const student = await makeStudent(stack, "Fran", "bench");
    await student.write(readyToPlay(await student.read()));

    // Real phase timers: GAME_ON lasts its full 20 s.
    const browser = await openChromiumProfile({ initScript: 'try { localStorage.setItem("rink-phase-speed", "1") } catch {}' });
    const { context, page } = browser;
    await logInStudent(page, stack.hostingUrl, student);
    await page.goto(`${stack.hostingUrl}/season`);
    await page.getByTestId("puck").waitFor({ timeout: 30_000 });
    console.log(`cheer-fps: load average ${os.loadavg().map((l) => l.toFixed(2)).join(" ")} on ${os.cpus().length} cores (other work shows up as late frames)`);
    console.log(`cheer-fps: Chromium ${context.browser()?.version() ?? ""}, 1366x768, ${RUNS} games, ${CLICKS_PER_SECOND} clicks/s for ${CHEER_SECONDS} s in GAME_ON`);

    const runs: RunFrames[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const frames = await measureGame(page);
      runs.push(frames);
      console.log(describeRun(`run ${run}`, frames));
      for (const cause of frames.causes) console.log(`           long frame ${cause}`);
    }
    await browser.close();
    const all = runs.flatMap((r) => r.deltas);
    const longFrames = runs.some((r) => r.longFrames === null) ? null : runs.flatMap((r) => r.longFrames ?? []);
    console.log(describeRun("all", { deltas: all, longFrames, clicks: runs.reduce((sum, r) => sum + r.clicks, 0) }));
    console.log(`median of the runs' medians ${median(runs.map((r) => median(r.deltas))).toFixed(1)} ms (60 fps = ${VSYNC_MS.toFixed(1)} ms a frame)`);
  } finally {
    await stop();
  }
}

await main();
