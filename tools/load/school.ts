// `npm run load -- --classes N`: a school. N teachers register and each uploads a class by CSV
// (as the one-class run does), the stack is stopped and started again as `npm start` starts it,
// every teacher opens the dashboard (one listener each, as the live views make it), and then the
// classes' lessons begin one after another over --stagger-seconds: each class logs in together,
// as a class told "log in now" does, and each student plays a season paced like a lesson, then
// logs out. It prints the figures over the whole school, each process's share of the CPU during
// the logins and during the play, and what one lesson costs per student and per teacher.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { HOST } from "../../scripts/stack/defaults";
import { formatPhases } from "../../scripts/stack/phases";
import { findFreePorts } from "../../scripts/stack/ports";
import { startStack, type Stack, type StackOptions } from "../../scripts/stack/stack";
import { registerTeacher, uploadClass, type StudentLogin, type Teacher } from "./classroom";
import { CpuSampler, formatCpu, type Labeller } from "./cpu";
import type { Endpoints } from "./http";
import { TeacherWatch, type ChannelFigures } from "./listener";
import { runRound, type RoundResult } from "./round";
import { formatTable, percentile, Recorder, type Summary } from "./stats";
import { formatWrites, WriteCounter } from "./writes";

export interface SchoolOptions {
  classes: number;
  students: number;
  pacedSeconds: number;
  staggerSeconds: number;
  loginsOnly: boolean;
  watchStudents: boolean;
}

interface SchoolClass {
  teacher: Teacher;
  students: StudentLogin[];
}

/** What a school of 300 must meet: login p95 in the cold burst, move p95 paced, writes a second on one document. */
export const SCHOOL_LIMITS = { loginP95Ms: 3_000, moveP95Ms: 1_000, writesPerSecond: 1 };

const log = (line: string) => console.log(`[school] ${line}`);
const loadAverage = (values = os.loadavg()) => values.map((v) => v.toFixed(2)).join(" ");
const ms = (value: number) => `${Math.round(value)} ms`;
const sleep = (time: number) => new Promise((resolve) => setTimeout(resolve, time));

const endpointsOf = (stack: Stack): Endpoints => ({
  projectId: stack.projectId,
  apiUrl: stack.apiUrl,
  authEmulatorHost: stack.authEmulatorHost,
  firestoreEmulatorHost: stack.firestoreEmulatorHost,
});

/** When class `index` (from 0) of `classes` starts, in ms: evenly over the stagger, the first at once. */
export function classStartMs(index: number, classes: number, staggerSeconds: number): number {
  return classes <= 0 ? 0 : Math.round((index * staggerSeconds * 1000) / classes);
}

/** The CPU report's processes: which of the stack's (and this one's) a process is. */
function stackLabeller(stack: Stack, options: SchoolOptions): { label: Labeller; labels: string[] } {
  const names = {
    firestore: "Firestore emulator (Java)",
    firebaseTools: "firebase-tools (Auth, Hosting, Functions' router)",
    workers: "function workers",
    loadTool: `this load run (${options.classes * options.students} students, ${options.classes} dashboards)`,
  };
  const firestoreGroup = stack.firestore?.child.pid;
  const emulatorsPid = stack.emulators?.child.pid;
  const label: Labeller = ({ pid, processGroup }) => {
    if (pid === process.pid) return names.loadTool;
    if (firestoreGroup !== undefined && processGroup === firestoreGroup) return names.firestore;
    if (emulatorsPid !== undefined && pid === emulatorsPid) return names.firebaseTools;
    if (emulatorsPid !== undefined && processGroup === emulatorsPid) return names.workers;
    return undefined;
  };
  return { label, labels: [names.firestore, names.firebaseTools, names.workers, names.loadTool] };
}

/** Every teacher registers and uploads a class, one after another, as the one-class run does. */
async function setUpSchool(endpoints: Endpoints, options: SchoolOptions): Promise<SchoolClass[]> {
  const recorder = new Recorder();
  const classes: SchoolClass[] = [];
  for (let i = 0; i < options.classes; i++) {
    const teacher = await registerTeacher(recorder, endpoints);
    classes.push({ teacher, students: await uploadClass(recorder, endpoints, teacher, options.students, `s${i + 1}`) });
  }
  log(`Set-up: ${classes.length} teachers, each with a class of ${options.students} uploaded by CSV.`);
  console.log(formatTable(recorder.table()));
  return classes;
}

interface Sessions {
  made: number;
  ended: number;
  throttlesLeft: number;
}

