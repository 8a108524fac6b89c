// The whole product on one machine: Firestore (the official emulator, by firebase-tools on
// Java 21+ or from the Cloud CLI jar on older Java), Auth, Functions and Hosting through
// firebase-tools, seeded with the demo accounts; on Java 21+ Storage too (storage.ts).
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { DEFAULT_DATA_DIR, DEFAULT_PORTS, HOST, PROJECT_ID, REGION, ROOT, type Ports } from "./defaults";
import { assertPortsFree } from "./ports";
import { chooseFirestoreMode } from "./java";
import { buildWebInBackground, ensureBuilt } from "./build";
import { preparePublicDir, runtimeConfig } from "./hosting";
import { startFirestoreJar, exportFirestore, stopFirestoreJar, registerJobTrigger, type FirestoreProcess } from "./firestore-jar";
import { startFirebaseEmulators, stopFirebaseEmulators } from "./firebase-emulators";
import { seedDemoAccounts } from "./seed";
import { migrateSavedData } from "./migrate";
import { chooseStorageEmulator, seedStorageDefaults, chooseStoragePort } from "./storage";
import { waitFor, httpOk } from "./wait";
import { functionWorkers, warmFunctions } from "./warm";
import { isRunning } from "./processes";
import { readSavedDataOverRest, savedDataVerdict } from "../data-shape/savedData";
import { PhaseClock } from "./phases";
import { prepareFunctionsSource } from "./functions-source";
import type { Stack, StackOptions } from "./types";

