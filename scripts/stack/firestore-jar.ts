// The Google Cloud CLI's Cloud Firestore emulator, run directly from its jar
// (Java 17 is enough). Its data survives restarts through its REST export,
// which we call before stopping it, and --seed_from_export when it starts.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, realpathSync, renameSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { startProcess, stopProcess, type StackProcess } from "./processes";
import { waitFor, httpOk } from "./wait";
import { JOB_TRIGGER } from "../../functions/src/jobs/triggerSpec";

const MAIN_CLASS = "com.google.cloud.datastore.emulator.firestore.CloudFirestore";

/** The export's metadata file inside `dir` (the emulator nests each export in a dated folder). */
export function findExportMetadata(dir: string): string | undefined {
  if (!existsSync(dir)) return undefined;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isFile() && entry.name.endsWith(".overall_export_metadata")) return full;
    if (entry.isDirectory()) {
      const nested = findExportMetadata(full);
      if (nested) return nested;
    }
  }
  return undefined;
}

export interface FirestoreProcess extends StackProcess {
  host: string;
  port: number;
  projectId: string;
}

/**
 * The JVM's quick compiler only: the emulator lives for minutes, not months, so the optimising
 * compiler's work never pays back: `node --import tsx tools/bench/firestore-jvm.ts` measures it
 * (docs/benchmarks.md).
 */
export const FIRESTORE_JVM_FLAGS = ["-XX:TieredStopAtLevel=1"];

/**
 * The emulator keeps every document and index entry in its heap, a quarter of the machine's
 * memory by default: about 30,000 students at full seasons fill 6 GB. A whole programme
 * (`npm run seed:programme`) needs more: RINK_FIRESTORE_HEAP=16g, say (the JVM's -Xmx).
 */
function heapFlags(): string[] {
  const heap = process.env.RINK_FIRESTORE_HEAP;
  if (!heap) return [];
  if (!/^\d+[mg]$/i.test(heap)) throw new Error(`RINK_FIRESTORE_HEAP is "${heap}": give a size such as 16g or 8000m.`);
  return [`-Xmx${heap}`];
}

/**
 * The JVM's archive of the emulator's classes (application class data sharing, Java 13+): the
 * JVM maps the classes it loaded last time instead of loading and checking them again, which
 * halves the emulator's start (1.3 -> 0.8 s to answer, 2.1 -> 1.2 s of CPU; docs/benchmarks.md#npm-start).
 * The first stack without one has its JVM write it as it exits (to a file of its own, renamed
 * into place once complete, so stacks side by side never read half an archive); later ones use
 * it. It is named by the jar and the Java binary, so a new version of either makes a new one;
 * an archive the JVM cannot use it ignores.
 */
export function classArchive(jar: string, java: string, dir: string): { path: string; flags: string[]; writing?: string } {
  const key = [jar, java].map((file) => {
    try {
      const real = realpathSync(file);
      const { size, mtimeMs } = statSync(real);
      return `${real}:${size}:${mtimeMs}`;
    } catch {
      return file;
    }
  });
  const archive = path.join(dir, `firestore-${createHash("sha256").update(key.join("|")).digest("hex").slice(0, 16)}.jsa`);
  if (existsSync(archive)) return { path: archive, flags: [`-XX:SharedArchiveFile=${archive}`] };
  mkdirSync(dir, { recursive: true });
  const writing = `${archive}.${process.pid}-${Date.now()}.tmp`;
  return { path: archive, flags: [`-XX:ArchiveClassesAtExit=${writing}`], writing };
}

/** Where a java on the PATH is, for the archive's name (the binary itself is `java` otherwise). */
function javaBinary(java: string): string {
  if (path.isAbsolute(java)) return java;
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
    const candidate = path.join(dir, java);
    if (dir && existsSync(candidate)) return candidate;
  }
  return java;
}

export interface FirestoreJarOptions {
  jar: string;
  host: string;
  port: number;
  projectId: string;
  rulesFile: string;
  exportDir: string;
  logFile: string;
  /** host:port of the Functions emulator, which the jar sends Firestore trigger events to. */
  functionsEmulator?: string;
  /** Called as soon as the process exists, so a stop during start-up can reach it. */
  onStart?: (proc: FirestoreProcess) => void;
  /** The JVM's own flags: FIRESTORE_JVM_FLAGS unless a benchmark compares others. */
  jvmFlags?: readonly string[];
  /** Where the JVM's class archive is kept (classArchive); none is used or written without it. */
  classArchiveDir?: string;
}

