// `npm run load`: a class of N at once on the local stack (docs/decisions.md#d18). A benchmark, not a
// test: it prints what it measured and exits non-zero only when something failed.
//
// Its own stack (the default) is set up first (teachers register, each uploads a class
// by CSV), stopped, and started again as `npm start` starts it on the day of a lesson;
// the cold round is then the first thing the stack serves.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { DEFAULT_PORTS, HOST, PROJECT_ID } from "../../scripts/stack/defaults";
import { findFreePorts } from "../../scripts/stack/ports";
import { startStack, type Stack, type StackOptions } from "../../scripts/stack/stack";
import { parseLoadArgs, type RoundKind } from "./args";
import { registerTeacher, uploadClass, type StudentLogin, type Teacher } from "./classroom";
import type { Endpoints } from "./http";
import { TeacherWatch } from "./listener";
import { runRound, type RoundResult } from "./round";
import { formatTable, percentile, Recorder, type Summary } from "./stats";
import { formatWrites } from "./writes";

const options = parseLoadArgs(process.argv.slice(2));
const log = (line: string) => console.log(`[load] ${line}`);
const loadAverage = (values = os.loadavg()) => values.map((v) => v.toFixed(2)).join(" ");
const ms = (value: number) => `${Math.round(value)} ms`;

interface Lesson {
  kind: RoundKind;
  teacher: Teacher;
  students: StudentLogin[];
}

const endpointsOf = (stack: Pick<Stack, "projectId" | "apiUrl" | "authEmulatorHost" | "firestoreEmulatorHost">): Endpoints => ({
  projectId: stack.projectId,
  apiUrl: stack.apiUrl,
  authEmulatorHost: stack.authEmulatorHost,
  firestoreEmulatorHost: stack.firestoreEmulatorHost,
});

const ROUND_TITLES: Record<RoundKind, string> = {
  cold: "cold burst: logins first thing after the stack started, then a season with no pause",
  warm: "warm burst: logins on the warm stack, then a season with no pause",
  paced: "paced: logins together, then a move every",
};

/** Makes one teacher and class per round, through the API. */
async function setUpLessons(endpoints: Endpoints, kinds: readonly RoundKind[]): Promise<Lesson[]> {
  const recorder = new Recorder();
  const lessons: Lesson[] = [];
  for (const [i, kind] of kinds.entries()) {
    const teacher = await registerTeacher(recorder, endpoints);
    const students = await uploadClass(recorder, endpoints, teacher, options.students, `${kind[0]}${i + 1}`);
    lessons.push({ kind, teacher, students });
  }
  log(`Set-up: ${lessons.length} teacher(s), each with a class of ${options.students} uploaded by CSV.`);
  console.log(formatTable(recorder.table()));
  return lessons;
}

function printRound(result: RoundResult, header: string): Summary | undefined {
  const rows = result.recorder.table();
  console.log(`\n== ${header}`);
  console.log(`   load average (1, 5, 15 min) before ${loadAverage(result.loadBefore)}, after ${loadAverage(result.loadAfter)}; ${os.cpus().length} cores`);
  console.log(formatTable(rows));
  const channels = [
    ["studentProgress", result.watched.progress],
    ["students", result.watched.students],
  ] as const;
  for (const [collectionName, figures] of channels) {
    if (collectionName === "students" && !options.watchStudents) continue;
    if (figures.changes === 0) {
      console.log(`move to teacher, onSnapshot on ${collectionName} where teacherId == theirs: no document of this class arrived`);
      continue;
    }
    const sorted = [...figures.latencies].sort((a, b) => a - b);
    const afterAnswer = [...figures.afterAnswer].sort((a, b) => a - b);
    console.log(
      `move to teacher, onSnapshot on ${collectionName} where teacherId == theirs: ${sorted.length} moves, ` +
        `p50 ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, max ${ms(sorted.at(-1) ?? 0)} from the move's request; ` +
        `after the API's answer p50 ${ms(percentile(afterAnswer, 50))}, p95 ${ms(percentile(afterAnswer, 95))}` +
        (figures.unseen > 0 ? `; NOT SEEN within 60 s of the round's end: ${figures.unseen}` : ""),
    );
  }
  if (!options.loginsOnly) {
    // The moves' span, not the round's: the logins before them write nothing.
    const { writes } = result;
    const { busiestTimeShard, busiestStudent } = writes.figures();
    console.log(`writes per document (Firestore sustains about 1/s on one), from the first move sent to the last answered (${writes.seconds.toFixed(1)} s):`);
    console.log(`   busiest time counter (${busiestTimeShard?.name ?? "teachers/{id}/timeShards/{n}"}): ${busiestTimeShard ? formatWrites(busiestTimeShard, writes.seconds) : "no writes"}`);
    if (busiestStudent) console.log(`   busiest student document (students/{id}, and studentProgress/{id} in the same batch; ${busiestStudent.name}): ${formatWrites(busiestStudent, writes.seconds)}`);
  }
  const seasons = options.loginsOnly ? "" : `seasons finished ${result.seasonsFinished}/${options.students}, `;
  console.log(`${seasons}students failed ${result.failedStudents}, ${result.seconds.toFixed(1)} s in all`);
  for (const message of result.recorder.errorMessages) console.log(`   error: ${message}`);
  return rows.find((row) => row.kind === "login (student)");
}

function failed(result: RoundResult): boolean {
  return result.recorder.errors > 0 || result.failedStudents > 0 || result.watched.progress.unseen > 0;
}

