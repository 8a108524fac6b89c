// How much CPU the Cloud Firestore emulator's JVM spends with both of its compilers against
// the quick one only (scripts/stack/firestore-jar.ts, FIRESTORE_JVM_FLAGS). Each run starts the
// jar on a free port, times its start, then a workload shaped like a test file's (batched
// writes of a class, single updates, queries by teacher, a transaction), and reads the JVM's
// CPU time from /proc (Linux only). The two settings alternate, RUNS times each; medians.
//
// Run: node --import tsx tools/bench/firestore-jvm.ts
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { deleteApp, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { findFirestoreJar } from "../../scripts/stack/java";
import { FIRESTORE_JVM_FLAGS, startFirestoreJar } from "../../scripts/stack/firestore-jar";
import { findFreePorts } from "../../scripts/stack/ports";
import { stopProcess } from "../../scripts/stack/processes";
import { ROOT } from "../../scripts/stack/defaults";
import { formatColumns, median } from "../measure-stack";

const RUNS = 3;
const ROUNDS = 6;
const CLASS_SIZE = 200;
const SETTINGS = [
  { name: "both compilers", flags: [] as string[] },
  { name: FIRESTORE_JVM_FLAGS.join(" "), flags: FIRESTORE_JVM_FLAGS },
];

/** Linux's clock ticks per second in /proc (USER_HZ). */
const TICKS_PER_SECOND = 100;

/** The process's user + system CPU seconds. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

interface Run {
  startMs: number;
  startCpu: number;
  workMs: number;
  workCpu: number;
}

async function workload(host: string, port: number, projectId: string): Promise<void> {
  process.env.FIRESTORE_EMULATOR_HOST = `${host}:${port}`;
  const app = initializeApp({ projectId }, `bench-${port}`);
  const db = getFirestore(app);
  for (let round = 0; round < ROUNDS; round += 1) {
    const batch = db.batch();
    for (let i = 0; i < CLASS_SIZE; i += 1) batch.set(db.collection("students").doc(`s${round}-${i}`), { teacherId: `t${i % 10}`, money: i, round });
    await batch.commit();
    for (let i = 0; i < CLASS_SIZE / 2; i += 1) await db.collection("students").doc(`s${round}-${i}`).update({ money: i + 1 });
    await Promise.all(Array.from({ length: 20 }, (_, t) => db.collection("students").where("teacherId", "==", `t${t % 10}`).get()));
    await db.runTransaction(async (tx) => {
      const doc = await tx.get(db.collection("students").doc(`s${round}-0`));
      tx.update(doc.ref, { money: Number(doc.get("money")) + 1 });
    });
  }
  await deleteApp(app);
}

async function once(jar: string, flags: readonly string[]): Promise<Run> {
  const host = "127.0.0.1";
  const [port] = await findFreePorts(1, host);
  if (port === undefined) throw new Error("no free port");
  const dir = mkdtempSync(path.join(os.tmpdir(), "rink-jvm-bench-"));
  const projectId = "demo-rink-jvm-bench";
  const began = Date.now();
  const firestore = await startFirestoreJar({
    jar,
    host,
    port,
    projectId,
    rulesFile: path.join(ROOT, "firestore.rules"),
    exportDir: path.join(dir, "export"),
    logFile: path.join(dir, "firestore.log"),
    jvmFlags: flags,
  });
  try {
    const pid = firestore.child.pid;
    if (pid === undefined) throw new Error("the emulator has no pid");
    const startMs = Date.now() - began;
    const startCpu = cpuSeconds(pid);
    const workBegan = Date.now();
    await workload(host, port, projectId);
    return { startMs, startCpu, workMs: Date.now() - workBegan, workCpu: cpuSeconds(pid) - startCpu };
  } finally {
    await stopProcess(firestore, { signal: "SIGKILL", graceMs: 0 });
    rmSync(dir, { recursive: true, force: true });
  }
}

const jar = findFirestoreJar();
if (!jar) throw new Error("No Cloud Firestore emulator jar: apt-get install google-cloud-cli-firestore-emulator.");
if (process.platform !== "linux") throw new Error("This benchmark reads CPU time from /proc: Linux only.");
const runs = new Map<string, Run[]>(SETTINGS.map(({ name }) => [name, []]));
for (let run = 0; run < RUNS; run += 1) {
  for (const { name, flags } of SETTINGS) {
    const result = await once(jar, flags);
    runs.get(name)?.push(result);
    console.log(`run ${run + 1} ${name}: start ${result.startMs} ms (${result.startCpu.toFixed(1)} s CPU), workload ${result.workMs} ms (${result.workCpu.toFixed(1)} s CPU)`);
  }
}
const rows = SETTINGS.map(({ name }) => {
  const of = runs.get(name) ?? [];
  const cpu = median(of.map((r) => r.startCpu + r.workCpu));
  return [name, `${median(of.map((r) => r.startMs))} ms`, `${median(of.map((r) => r.workMs))} ms`, `${cpu.toFixed(1)} s`];
});
console.log(`\nMedians of ${RUNS} runs (${ROUNDS} rounds of ${CLASS_SIZE} writes, ${CLASS_SIZE / 2} updates, 20 queries, 1 transaction):`);
console.log(formatColumns(["JVM", "start", "workload", "JVM CPU (start + workload)"], rows));
process.exit(0);
