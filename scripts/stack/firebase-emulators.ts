// Auth, Functions and Hosting (and, on Java 21+, Firestore and Storage) through firebase-tools.
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ROOT, type Ports } from "./defaults";
import { startProcess, stopProcess, type StackProcess } from "./processes";

const FIREBASE_BIN = path.join(ROOT, "node_modules", "firebase-tools", "lib", "bin", "firebase.js");
/** Makes the Auth emulator's reset links open the app's reset page, as production's do (see the file). */
const AUTH_ACTION_LINKS = path.join(ROOT, "scripts", "stack", "auth-action-links.mjs");
/** Makes the Auth emulator compile each request validator when first used, not all at its start (see the file). */
const AUTH_VALIDATORS_ON_USE = path.join(ROOT, "scripts", "stack", "auth-validators-on-use.mjs");

const EMULATORS = ["auth", "functions", "firestore", "hosting", "hub", "logging", "storage"] as const;

/** The parts of firebase.json a stack rewrites. */
interface FirebaseConfig {
  hosting: { public: string };
  functions: { source: string }[];
  emulators: Record<string, unknown>;
}

export interface EmulatorsProcess extends StackProcess {
  configFile: string;
}

/**
 * firebase-tools reads ports from its config file, so each stack gets its own
 * copy of firebase.json beside it (paths in it stay relative to the root).
 */
function writeStackConfig({ name, ports, host, publicDir, functionsSource, runStorage }: { name: string; ports: Ports; host: string; publicDir: string; functionsSource?: string; runStorage: boolean }): string {
  // Our own firebase.json, read from the repository: its shape is known.
  const config: FirebaseConfig = JSON.parse(readFileSync(path.join(ROOT, "firebase.json"), "utf8"));
  config.hosting.public = path.relative(ROOT, publicDir);
  // The stack's own functions folder (functions-source.ts): the same bundle, with its manifest.
  if (functionsSource) for (const codebase of config.functions) codebase.source = path.relative(ROOT, functionsSource);
  for (const emulator of EMULATORS) {
    config.emulators[emulator] = { host, port: ports[emulator] };
  }
  if (!runStorage) delete config.emulators.storage;
  const file = path.join(ROOT, `.firebase.${name}.json`);
  writeFileSync(file, JSON.stringify(config, null, 2));
  return file;
}

export interface EmulatorsOptions {
  name: string;
  ports: Ports;
  host: string;
  projectId: string;
  publicDir: string;
  /** The functions' source folder the emulator reads (functions-source.ts); functions/ when not given. */
  functionsSource?: string;
  importDir: string;
  runFirestore: boolean;
  /** The Storage emulator (Java 21+ only; storage.ts decides). */
  runStorage: boolean;
  env: NodeJS.ProcessEnv;
  logFile: string;
}

export function startFirebaseEmulators({ name, ports, host, projectId, publicDir, functionsSource, importDir, runFirestore, runStorage, env, logFile }: EmulatorsOptions): EmulatorsProcess {
  const configFile = writeStackConfig({ name, ports, host, publicDir, functionsSource, runStorage });
  const only = ["auth", "functions", "hosting", ...(runFirestore ? ["firestore"] : []), ...(runStorage ? ["storage"] : [])].join(",");
  const preloads = [AUTH_ACTION_LINKS, AUTH_VALIDATORS_ON_USE].flatMap((file) => ["--import", pathToFileURL(file).href]);
  const args = [...preloads, FIREBASE_BIN, "emulators:start", "--only", only, "--project", projectId, "--config", configFile];
  if (existsSync(path.join(importDir, "firebase-export-metadata.json"))) args.push("--import", importDir);
  args.push("--export-on-exit", importDir);
  const proc = startProcess("emulators", process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env, NO_UPDATE_NOTIFIER: "1", FORCE_COLOR: "0" },
    logFile,
  });
  return { ...proc, configFile };
}

/** SIGINT lets firebase-tools write its --export-on-exit data before it exits; without `save`, it writes none. */
export async function stopFirebaseEmulators(emulators: EmulatorsProcess, { save }: { save: boolean }): Promise<void> {
  await stopProcess(emulators, save ? { signal: "SIGINT", graceMs: 30_000 } : { signal: "SIGKILL" });
  rmSync(emulators.configFile, { force: true });
}