export type { Stack, StackOptions } from "./types";

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const name = options.name ?? "local";
  // firebase-tools finds a running stack by project id (its hub locator file),
  // so stacks running side by side (tests) each need their own demo- id.
  const projectId = options.projectId ?? PROJECT_ID;
  if (!projectId.startsWith("demo-")) throw new Error(`The local stack only runs with a demo- project id, not "${projectId}".`);
  const ports: Ports = { ...DEFAULT_PORTS, ...options.ports };
  const dataDir = options.dataDir ?? DEFAULT_DATA_DIR;
  const log = options.log ?? (() => {});
  const stackDir = path.join(ROOT, ".stack", name);
  const started = Date.now();
  const clock = new PhaseClock(started);
  const workers = functionWorkers();

  const firestoreMode = clock.timeSync("Java check", () => chooseFirestoreMode({ forceJar: options.forceJar }));
  const storage = chooseStorageEmulator(firestoreMode, process.env.RINK_STORAGE_EMULATOR);
  if (storage.run) ports.storage = await chooseStoragePort(options.ports, ports.storage, HOST);
  const { dev: _devPort, storage: storagePort, ...emulatorPorts } = ports;
  await assertPortsFree(storage.run ? { ...emulatorPorts, storage: storagePort } : emulatorPorts, HOST);

  if (options.fresh) rmSync(dataDir, { recursive: true, force: true });
  const firebaseDataDir = path.join(dataDir, "firebase");
  const firestoreExportDir = path.join(dataDir, "firestore");
  mkdirSync(firebaseDataDir, { recursive: true });
  mkdirSync(stackDir, { recursive: true });

  const publicDir = path.join(stackDir, "public");
  const clientConfig = runtimeConfig({ projectId, host: HOST, ports, storage: storage.run });

  const functionsOrigin = `http://${HOST}:${ports.functions}`;
  const stack: Stack = {
    name,
    ports,
    projectId,
    firestoreMode: firestoreMode.mode,
    dataDir,
    clientConfig,
    hostingUrl: `http://${HOST}:${ports.hosting}`,
    functionsOrigin,
    functionsUrl: `${functionsOrigin}/${projectId}/${REGION}/api`,
    apiUrl: `http://${HOST}:${ports.hosting}/api/v1`,
    authEmulatorHost: `${HOST}:${ports.auth}`,
    firestoreEmulatorHost: `${HOST}:${ports.firestore}`,
    storageEmulatorHost: storage.run ? `${HOST}:${ports.storage}` : undefined,
    logs: { emulators: path.join(stackDir, "emulators.log"), firestore: path.join(stackDir, "firestore.log") },
    firestore: undefined,
    emulators: undefined,
    readyInMs: 0,
    phases: clock.phases,
    stop: async () => {},
  };
  rmSync(stack.logs.emulators, { force: true });
  rmSync(stack.logs.firestore, { force: true });

  let stopping: Promise<void> | undefined;
  stack.stop = () => (stopping ??= stopAll(stack, { firestoreExportDir, log, save: true }));

  try {
    // Firestore and firebase-tools start side by side: the functions only need
    // Firestore once a request arrives, and both take seconds to boot. The jar needs no build,
    // so its JVM boots while the build check (and any build) runs.
    const firestoreReady = firestoreMode.mode === "jar" ? clock.time("Firestore jar", () => startStackFirestore(stack, firestoreMode.jar)) : Promise.resolve(undefined);
    // Awaited below; a build that fails first must not leave its refusal unhandled.
    firestoreReady.catch(() => {});
    // The emulators need only the functions' bundle to start: the web app builds beside them
    // (first starts and starts after a change to web/), and is copied in before the stack is ready.
    const building = options.build !== false;
    const webBuild = building ? buildWebInBackground({ log }) : undefined;
    const webBuilt = webBuild && clock.time("web build", () => webBuild);
    webBuilt?.catch(() => {});
    if (building) clock.timeSync("build check", () => ensureBuilt({ log, only: ["functions"] }));
    clock.timeSync("web copy", () => preparePublicDir(publicDir, clientConfig, { app: !webBuilt }));
    // The functions' list, so the emulator need not start the bundle to learn it (docs/decisions.md#d80).
    const functionsSource = clock.timeSync("functions list", () => prepareFunctionsSource(stackDir, projectId, log));
    log(`Starting the emulators (Firestore: ${firestoreMode.mode === "jar" ? `Cloud CLI jar on Java ${firestoreMode.java}` : `firebase-tools on Java ${firestoreMode.java}`})...`);
    const emulatorsStarted = Date.now();
    stack.emulators = startFirebaseEmulators({
      name,
      ports,
      host: HOST,
      projectId,
      publicDir,
      functionsSource,
      importDir: firebaseDataDir,
      runFirestore: firestoreMode.mode === "firebase-tools",
      runStorage: storage.run,
      env: {
        ...options.functionsEnv,
        ...(workers === undefined ? {} : { FUNCTIONS_EMULATOR_PARALLEL: String(workers) }),
        ...(firestoreMode.mode === "jar" ? { FIRESTORE_EMULATOR_HOST: stack.firestoreEmulatorHost } : {}),
      },
      logFile: stack.logs.emulators,
    });
    const emulators = stack.emulators;
    const emulatorsExited = () => (isRunning(emulators) ? undefined : `firebase-tools exited early; see ${stack.logs.emulators}`);
    // Auth answers before the functions are loaded: timed apart, as the seed needs only it and Firestore.
    const authUp = clock.time("Auth emulator", () => waitFor("The Auth emulator", () => httpOk(`http://${stack.authEmulatorHost}/`), { timeoutMs: 120_000, abort: emulatorsExited }), emulatorsStarted);
    authUp.catch(() => {});
    // The jar answers seconds before firebase-tools is up: saved data of another shape is refused
    // now, not after the whole stack has booted. (Where firebase-tools runs Firestore, the seed refuses it.)
    if ((await firestoreReady) && options.seed !== false) await refuseDataOfAnotherShape(stack, options.migrate === true, log);
    // The health call through Hosting proves Hosting, the rewrite and the function are all up.
    // Timed from the spawn: the phase began when firebase-tools did, not when the jar answered.
    await clock.time("emulators", () => waitFor("The emulators", () => httpOk(`${stack.apiUrl}/health`), { timeoutMs: 120_000, intervalMs: 100, abort: emulatorsExited }), emulatorsStarted);
    // The functions are loaded (the health call answered): the jar learns the job trigger.
    // Without it the stack still serves everything but jobs, so a refusal is said, not fatal.
    if (stack.firestore) {
      await registerJobTrigger(stack.firestore).catch((error: unknown) => log(`Jobs will not run: ${error instanceof Error ? error.message : String(error)}`));
    }
    // The workers warm up while the seed runs: the seed needs only Auth and Firestore, and each
    // takes seconds, so the stack is ready sooner where a core is free.
    // A stack that could not warm up still works; its first requests are just slower.
    const warming =
      workers !== undefined && options.warm !== false
        ? clock.time("function workers", () => warmFunctions(stack.apiUrl, workers)).then(
            (ms) => log(`Started ${workers} function workers in ${(ms / 1000).toFixed(1)} s.`),
            (error: unknown) => log(`Could not start the function workers ahead: ${error instanceof Error ? error.message : String(error)}`),
          )
        : undefined;
    await authUp;
    if (options.seed !== false) {
      // Where firebase-tools runs Firestore, the jar's early check above did not run: migrate here, before the seed reads.
      if (options.migrate && stack.firestoreMode !== "jar") await clock.time("migration", () => migrateSavedData({ projectId, firestoreAddress: stack.firestoreEmulatorHost }, log));
      log(await clock.time("seed", () => seedDemoAccounts({ projectId, host: HOST, ports, firestoreAddress: stack.firestoreEmulatorHost })));
    }
    await warming;
    if (webBuilt) {
      await webBuilt;
      clock.timeSync("web copy", () => preparePublicDir(publicDir, clientConfig));
    }
    // The health call answered: firebase-tools has started every emulator it was asked for.
    if (stack.storageEmulatorHost) log(seedStorageDefaults({ projectId, storageHost: stack.storageEmulatorHost }));
    else if (!storage.run) log(`Media: the shipped folder (no Storage emulator: ${storage.why}).`);
  } catch (error) {
    if (error instanceof SavedDataRefused) stopping ??= stopAll(stack, { firestoreExportDir, log, save: false });
    await stack.stop();
    throw error;
  }
  stack.readyInMs = Date.now() - started;
  return stack;
}