/** Over the emulator's REST API (its owner token reads past the rules): the school's sessions, and the login throttle records left. */
async function countSessions(endpoints: Endpoints, uids: ReadonlySet<string>): Promise<Sessions> {
  const base = `http://${endpoints.firestoreEmulatorHost}/v1/projects/${endpoints.projectId}/databases/(default)/documents`;
  type Field = { stringValue?: string; timestampValue?: string; nullValue?: null };
  type Page = { documents?: { name: string; fields?: Record<string, Field> }[]; nextPageToken?: string };
  const list = async (collection: string, fields: string[]): Promise<NonNullable<Page["documents"]>> => {
    const found: NonNullable<Page["documents"]> = [];
    let pageToken = "";
    do {
      const query = new URLSearchParams({ pageSize: "1000", ...(pageToken ? { pageToken } : {}) });
      for (const field of fields) query.append("mask.fieldPaths", field);
      const response = await fetch(`${base}/${collection}?${query.toString()}`, { headers: { Authorization: "Bearer owner" } });
      if (!response.ok) throw new Error(`Listing ${collection} answered ${response.status}`);
      const page = (await response.json()) as Page;
      found.push(...(page.documents ?? []));
      pageToken = page.nextPageToken ?? "";
    } while (pageToken);
    return found;
  };
  const sessions = (await list("sessions", ["uid", "endedAt"])).filter((doc) => uids.has(doc.fields?.uid?.stringValue ?? ""));
  return {
    made: sessions.length,
    ended: sessions.filter((doc) => doc.fields?.endedAt?.timestampValue !== undefined).length,
    throttlesLeft: (await list("loginThrottles", ["failures"])).length,
  };
}

function mergeRecorders(results: readonly RoundResult[]): Recorder {
  const merged = new Recorder();
  for (const { recorder } of results) {
    merged.samples.push(...recorder.samples);
    merged.errorMessages.push(...recorder.errorMessages.slice(0, Math.max(0, 10 - merged.errorMessages.length)));
  }
  return merged;
}

function mergeChannels(channels: readonly ChannelFigures[]): ChannelFigures {
  return {
    latencies: channels.flatMap((c) => c.latencies),
    afterAnswer: channels.flatMap((c) => c.afterAnswer),
    unseen: channels.reduce((sum, c) => sum + c.unseen, 0),
    changes: channels.reduce((sum, c) => sum + c.changes, 0),
  };
}

const per = (count: number, of: number) => (of > 0 ? (count / of).toFixed(2) : "0");

function printCosts(rows: readonly Summary[], results: readonly RoundResult[], writes: WriteCounter, sessions: Sessions | undefined, dashboards: { initial: number; changes: number }, options: SchoolOptions): void {
  const students = options.classes * options.students;
  const calls = rows.filter((row) => row.kind !== "all moves" && row.kind !== "all requests" && row.kind !== "token exchange (Auth)");
  const moves = rows.find((row) => row.kind === "all moves")?.count ?? 0;
  const invocations = calls.reduce((sum, row) => sum + row.count, 0);
  const exchanges = rows.find((row) => row.kind === "token exchange (Auth)")?.count ?? 0;
  const studentDocs = results.reduce((sum, result) => sum + result.studentDocumentWrites, 0);
  const shardWrites = writes.timeShardWriteCount;
  const logins = rows.find((row) => row.kind === "login (student)")?.count ?? 0;
  const logouts = rows.find((row) => row.kind === "logout")?.count ?? 0;
  // Each login writes its throttle record (set before the password check, deleted on success) and makes a session; a logout ends it.
  const loginWrites = 3 * logins + logouts;
  const written = 2 * studentDocs + shardWrites + loginWrites;
  console.log(`\nWhat one lesson costs (for docs/cost.md), over the ${students} students and ${options.classes} teachers of this run:`);
  console.log(`  function invocations per student: ${per(invocations, students)} (${calls.map((row) => `${row.kind} ${per(row.count, students)}`).join(", ")}); of them moves ${per(moves, students)}`);
  console.log(`  Auth calls per student (not functions): token exchange ${per(exchanges, students)}`);
  console.log(
    `  documents written per student: ${per(written, students)}: students/{id} ${per(studentDocs, students)} (the server's revision count, last answer less the login's) ` +
      `and studentProgress/{id} as many (the same batches); the class's time shard ${per(shardWrites, students)} (the server's rule on each answer); ` +
      `sessions/{sid} ${per(logins + logouts, students)} (made at login, ended at logout) and loginThrottles ${per(2 * logins, students)} (set, then deleted on success), from the code`,
  );
  if (sessions) {
    console.log(`  checked after the run: ${sessions.made} sessions made for these students, ${sessions.ended} ended; ${sessions.throttlesLeft} login throttle records left`);
  }
  const reads = dashboards.initial + dashboards.changes;
  console.log(
    `  the teachers' dashboard listeners received ${reads} documents (each a billed read): ${dashboards.initial} in their first snapshots and ${dashboards.changes} changes; ` +
      `per teacher per lesson ${per(reads, options.classes)}, per student ${per(reads, students)}`,
  );
}

