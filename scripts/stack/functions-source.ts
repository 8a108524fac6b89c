// The functions' source folder as the stack's Functions emulator sees it (docs/decisions.md#d80).
//
// firebase-tools learns which functions the bundle exports by starting it in a process of its own
// and asking it over HTTP (its "discovery"); on 2 cores, beside the JVM and firebase-tools' own
// start, that took about 4 s of the 7 s before the API first answered. It skips the discovery when
// the source folder holds the answer, functions.yaml. That file must not go in functions/ itself:
// `firebase deploy` would read it too, and a stale one would deploy the wrong triggers. So each
// stack has a folder of its own, .stack/NAME/functions, holding a copy of functions/package.json and
// its .env files, a link to functions/lib, and the manifest, which the SDK writes from the bundle
// (the same call firebase-tools makes) whenever the bundle or those files are newer than it.
// The stack's copy of firebase.json points the emulator at that folder; deploys still use functions/.
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, readlinkSync, renameSync, rmSync, statSync, symlinkSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./defaults";

const FUNCTIONS_DIR = path.join(ROOT, "functions");
const MANIFEST = "functions.yaml";

const mtime = (file: string) => (existsSync(file) ? statSync(file).mtimeMs : 0);

/** functions/package.json and functions/.env*: the files the emulator reads from the source folder itself. */
export function sourceFiles(functionsDir = FUNCTIONS_DIR): string[] {
  return ["package.json", ...readdirSync(functionsDir).filter((name) => name === ".env" || name.startsWith(".env."))];
}

/** The SDK's command that writes the manifest (firebase-tools looks for it the same way). */
function sdkBinary(): string {
  for (const dir of [path.join(FUNCTIONS_DIR, "node_modules"), path.join(ROOT, "node_modules")]) {
    const bin = path.join(dir, "firebase-functions", "lib", "bin", "firebase-functions.js");
    if (existsSync(bin)) return bin;
  }
  throw new Error("The firebase-functions SDK was not found: run npm ci.");
}

/** Whether the manifest is older than anything it was made from (the bundle, package.json, the .env files). */
export function manifestIsStale(manifest: string, inputs: readonly string[]): boolean {
  const made = mtime(manifest);
  return made === 0 || inputs.some((input) => mtime(input) > made);
}

/**
 * Makes (or brings up to date) the stack's functions folder under `stackDir` and answers it; the
 * manifest is written again only when stale. Throws with the SDK's own words when the bundle
 * does not load: the emulator would otherwise wait for a function that never comes.
 */
export function prepareFunctionsSource(stackDir: string, projectId: string, log: (line: string) => void): string {
  const dir = path.join(stackDir, "functions");
  mkdirSync(dir, { recursive: true });
  const files = sourceFiles();
  // Files left from an earlier copy that functions/ no longer has (a removed .env.local, say) go.
  for (const name of readdirSync(dir)) {
    if ((name === ".env" || name.startsWith(".env.")) && !files.includes(name)) rmSync(path.join(dir, name), { force: true });
  }
  for (const name of files) copyFileSync(path.join(FUNCTIONS_DIR, name), path.join(dir, name));
  const lib = path.join(dir, "lib");
  const target = path.join(FUNCTIONS_DIR, "lib");
  if (!isLink(lib) || readlinkSync(lib) !== target) {
    rmSync(lib, { recursive: true, force: true });
    symlinkSync(target, lib, "dir");
  }

  const manifest = path.join(dir, MANIFEST);
  const inputs = [path.join(target, "index.js"), ...files.map((name) => path.join(FUNCTIONS_DIR, name))];
  if (!manifestIsStale(manifest, inputs)) return dir;
  const started = Date.now();
  const writing = `${manifest}.${process.pid}.tmp`;
  const result = spawnSync(process.execPath, [sdkBinary(), FUNCTIONS_DIR], {
    cwd: FUNCTIONS_DIR,
    encoding: "utf8",
    // As firebase-tools' discovery has them: the .env files' settings and the project.
    env: { ...process.env, ...dotenv(path.join(FUNCTIONS_DIR, ".env")), GCLOUD_PROJECT: projectId, FUNCTIONS_MANIFEST_OUTPUT_PATH: writing },
    timeout: 60_000,
  });
  if (result.status !== 0 || !existsSync(writing)) {
    rmSync(writing, { force: true });
    throw new Error(`The functions bundle did not load, so its functions are unknown:\n${result.stdout ?? ""}\n${result.stderr ?? ""}`);
  }
  renameSync(writing, manifest);
  log(`Listed the functions for the emulator in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return dir;
}

function isLink(file: string): boolean {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}

/** KEY=VALUE lines of a .env file (comments and blank lines skipped, surrounding quotes taken off). */
export function dotenv(file: string): Record<string, string> {
  if (!existsSync(file)) return {};
  const settings: Record<string, string> = {};
  for (const line of readFileSync(file, "utf8").split(/\r?\n/)) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match?.[1] || line.trimStart().startsWith("#")) continue;
    settings[match[1]] = (match[2] ?? "").replace(/^(["'])(.*)\1$/, "$2");
  }
  return settings;
}