/** Saved data the launcher will not read, found before the rest of the stack was up. */
class SavedDataRefused extends Error {}

/** Refuses saved data of another shape, unless `migrate` is asked and a migration carries it to today's (then runs it). */
async function refuseDataOfAnotherShape(stack: Stack, migrate: boolean, log: (line: string) => void): Promise<void> {
  const verdict = savedDataVerdict(await readSavedDataOverRest(stack.firestoreEmulatorHost, stack.projectId));
  if (verdict.kind === "reseed" || (verdict.kind === "migrate" && !migrate)) throw new SavedDataRefused(verdict.message);
  if (verdict.kind === "migrate") await migrateSavedData({ projectId: stack.projectId, firestoreAddress: stack.firestoreEmulatorHost }, log).catch((error: unknown) => {
    throw new SavedDataRefused(error instanceof Error ? error.message : String(error));
  });
}

/** Starts the stack's Cloud CLI jar from its last export (if any), sending trigger events to its functions. */
function startStackFirestore(stack: Stack, jar: string): Promise<FirestoreProcess> {
  return startFirestoreJar({
    jar,
    host: HOST,
    port: stack.ports.firestore,
    projectId: stack.projectId,
    rulesFile: path.join(ROOT, "firestore.rules"),
    exportDir: path.join(stack.dataDir, "firestore"),
    logFile: stack.logs.firestore,
    classArchiveDir: path.join(ROOT, ".stack", "jvm"),
    functionsEmulator: `${HOST}:${stack.ports.functions}`,
    onStart: (proc) => (stack.firestore = proc),
  });
}

/**
 * Starts a running stack's Firestore jar again after it died (a test's fault), as startStack
 * started it: from the last export, on the same port, and told of the job trigger once more.
 * The stack's stop then stops the new process.
 */
export async function startFirestoreAgain(stack: Stack): Promise<void> {
  const mode = chooseFirestoreMode();
  if (mode.mode !== "jar") throw new Error("Only the Cloud CLI jar's Firestore runs apart from firebase-tools and can start again alone.");
  if (stack.firestore && isRunning(stack.firestore)) throw new Error("The stack's Firestore is still running.");
  await registerJobTrigger(await startStackFirestore(stack, mode.jar));
}

/**
 * `save: false` is for refused data (SavedDataRefused): it stays exactly as it was, so Firestore
 * is not exported again and firebase-tools, perhaps still importing it, is killed before it can
 * write its own export. (Only where the jar runs Firestore: firebase-tools then starts no
 * emulator in a process group of its own, which a kill would leave running.)
 */
async function stopAll(stack: Stack, { firestoreExportDir, log, save }: { firestoreExportDir: string; log: (line: string) => void; save: boolean }): Promise<void> {
  // Export Firestore while everything still runs: no write is lost to the stop.
  if (save && stack.firestore && isRunning(stack.firestore)) {
    try {
      await exportFirestore(stack.firestore, firestoreExportDir);
      log("Saved Firestore data.");
    } catch (error) {
      log(`Could not save Firestore data: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (stack.emulators) await stopFirebaseEmulators(stack.emulators, { save });
  if (stack.firestore) await stopFirestoreJar(stack.firestore);
}