export async function startFirestoreJar({ jar, host, port, projectId, rulesFile, exportDir, logFile, functionsEmulator, onStart, jvmFlags = FIRESTORE_JVM_FLAGS, classArchiveDir }: FirestoreJarOptions): Promise<FirestoreProcess> {
  const seed = findExportMetadata(exportDir);
  const java = process.env.JAVA ?? "java";
  const archive = classArchiveDir ? classArchive(jar, javaBinary(java), classArchiveDir) : undefined;
  const args = [
    ...jvmFlags,
    ...heapFlags(),
    ...(archive?.flags ?? []),
    "-Duser.language=en",
    "-cp", jar, MAIN_CLASS, "start",
    "--host", host,
    "--port", String(port),
    "--rules", rulesFile,
    "--project_id", projectId,
    "--single_project_mode", "true",
  ];
  if (seed) args.push("--seed_from_export", seed);
  if (functionsEmulator) args.push("--functions_emulator", functionsEmulator);
  const proc: FirestoreProcess = { ...startProcess("firestore", java, args, { env: process.env, logFile }), host, port, projectId };
  const writing = archive?.writing;
  if (writing && archive) {
    // The JVM writes the archive as it exits; a run killed before that leaves none, or half of one.
    void proc.exited.then(({ signal }) => {
      try {
        // Killed by a signal (not stopped with SIGTERM, which the JVM answers by exiting): the archive may be half written.
        if (signal === null && existsSync(writing) && statSync(writing).size > 0 && !existsSync(archive.path)) renameSync(writing, archive.path);
      } catch {
        // Another stack put its archive in place first.
      }
      rmSync(writing, { force: true });
    });
  }
  onStart?.(proc);
  await waitFor("The Firestore emulator", () => httpOk(`http://${host}:${port}/`), {
    timeoutMs: 60_000,
    abort: () => (proc.child.exitCode !== null ? `exited early; see ${logFile}` : undefined),
  });
  return proc;
}

/**
 * Exports every document to `exportDir`, replacing the previous export only
 * once the new one is complete, so a failed export never loses the last good one.
 */
export async function exportFirestore(firestore: FirestoreProcess, exportDir: string): Promise<void> {
  const staging = `${exportDir}.next`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  const response = await fetch(`http://${firestore.host}:${firestore.port}/emulator/v1/projects/${firestore.projectId}:export`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ database: `projects/${firestore.projectId}/databases/(default)`, export_directory: staging }),
    signal: AbortSignal.timeout(60_000),
  });
  if (!response.ok || !findExportMetadata(staging)) {
    throw new Error(`Firestore export failed (${response.status}): ${await response.text()}`);
  }
  const previous = `${exportDir}.previous`;
  rmSync(previous, { recursive: true, force: true });
  if (existsSync(exportDir)) renameSync(exportDir, previous);
  renameSync(staging, exportDir);
  rmSync(previous, { recursive: true, force: true });
}

export async function stopFirestoreJar(firestore: FirestoreProcess): Promise<void> {
  await stopProcess(firestore, { signal: "SIGTERM", graceMs: 5_000 });
}

/**
 * Registers the job trigger (functions/src/jobs/triggerSpec.ts) with the jar, as firebase-tools
 * does with a Firestore emulator it runs: the jar then posts each write of jobs/{id} to the
 * Functions emulator. The key is the function's id (region-name) and the emulator's trigger generation, 0
 * until the functions are reloaded (a stack's functions are built before it starts).
 */
export async function registerJobTrigger(proc: FirestoreProcess): Promise<void> {
  const key = `${JOB_TRIGGER.region}-${JOB_TRIGGER.name}-0`;
  const response = await fetch(`http://${proc.host}:${proc.port}/emulator/v1/projects/${proc.projectId}/eventarcTrigger?eventarcTriggerId=${key}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      eventType: JOB_TRIGGER.eventType,
      database: "(default)",
      namespace: "(default)",
      document: { value: JOB_TRIGGER.document, matchType: "PATH_PATTERN" },
    }),
  });
  if (!response.ok) throw new Error(`The Firestore emulator refused the job trigger: ${response.status} ${await response.text()}`);
}
