// `npm run lighthouse`: Lighthouse's performance score of /home, a signed-in student's page.
// A benchmark, not a test: it prints the scores and exits non-zero only
// when a run failed.
// `npm run lighthouse -- --first-screens`: the first screens instead (tools/lighthouse/first-screens.ts).
//
// It starts the stack on free ports with the built app (as tools/bench does), makes a student
// (level 1, tutorials done, lineup signed: the /home a returning student sees), starts this
// machine's Chromium (testing/chromium.ts) with --remote-debugging-port and a fresh user data
// dir, signs in through the page with playwright-core over CDP, then runs Lighthouse's Node API
// on the same port, 3 times each:
//   - desktop: formFactor desktop, no screen emulation, throttlingMethod 'provided' (the
//     loopback network and this machine's CPU as they are);
//   - mobile: Lighthouse's defaults (a Moto G-sized screen, simulated slow 4G and 4x CPU slowdown).
// Lighthouse normally wipes the origin's storage before it loads the page, which would sign the
// student out (Firebase Auth keeps the session in IndexedDB), so it runs with
// disableStorageReset; the HTTP cache is emptied before each run instead (CDP
// Network.clearBrowserCache), so every run is a cold load of the page, signed in.
// It prints each run and the median of the 3: the score, FCP, LCP, TBT, CLS and Speed Index.
// `--save DIR` also writes each run's full report (JSON) there, to read the LCP element, the
// critical request chains and the main-thread work behind a figure; `--only mobile` (or
// desktop) runs one mode, for a quicker comparison.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import lighthouse, { type Flags } from "lighthouse";
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS, chromiumPath } from "../../testing/chromium";
import { findFreePorts } from "../../scripts/stack/ports";
import { studentAt } from "../../testing/season-plans";
import { formatColumns, makeStudent, median, startMeasureStack } from "../measure-stack";
import { logInStudent } from "../../testing/log-in";
import { runFirstScreens } from "./first-screens";
import { stopGroup, waitForDebugger } from "./debugger";

const RUNS = 3;
const saveArg = process.argv.indexOf("--save");
const saveDir = saveArg >= 0 ? process.argv[saveArg + 1] : undefined;
if (saveArg >= 0 && !saveDir) throw new Error("--save needs a folder");
const onlyArg = process.argv.indexOf("--only");
const only = onlyArg >= 0 ? process.argv[onlyArg + 1] : undefined;
const log = (line: string) => console.log(`[lighthouse] ${line}`);

const MODES: ReadonlyArray<{ name: string; flags: Flags }> = [
  { name: "desktop, provided", flags: { formFactor: "desktop", screenEmulation: { disabled: true }, throttlingMethod: "provided" } },
  { name: "mobile, simulated", flags: {} },
  // The same phone, throttled for real by DevTools (request latency and throughput, CPU slowdown)
  // instead of simulated: Lantern's simulation counts every request started before a paint as
  // needed for it, so a download started early for later (the game's Firestore half) weighs on
  // its FCP and LCP even when it does not delay the paint. Only with `--only mobile-devtools`.
  { name: "mobile-devtools", flags: { throttlingMethod: "devtools" } },
];

interface Figures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  finalPath: string;
}