function printChecks(login: Summary | undefined, moves: Summary | undefined, errors: number, writes: WriteCounter, options: SchoolOptions): void {
  const { busiestTimeShard, busiestStudent } = writes.figures();
  const windowSeconds = 10;
  const peak = Math.max(busiestTimeShard?.busiestWindow ?? 0, busiestStudent?.busiestWindow ?? 0) / windowSeconds;
  const average = Math.max(busiestTimeShard?.perSecond ?? 0, busiestStudent?.perSecond ?? 0);
  const check = (ok: boolean) => (ok ? "met" : "NOT MET");
  console.log(`\nDone-when of a school of ${options.classes * options.students}:`);
  if (login) console.log(`  login p95 ${ms(login.p95)} (at most ${ms(SCHOOL_LIMITS.loginP95Ms)}): ${check(login.p95 <= SCHOOL_LIMITS.loginP95Ms)}`);
  if (moves) console.log(`  move p95 ${ms(moves.p95)} (at most ${ms(SCHOOL_LIMITS.moveP95Ms)}): ${check(moves.p95 <= SCHOOL_LIMITS.moveP95Ms)}`);
  console.log(`  errors ${errors}: ${check(errors === 0)}`);
  if (!options.loginsOnly) {
    console.log(`  busiest document ${average.toFixed(2)} writes/s on average, ${peak.toFixed(1)}/s in its busiest 10 s (at most ${SCHOOL_LIMITS.writesPerSecond}/s on average): ${check(average <= SCHOOL_LIMITS.writesPerSecond)}`);
  }
}

