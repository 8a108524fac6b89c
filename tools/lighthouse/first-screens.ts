// `npm run lighthouse -- --first-screens`: Lighthouse's mobile performance score of the four first
// screens (/dashboard, /login/student, /login/teacher, /admin/login), signed out, 3 runs each.
//   --no-build       score the web/dist already built (otherwise web/ is built first, as npm run size does)
//   --dist DIR       score another build of web/ (implies --no-build)
//   --route PATH     only this route (repeatable)
//   --runs N         N runs per route instead of 3
//   --save DIR       keep each run's JSON report
// The build is served as Hosting serves it (tools/size/serve.ts: gzip, firebase.json's headers, the
// SPA fallback), with no stack behind it: a signed-out first screen calls nothing to paint, and its
// session check after the load event fails at once. Chromium (testing/chromium.ts) runs headless on
// a fresh profile with a debugging port; Lighthouse's Node API runs on that port with its mobile
// defaults (a Moto G-sized screen, simulated slow 4G and a 4x slower CPU) and its own storage and
// cache reset before each run, so every run is a first visit. It prints each run (score, FCP, LCP,
// TBT, CLS, Speed Index) and each route's medians, and exits 1 when a run failed or a route's
// median score is under 98 (docs/benchmarks.md#npm-run-lighthouse-and-the-frames-script).
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, chromiumPath } from "../../testing/chromium";
import { findFreePorts } from "../../scripts/stack/ports";
import { formatColumns, median } from "../measure-stack";
import { serveDist } from "../size/serve";
import { stopGroup, waitForDebugger } from "./debugger";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
export const FIRST_SCREENS = ["/dashboard", "/login/student", "/login/teacher", "/admin/login"];
/** The lowest median score a first screen may have. */
export const FIRST_SCREEN_TARGET = 98;

function argValues(name: string): string[] {
  return process.argv.flatMap((arg, i) => (arg === name && process.argv[i + 1] ? [process.argv[i + 1] as string] : []));
}

interface Run {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
}

const log = (line: string) => console.log(`[lighthouse] ${line}`);


export async function runFirstScreens(): Promise<void> {
  const [distArg] = argValues("--dist");
  const dist = distArg ? path.resolve(distArg) : path.join(ROOT, "web", "dist");
  const routes = argValues("--route").length ? argValues("--route") : FIRST_SCREENS;
  const runs = Number(argValues("--runs")[0] ?? 3);
  const [saveDir] = argValues("--save");
  if (!distArg && !process.argv.includes("--no-build")) {
    log("Building web/...");
    const build = spawnSync("npm", ["run", "build", "-w", "web"], { cwd: ROOT, stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, NODE_ENV: "production" } });
    if (build.status !== 0) throw new Error("Building web/ failed.");
  }
  const executablePath = chromiumPath();
  process.env.CHROME_PATH = executablePath;
  const server = await serveDist(dist);
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), "rink-lighthouse-chromium-"));
  let chrome: ChildProcess | undefined;
  const rows: string[][] = [];
  const medians: string[][] = [];
  const below: string[] = [];
  const warnings = new Set<string>();
  let failures = 0;
  let version = "";
  try {
    const [port = 0] = await findFreePorts(1, "127.0.0.1");
    // A process group of its own: Debian's chromium-headless-shell is a shell script that starts the
    // browser as its child, which a signal to the script alone would leave running.
    chrome = spawn(executablePath, [...CHROMIUM_FLAGS, "--headless=new", `--remote-debugging-port=${port}`, `--user-data-dir=${userDataDir}`, "about:blank"], { stdio: "ignore", detached: true });
    await waitForDebugger(port, chrome);
    log(`${path.basename(executablePath)}, ${runs} runs per route of ${dist}; load average ${os.loadavg().map((l) => l.toFixed(2)).join(" ")} on ${os.cpus().length} cores`);
    const pretty = (f: Run) => [String(Math.round(f.score)), `${Math.round(f.fcp)} ms`, `${Math.round(f.lcp)} ms`, `${Math.round(f.tbt)} ms`, f.cls.toFixed(3), `${Math.round(f.si)} ms`];
    for (const route of routes) {
      const done: Run[] = [];
      for (let run = 1; run <= runs; run += 1) {
        const result = await lighthouse(`${server.origin}${route}`, { port, logLevel: "error", output: "json", onlyCategories: ["performance"] });
        const lhr = result?.lhr;
        if (saveDir && lhr) {
          mkdirSync(saveDir, { recursive: true });
          writeFileSync(path.join(saveDir, `${route.slice(1).replace(/\//g, "-")}-${run}.json`), JSON.stringify(lhr));
        }
        version = lhr?.lighthouseVersion ?? version;
        const score = lhr?.categories.performance?.score;
        if (!lhr || typeof score !== "number" || lhr.runtimeError) {
          failures += 1;
          rows.push([route, String(run), `failed: ${lhr?.runtimeError?.message ?? "no score"}`]);
          continue;
        }
        const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
        const figures: Run = {
          score: score * 100,
          fcp: metric("first-contentful-paint"),
          lcp: metric("largest-contentful-paint"),
          tbt: metric("total-blocking-time"),
          cls: metric("cumulative-layout-shift"),
          si: metric("speed-index"),
        };
        done.push(figures);
        rows.push([route, String(run), ...pretty(figures), lhr.runWarnings.length ? "yes" : ""]);
        for (const warning of lhr.runWarnings) warnings.add(warning);
        log(`${route} run ${run}: ${Math.round(figures.score)}`);
      }
      if (done.length) {
        const pick = (key: keyof Run) => median(done.map((r) => r[key]));
        const figures: Run = { score: pick("score"), fcp: pick("fcp"), lcp: pick("lcp"), tbt: pick("tbt"), cls: pick("cls"), si: pick("si") };
        medians.push([route, `median of ${done.length}`, ...pretty(figures), done.map((r) => Math.round(r.score)).join(" / ")]);
        if (figures.score < FIRST_SCREEN_TARGET) below.push(`${route}: median ${Math.round(figures.score)}`);
      }
    }
  } finally {
    if (chrome) await stopGroup(chrome);
    await server.close();
    rmSync(userDataDir, { recursive: true, force: true });
  }
  const header = ["route", "run", "score", "FCP", "LCP", "TBT", "CLS", "Speed Index"];
  console.log(`\nLighthouse ${version} mobile performance of the first screens, signed out:`);
  console.log(formatColumns([...header, "warnings"], rows));
  console.log("");
  console.log(formatColumns([...header, "scores"], medians));
  // The logins' session check stores Firebase Auth's state in IndexedDB after the load event;
  // Lighthouse clears the origin's storage before each run, and says it found some.
  for (const warning of warnings) console.log(`Lighthouse warned: ${warning}`);
  if (below.length) console.error(`\nUnder ${FIRST_SCREEN_TARGET}:\n  ${below.join("\n  ")}`);
  process.exitCode = failures > 0 || below.length > 0 ? 1 : 0;
}
