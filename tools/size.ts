// `npm run size`: the gzipped JavaScript each route loads before its first paint.
//   npm run size                 build web/, then measure
//   npm run size -- --no-build   measure the web/dist already built
// Each route is opened, signed out, in headless Chromium (testing/chromium.ts) against a static copy of web/dist, on an emulated slow 4G network (as
// Lighthouse mobile: 150 ms round trip, 1.6 Mbit/s). A script counts as "before first paint"
// when it finished loading before the first contentful paint; everything fetched after
// (lazy chunks, Firebase Auth for the session, the toaster) until the network is idle is
// "after". Sizes are each file gzipped at zlib's default level; 1 KB = 1000 bytes.
// Exits 1 when a budgeted route loads more than its budget before its first paint.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { measureRoute, type RouteLoad } from "./size/measure";
import { serveDist } from "./size/serve";
import { chromiumPath, launchChromium } from "../testing/chromium";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const DIST = path.join(ROOT, "web", "dist");

/** The routes to measure; those with a budget fail the run when over it (docs/benchmarks.md). */
const ROUTES: Array<{ route: string; budgetKb?: number }> = [
  { route: "/dashboard", budgetKb: 200 },
  { route: "/login/student", budgetKb: 200 },
  { route: "/login/teacher" },
  { route: "/admin/login" },
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
/** "assets/react-B5bglnwH.js" -> "react". */
const chunkName = (file: string) => path.basename(file, ".js").replace(/-[A-Za-z0-9_-]{8}$/, "");

function printTable(loads: RouteLoad[]): void {
  const rows = loads.map((load) => [
    load.route,
    load.finalPath === load.route ? "" : `-> ${load.finalPath}`,
    load.firstPaintMs === null ? "none" : `${Math.round(load.firstPaintMs)} ms`,
    `${kb(total(load.beforePaint))} (${load.beforePaint.length})`,
    `${kb(total(load.afterPaint))} (${load.afterPaint.length})`,
  ]);
  const header = ["route", "signed out, ends at", "first paint", "JS before paint, KB gz (files)", "JS after, KB gz (files)"];
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]?.length ?? 0)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join("  ");
  console.log(line(header));
  console.log(line(widths.map((w) => "-".repeat(w))));
  for (const row of rows) console.log(line(row));
  console.log("\nChunks (KB gz):");
  for (const load of loads) {
    const list = (files: string[]) => files.map((f) => `${chunkName(f)} ${kb(gzipBytes(f))}`).join(", ") || "none";
    console.log(`  ${load.route}\n    before: ${list(load.beforePaint)}\n    after:  ${list(load.afterPaint)}`);
  }
}

async function main(): Promise<void> {
  if (!process.argv.includes("--no-build")) {
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

  console.log("Gzipped JavaScript per route (1 KB = 1000 bytes), loaded signed out in headless Chromium:\n");
  printTable(loads);

  const over = ROUTES.flatMap(({ route, budgetKb }) => {
    const load = loads.find((l) => l.route === route);
    if (budgetKb === undefined || !load) return [];
    const before = total(load.beforePaint) / 1000;
    return before > budgetKb ? [`${route}: ${before.toFixed(1)} KB before first paint, budget ${budgetKb} KB`] : [];
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
