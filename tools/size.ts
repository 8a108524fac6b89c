// `npm run size`: the gzipped JavaScript each route loads by its load event.
//   npm run size                 build web/, then measure
//   npm run size -- --no-build   measure the web/dist already built
//   npm run size -- --dist DIR   measure another build of web/ (implies --no-build)
// Each route is opened, signed out, in headless Chromium (testing/chromium.ts) against a static
// copy of the build, on an emulated slow 4G network (as Lighthouse mobile: 150 ms round trip,
// 1.6 Mbit/s). Every .js file the page requested before its window's load event began counts
// (tools/size/classify.ts): the entry and its imports, each modulepreload, each lazy chunk asked
// for meanwhile, /runtime-config.js. Two more columns: those of them that had arrived before the
// first contentful paint, and what the page asked for after the load event (the session's
// Firebase Auth, the toaster) until the network was idle. Sizes are each file gzipped at zlib's
// default level; 1 KB = 1000 bytes.
// Exits 1 when a first screen loads more than its budget by its load event.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { measureRoute, type RouteLoad } from "./size/measure";
import { serveDist } from "./size/serve";
import { chromiumPath, launchChromium } from "../testing/chromium";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const distArg = process.argv.indexOf("--dist");
const DIST = distArg >= 0 ? path.resolve(process.argv[distArg + 1] ?? "") : path.join(ROOT, "web", "dist");

/** The first screens' budget by the load event, KB gzip (docs/benchmarks.md#npm-run-size). */
const FIRST_SCREEN_BUDGET_KB = 130;

/** The routes to measure; those with a budget fail the run when over it. */
const ROUTES: Array<{ route: string; budgetKb?: number }> = [
  { route: "/dashboard", budgetKb: FIRST_SCREEN_BUDGET_KB },
  { route: "/login/student", budgetKb: FIRST_SCREEN_BUDGET_KB },
  { route: "/login/teacher", budgetKb: FIRST_SCREEN_BUDGET_KB },
  { route: "/admin/login", budgetKb: FIRST_SCREEN_BUDGET_KB },
  { route: "/register/teacher" },
  { route: "/forgot-password" },
  { route: "/home" },
];

const gzipCache = new Map<string, number>();
function gzipBytes(assetPath: string): number {
  let size = gzipCache.get(assetPath);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(DIST, assetPath))).length;
    gzipCache.set(assetPath, size);
  }
  return size;
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const total = (files: string[]) => files.reduce((sum, file) => sum + gzipBytes(file), 0);
/** "/assets/react-B5bglnwH.js" -> "react". */
const chunkName = (file: string) => path.basename(file, ".js").replace(/-[A-Za-z0-9_-]{8}$/, "");
const ms = (time: number | null) => (time === null ? "none" : `${Math.round(time)} ms`);

function printTable(loads: RouteLoad[]): void {
  const budgetOf = (route: string) => ROUTES.find((r) => r.route === route)?.budgetKb;
  const rows = loads.map((load) => {
    const budget = budgetOf(load.route);
    return [
      load.route,
      load.finalPath === load.route ? "" : `-> ${load.finalPath}`,
      ms(load.firstPaintMs),
      ms(load.loadEventMs),
      `${kb(total(load.byLoad))} (${load.byLoad.length})`,
      budget === undefined ? "" : `${budget}`,
      `${kb(total(load.beforePaint))} (${load.beforePaint.length})`,
      `${kb(total(load.afterLoad))} (${load.afterLoad.length})`,
    ];
  });
  const header = ["route", "signed out, ends at", "first paint", "load event", "JS by load, KB gz (files)", "budget", "of it before paint", "JS after load"];
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]?.length ?? 0)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join("  ").trimEnd();
  console.log(line(header));
  console.log(line(widths.map((w) => "-".repeat(w))));
  for (const row of rows) console.log(line(row));
  console.log("\nChunks (KB gz):");
  for (const load of loads) {
    const list = (files: string[]) => files.map((f) => `${chunkName(f)} ${kb(gzipBytes(f))}`).join(", ") || "none";
    console.log(`  ${load.route}\n    by load:    ${list(load.byLoad)}\n    after load: ${list(load.afterLoad)}`);
  }
}

async function main(): Promise<void> {
  if (distArg < 0 && !process.argv.includes("--no-build")) {
    const build = spawnSync("npm", ["run", "build", "-w", "web"], { cwd: ROOT, stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, NODE_ENV: "production" } });
    if (build.status !== 0) throw new Error("Building web/ failed.");
  }
  chromiumPath(); // before the server starts: no Chromium, no run

  const server = await serveDist(DIST);
  const browser = await launchChromium();
  const loads: RouteLoad[] = [];
  try {
    for (const { route } of ROUTES) loads.push(await measureRoute(browser, server.origin, route));
  } finally {
    await browser.close();
    await server.close();
  }

  console.log("Gzipped JavaScript per route (1 KB = 1000 bytes), loaded signed out in headless Chromium on slow 4G:\n");
  printTable(loads);

  const over = ROUTES.flatMap(({ route, budgetKb }) => {
    const load = loads.find((l) => l.route === route);
    if (budgetKb === undefined || !load) return [];
    const byLoad = total(load.byLoad) / 1000;
    return byLoad > budgetKb ? [`${route}: ${byLoad.toFixed(1)} KB by its load event, budget ${budgetKb} KB`] : [];
  });
  if (over.length > 0) {
    console.error(`\nOver budget:\n  ${over.join("\n  ")}`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