async function playLesson(endpoints: Endpoints, lesson: Lesson, header: string): Promise<{ result: RoundResult; login: Summary | undefined }> {
  const watch = new TeacherWatch();
  await watch.start(endpoints, lesson.teacher, { students: options.watchStudents });
  try {
    const result = await runRound({
      name: lesson.kind,
      endpoints,
      students: lesson.students,
      pacedSeconds: lesson.kind === "paced" ? options.pacedSeconds : 0,
      watch,
      loginsOnly: options.loginsOnly,
    });
    return { result, login: printRound(result, header) };
  } finally {
    await watch.stop();
  }
}

function roundHeader(kind: RoundKind, extra = ""): string {
  const title = kind === "paced" ? `${ROUND_TITLES.paced} ${options.pacedSeconds} s or so each` : ROUND_TITLES[kind];
  return `${title}${extra} (${options.students} students)`;
}

async function onRunningStack(): Promise<boolean> {
  const endpoints = endpointsOf({
    projectId: PROJECT_ID,
    apiUrl: `http://${HOST}:${DEFAULT_PORTS.hosting}/api/v1`,
    authEmulatorHost: `${HOST}:${DEFAULT_PORTS.auth}`,
    firestoreEmulatorHost: `${HOST}:${DEFAULT_PORTS.firestore}`,
  });
  log(`Using the running stack at ${endpoints.apiUrl} (nothing is cold there: the "cold" round is the stack as found).`);
  const lessons = await setUpLessons(endpoints, options.rounds);
  let ok = true;
  for (const lesson of lessons) ok = !failed((await playLesson(endpoints, lesson, roundHeader(lesson.kind, " [running stack]"))).result) && ok;
  return ok;
}

async function onOwnStacks(): Promise<boolean> {
  const [hosting, functions, auth, firestore, hub, logging] = await findFreePorts(6, HOST);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "rink-load-data-"));
  const stackOptions: StackOptions = {
    name: `load-${process.pid}`,
    projectId: `demo-rink-load-${process.pid}`,
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
  try {
    const colds = options.rounds.includes("cold") ? options.coldRepeats : 0;
    const kinds: RoundKind[] = [...Array<RoundKind>(colds).fill("cold"), ...options.rounds.filter((kind) => kind !== "cold")];
    log("Starting a stack to set up the classes...");
    stack = await startStack({ ...stackOptions, fresh: true });
    const lessons = await setUpLessons(endpointsOf(stack), kinds);
    await stop();

    let ok = true;
    const coldP95s: number[] = [];
    const coldLessons = lessons.filter((lesson) => lesson.kind === "cold");
    const others = lessons.filter((lesson) => lesson.kind !== "cold");
    const stackRuns = Math.max(1, coldLessons.length);
    for (let run = 0; run < stackRuns; run++) {
      log(`Starting the stack as \`npm start\` does (data kept from the set-up)${stackRuns > 1 ? `, run ${run + 1} of ${stackRuns}` : ""}; load average ${loadAverage()}...`);
      stack = await startStack(stackOptions);
      log(`Ready in ${(stack.readyInMs / 1000).toFixed(1)} s (Firestore: ${stack.firestoreMode}).`);
      const endpoints = endpointsOf(stack);
      const cold = coldLessons[run];
      if (cold) {
        const { result, login } = await playLesson(endpoints, cold, roundHeader("cold", stackRuns > 1 ? `, fresh stack ${run + 1} of ${stackRuns}` : ""));
        ok = !failed(result) && ok;
        if (login) coldP95s.push(login.p95);
      }
      if (run === stackRuns - 1) {
        for (const lesson of others) ok = !failed((await playLesson(endpoints, lesson, roundHeader(lesson.kind))).result) && ok;
      }
      await stop();
    }
    if (coldP95s.length > 1) {
      const sorted = [...coldP95s].sort((a, b) => a - b);
      console.log(`\nCold-burst login p95 on ${coldP95s.length} fresh stacks: ${coldP95s.map(ms).join(", ")}; median ${ms(percentile(sorted, 50))}`);
    }
    return ok;
  } finally {
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (options.programmeTeachers > 0) {
  log(`${new Date().toISOString()}: --programme`);
  const { runProgramme } = await import("./programme");
  const ok = await runProgramme({ teachers: options.programmeTeachers, studentsEach: options.students, running: options.running, samples: 20 });
  process.exit(ok ? 0 : 1);
}

if (options.classes > 0) {
  log(`${new Date().toISOString()}: --classes ${options.classes}`);
  const { runSchool } = await import("./school");
  const { classes, students, pacedSeconds, staggerSeconds, loginsOnly, watchStudents } = options;
  process.exit((await runSchool({ classes, students, pacedSeconds, staggerSeconds, loginsOnly, watchStudents })) ? 0 : 1);
}

if (options.bigClass) {
  log(`${new Date().toISOString()}: --big-class`);
  const { runBigClass } = await import("./bigClass");
  process.exit((await runBigClass()) ? 0 : 1);
}

log(`${new Date().toISOString()}: ${options.students} students a class, rounds ${options.rounds.join(", ")}; load average ${loadAverage()}, ${os.cpus().length} cores`);
const ok = options.running ? await onRunningStack() : await onOwnStacks();
log(ok ? "Done: no errors." : "Done, WITH ERRORS (see above).");
process.exit(ok ? 0 : 1);