export async function runSchool(options: SchoolOptions): Promise<boolean> {
  const [hosting, functions, auth, firestore, hub, logging] = await findFreePorts(6, HOST);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "rink-school-data-"));
  const stackOptions: StackOptions = {
    name: `school-${process.pid}`,
    projectId: `demo-rink-school-${process.pid}`,
    ports: { hosting, functions, auth, firestore, hub, logging },
    dataDir,
    log: (line) => log(`stack: ${line}`),
  };
  let stack: Stack | undefined;
  const stop = async () => {
    await stack?.stop();
    stack = undefined;
  };
  process.on("SIGINT", () => void stop().then(() => process.exit(130)));
  const watches: TeacherWatch[] = [];
  try {
    log(`Starting a stack to set up the school; load average ${loadAverage()}, ${os.cpus().length} cores...`);
    stack = await startStack({ ...stackOptions, fresh: true });
    const classes = await setUpSchool(endpointsOf(stack), options);
    await stop();
    await sleep(2_000);

    log(`Starting the stack as \`npm start\` does (data kept from the set-up); load average ${loadAverage()}...`);
    stack = await startStack(stackOptions);
    log(`Ready in ${(stack.readyInMs / 1000).toFixed(1)} s (Firestore: ${stack.firestoreMode}); ${formatPhases(stack.phases)}.`);
    const endpoints = endpointsOf(stack);
    for (const { teacher } of classes) {
      const watch = new TeacherWatch();
      await watch.start(endpoints, teacher, { students: options.watchStudents });
      watches.push(watch);
    }
    const dashboardsOpened = watches.reduce((sum, watch) => sum + watch.initialDocuments, 0);
    log(`${watches.length} teacher dashboards listening (their first snapshots: ${dashboardsOpened} documents).`);

    const students = options.classes * options.students;
    const { label, labels } = stackLabeller(stack, options);
    const cpu = new CpuSampler(label);
    const writes = new WriteCounter();
    let loginsSettled = 0;
    const loadBefore = os.loadavg();
    const started = performance.now();
    const staggerText = options.staggerSeconds > 0 ? `one after another over ${options.staggerSeconds} s (every ${(options.staggerSeconds / options.classes).toFixed(1)} s)` : "all at once";
    log(`The lessons begin: ${options.classes} classes of ${options.students} log in ${staggerText}, each class together; then a move every ${options.pacedSeconds} s or so each.`);
    cpu.begin("logins");
    const results = await Promise.all(
      classes.map((schoolClass, index) =>
        runRound({
          name: `class ${index + 1}`,
          endpoints,
          students: schoolClass.students,
          pacedSeconds: options.pacedSeconds,
          watch: watches[index] ?? new TeacherWatch(),
          loginsOnly: options.loginsOnly,
          writes,
          startAfterMs: classStartMs(index, options.classes, options.staggerSeconds),
          logOut: true,
          onLoginSettled: () => {
            if (++loginsSettled === students && !options.loginsOnly) cpu.begin("paced play");
          },
        }),
      ),
    );
    cpu.stop();
    const seconds = (performance.now() - started) / 1000;
    const loadAfter = os.loadavg();
    const uids = new Set(classes.flatMap((schoolClass) => schoolClass.students.map((student) => student._id)));
    const sessions = await countSessions(endpoints, uids).catch((error: unknown) => {
      log(`Could not count the sessions: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    });

    const recorder = mergeRecorders(results);
    const rows = recorder.table();
    const header = `a school: ${options.classes} classes of ${options.students} (${students} students), logins ${staggerText}, then a move every ${options.pacedSeconds} s or so`;
    console.log(`\n== ${header}`);
    console.log(`   load average (1, 5, 15 min) before ${loadAverage(loadBefore)}, after ${loadAverage(loadAfter)}; ${os.cpus().length} cores; ${seconds.toFixed(1)} s in all`);
    console.log(formatTable(rows));
    const loginP95s = results.map((result) => result.recorder.table().find((row) => row.kind === "login (student)")?.p95 ?? 0);
    console.log(`login p95 of each class, in the order they started: ${loginP95s.map(ms).join(", ")}`);

    const progress = mergeChannels(results.map((result) => result.watched.progress));
    const sorted = [...progress.latencies].sort((a, b) => a - b);
    const afterAnswer = [...progress.afterAnswer].sort((a, b) => a - b);
    console.log(
      `move to teacher over all ${watches.length} dashboards (onSnapshot on studentProgress where teacherId == theirs): ${sorted.length} moves, ` +
        `p50 ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, max ${ms(sorted.at(-1) ?? 0)} from the move's request; ` +
        `after the API's answer p50 ${ms(percentile(afterAnswer, 50))}, p95 ${ms(percentile(afterAnswer, 95))}` +
        (progress.unseen > 0 ? `; NOT SEEN within 60 s of the class's end: ${progress.unseen}` : ""),
    );
    if (options.watchStudents) {
      const games = mergeChannels(results.map((result) => result.watched.students));
      const gameLatencies = [...games.latencies].sort((a, b) => a - b);
      console.log(`   on the students' game documents: p50 ${ms(percentile(gameLatencies, 50))}, p95 ${ms(percentile(gameLatencies, 95))}${games.unseen > 0 ? `, NOT SEEN ${games.unseen}` : ""}`);
    }
    if (!options.loginsOnly) {
      const { busiestTimeShard, busiestStudent } = writes.figures();
      console.log(`writes per document (Firestore sustains about 1/s on one), from the first move sent to the last answered (${writes.seconds.toFixed(1)} s):`);
      console.log(`   busiest time counter (${busiestTimeShard?.name ?? "classTime/{teacherId}_{n}"}): ${busiestTimeShard ? formatWrites(busiestTimeShard, writes.seconds) : "no writes"}`);
      if (busiestStudent) console.log(`   busiest student document (students/{id}, and studentProgress/{id} in the same batch; ${busiestStudent.name}): ${formatWrites(busiestStudent, writes.seconds)}`);
    }
    const seasonsFinished = results.reduce((sum, result) => sum + result.seasonsFinished, 0);
    const failedStudents = results.reduce((sum, result) => sum + result.failedStudents, 0);
    console.log(`${options.loginsOnly ? "" : `seasons finished ${seasonsFinished}/${students}, `}students failed ${failedStudents}`);
    for (const message of recorder.errorMessages) console.log(`   error: ${message}`);

    if (cpu.available) {
      console.log(`\nCPU, each process's share of one core (100% = one core busy) while the classes logged in and while they played:`);
      console.log(formatCpu(cpu.stretches, labels));
    }
    const dashboards = { initial: dashboardsOpened, changes: progress.changes };
    printCosts(rows, results, writes, sessions, dashboards, options);
    const errors = recorder.errors + failedStudents + progress.unseen;
    printChecks(
      rows.find((row) => row.kind === "login (student)"),
      rows.find((row) => row.kind === "all moves"),
      errors,
      writes,
      options,
    );
    return errors === 0;
  } finally {
    await Promise.all(watches.map((watch) => watch.stop()));
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