async function main(): Promise<void> {
  const executablePath = chromiumPath();
  // Lighthouse launches nothing here (it gets a port), but its own checks read CHROME_PATH.
  process.env.CHROME_PATH = executablePath;
  log("Starting the stack...");
  const { stack, stop } = await startMeasureStack("lighthouse", (line) => log(`stack: ${line}`));
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), "rink-lighthouse-chromium-"));
  let chrome: ChildProcess | undefined;
  const cleanUp = async () => {
    if (chrome) await stopGroup(chrome);
    await stop();
    rmSync(userDataDir, { recursive: true, force: true });
  };
  process.on("SIGINT", () => void cleanUp().then(() => process.exit(130)));
  let failures = 0;
  try {
    const student = await makeStudent(stack, "Lia");
    await student.write(studentAt(await student.read(), { savings: 1, team: "strong" }));

    const [port = 0] = await findFreePorts(1, "127.0.0.1");
    // A process group of its own (stopGroup): Debian's chromium-headless-shell is a script that starts the browser as its child.
    chrome = spawn(executablePath, [...CHROMIUM_FLAGS, "--headless=new", `--remote-debugging-port=${port}`, `--user-data-dir=${userDataDir}`, "--window-size=1366,768", "about:blank"], { stdio: "ignore", detached: true });
    await waitForDebugger(port, chrome);
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
    const context = browser.contexts()[0];
    if (!context) throw new Error("Chromium has no default context");
    const page = await context.newPage();
    await logInStudent(page, stack.hostingUrl, student);
    // The session is in the profile now; the tab leaves /home so its live listeners do not run beside Lighthouse's.
    await page.goto("about:blank");
    const cdp = await context.newCDPSession(page);
    log(`Chromium ${browser.version()}, signed in as ${student.userName}; ${RUNS} runs per mode of ${stack.hostingUrl}/home; load average ${os.loadavg().map((l) => l.toFixed(2)).join(" ")} on ${os.cpus().length} cores`);

    let version = "";
    const warnings = new Set<string>();
    const rows: string[][] = [];
    const medians: string[][] = [];
    const pretty = (f: Figures) => [String(Math.round(f.score)), `${Math.round(f.fcp)} ms`, `${Math.round(f.lcp)} ms`, `${Math.round(f.tbt)} ms`, f.cls.toFixed(3), `${Math.round(f.si)} ms`];
    for (const mode of MODES.filter((m) => (only ? m.name.startsWith(only) && (only === "mobile-devtools") === (m.name === "mobile-devtools") : m.name !== "mobile-devtools"))) {
      const runs: Figures[] = [];
      for (let run = 1; run <= RUNS; run += 1) {
        await cdp.send("Network.clearBrowserCache");
        const result = await lighthouse(`${stack.hostingUrl}/home`, { port, logLevel: "error", output: "json", onlyCategories: ["performance"], disableStorageReset: true, ...mode.flags });
        const lhr = result?.lhr;
        if (saveDir && lhr) {
          mkdirSync(saveDir, { recursive: true });
          writeFileSync(path.join(saveDir, `${mode.name.split(",")[0]}-${run}.json`), JSON.stringify(lhr));
        }
        version = lhr?.lighthouseVersion ?? version;
        const metric = (id: string) => lhr?.audits[id]?.numericValue ?? NaN;
        const score = lhr?.categories.performance?.score;
        if (!lhr || typeof score !== "number" || lhr.runtimeError) {
          failures += 1;
          rows.push([mode.name, String(run), `failed: ${lhr?.runtimeError?.message ?? "no score"}`]);
          continue;
        }
        const figures: Figures = {
          score: score * 100,
          fcp: metric("first-contentful-paint"),
          lcp: metric("largest-contentful-paint"),
          tbt: metric("total-blocking-time"),
          cls: metric("cumulative-layout-shift"),
          si: metric("speed-index"),
          finalPath: new URL(lhr.finalDisplayedUrl).pathname,
        };
        if (figures.finalPath !== "/home") {
          failures += 1;
          rows.push([mode.name, String(run), `ended at ${figures.finalPath}, not /home (signed out?)`]);
          continue;
        }
        runs.push(figures);
        rows.push([mode.name, String(run), ...pretty(figures), lhr.runWarnings.length ? "yes" : ""]);
        for (const warning of lhr.runWarnings) warnings.add(warning);
      }
      if (runs.length) {
        const pick = (key: keyof Omit<Figures, "finalPath">) => median(runs.map((r) => r[key]));
        medians.push([mode.name, `median of ${runs.length}`, ...pretty({ score: pick("score"), fcp: pick("fcp"), lcp: pick("lcp"), tbt: pick("tbt"), cls: pick("cls"), si: pick("si"), finalPath: "/home" })]);
      }
    }
    await browser.close();
    const header = ["mode", "run", "score", "FCP", "LCP", "TBT", "CLS", "Speed Index", "warnings"];
    console.log(`\nLighthouse performance of /home, signed in (Lighthouse ${version}):`);
    console.log(formatColumns(header, rows));
    console.log("");
    console.log(formatColumns(header.slice(0, -1), medians));
    // The page's Firestore listener keeps a request open, so the network is never quiet and
    // Lighthouse stops waiting at its time limit; the paints above were all seen before that.
    for (const warning of warnings) console.log(`Lighthouse warned: ${warning}`);
  } finally {
    await cleanUp();
  }
  process.exitCode = failures > 0 ? 1 : 0;
}

// The Admin SDK's connections would keep Node running after the stack stopped.
(process.argv.includes("--first-screens") ? runFirstScreens() : main()).then(
  () => process.exit(process.exitCode ?? 0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
