// Builds the function bundle and the web app when their sources are newer than
// the last build, so a second `npm start` skips straight to the emulators.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./defaults";

interface Target {
  workspace: string;
  output: string;
  inputs: string[];
}

const TARGETS: Target[] = [
  {
    workspace: "functions",
    output: "functions/lib/index.js",
    // firebase.json: the API sets Hosting's security headers from it (functions/src/http/securityHeaders.ts).
    inputs: ["functions/src", "functions/build.mjs", "functions/package.json", "game/src", "common/src", "firebase.json"],
  },
  {
    workspace: "web",
    output: "web/dist/index.html",
    inputs: ["web/src", "web/public", "web/index.html", "web/vite.config.ts", "web/package.json", "game/src", "common/src"],
  },
];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

function isStale({ output, inputs }: Target): boolean {
  const outputPath = path.join(ROOT, output);
  if (!existsSync(outputPath)) return true;
  const built = statSync(outputPath).mtimeMs;
  return inputs.some((input) => newestMtime(path.join(ROOT, input)) > built);
}

export function ensureBuilt({ force = false, only, log }: { force?: boolean; only?: string[]; log: (line: string) => void }): void {
  for (const target of TARGETS) {
    if (only && !only.includes(target.workspace)) continue;
    if (!force && !isStale(target)) continue;
    log(`Building ${target.workspace}...`);
    const started = Date.now();
    // Always the production build, whoever calls: vitest sets NODE_ENV=test for the e2e run, and
    // a web app built under it ships React's development code (60 KB gzip more, and slower).
    const env = { ...process.env, NODE_ENV: "production" };
    const result = spawnSync("npm", ["run", "build", "-w", target.workspace], { cwd: ROOT, encoding: "utf8", env });
    if (result.status !== 0) {
      throw new Error(`Building ${target.workspace} failed:\n${result.stdout}\n${result.stderr}`);
    }
    log(`Built ${target.workspace} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  }
}

/**
 * The web app's build, if stale, in the background: the emulators need only the functions'
 * bundle to start, and Hosting serves the app's files only once the stack says it is ready, so
 * the launcher builds the web app while firebase-tools boots. Answers undefined when nothing was
 * stale, else the build under way: it resolves once built and rejects with the build's output.
 */
export function buildWebInBackground({ log }: { log: (line: string) => void }): Promise<void> | undefined {
  const target = TARGETS.find((candidate) => candidate.workspace === "web");
  if (!target || !isStale(target)) return undefined;
  log("Building web (beside the emulators' start)...");
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "build", "-w", "web"], { cwd: ROOT, env: { ...process.env, NODE_ENV: "production" }, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("error", reject);
    child.once("exit", (code) => {
      if (code !== 0) return reject(new Error(`Building web failed:\n${output}`));
      log(`Built web in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
      resolve();
    });
  });
}
