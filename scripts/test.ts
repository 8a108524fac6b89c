// `npm test`: type-checks, lints, every workspace's unit tests, and the tests that meet real
// parts (rules, API, browser, the launcher) against the stacks this run starts on free ports (a
// shared one, and a second for the files that harm a stack or read all it holds). The stacks
// start first, in a process of their own (e2e/support/serve-stacks.ts). The e2e files start as
// soon as the shared stack answers, in two lanes side by side to the end (e2e/support/lanes.ts):
// the browser files, and a side lane of the API and rules files, the launcher's restart, the
// journeys that wait most on the clock and a few more browser files, then on the second stack
// the files that must be alone on theirs and the second stack's own. The type checks, lint and unit
// tests run beside everything, at a low priority, so they take only the CPU the e2e files leave
// idle (about a third: a browser test waits on the real clock), never a browser test's (a time-out
// there would be ours). Ends with the time of each phase and the slowest e2e files (also in
// test-results/timings.json), the failed tests by name (scripts/failures.ts), then one line:
// "N passed, N failed[, N skipped]".
//
// `npm test -- --e2e-only api/limits.test.ts browser/game-team.test.ts`: only those e2e files
// (paths under e2e/), with the stacks and the timings: for checking the runner itself; `--e2e FILES`
// the same with the type checks, lint and unit tests.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { ROOT } from "./stack/defaults";
import { SECOND_STACK_ENV, SHARED_STACK_ENV, STACK_FAILED_PREFIX, STACK_READY_PREFIX, STACK_ROLES, type SecondStackInfo, type StackRole } from "./stack/stack-info";
import { PROJECTS } from "./e2e-lanes";
import { serverErrorsReport } from "./server-errors";
import { fileTimes, PhaseClock, slowest, timingsTable, type FileTime } from "./timings";
import { failuresList, failuresOf, type Failure } from "./failures";

const RESULTS_DIR = path.join(ROOT, "test-results");
const E2E_DIR = path.join(ROOT, "e2e");
const VITEST = path.join(ROOT, "node_modules", "vitest", "vitest.mjs");
const SERVE_STACKS = path.join(E2E_DIR, "support", "serve-stacks.ts");

const [mode, ...files] = process.argv.slice(2);
/** Only these e2e files (paths under e2e/), or undefined for all. */
const e2eSubset = mode === "--e2e-only" || mode === "--e2e" ? files : undefined;
const runChecks = mode !== "--e2e-only";

/** The counts we read from Vitest's JSON report. */
interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  numFailedTestSuites: number;
}

const clock = new PhaseClock();
const totals = { passed: 0, failed: 0, skipped: 0 };
const e2eFiles: FileTime[] = [];
const failures: Failure[] = [];
rmSync(RESULTS_DIR, { recursive: true, force: true });
mkdirSync(RESULTS_DIR, { recursive: true });

function banner(text: string): void {
  console.log(`\n=== ${text} ===`);
}

let interrupted = false;

/** Runs a command with the terminal, resolving to its exit code (null: killed by a signal, or not run after Ctrl-C). */
function run(command: string, commandArgs: string[], env: NodeJS.ProcessEnv = process.env): Promise<number | null> {
  if (interrupted) return Promise.resolve(null);
  const child = spawn(command, commandArgs, { cwd: ROOT, stdio: "inherit", env });
  return new Promise((resolve) => {
    child.once("error", () => resolve(null));
    child.once("exit", (code) => resolve(code));
  });
}

/** Below every other process of the run: what runs beside the e2e files takes only the CPU nothing else wants. */
const BACKGROUND_PRIORITY = 10;

/**
 * A command beside the rest of the run, its output kept and printed whole when it ends, so it
 * never mixes with another's; at a low priority when `niced` (its children inherit it).
 * Resolves to its exit code (null: it could not run, or was not run after Ctrl-C).
 */
function runBeside(name: string, command: string, commandArgs: string[], { niced, env = process.env }: { niced: boolean; env?: NodeJS.ProcessEnv }): Promise<number | null> {
  if (interrupted) return Promise.resolve(null);
  const end = clock.begin(name);
  const child = spawn(command, commandArgs, { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"], env });
  if (niced && child.pid !== undefined) {
    try {
      os.setPriority(child.pid, BACKGROUND_PRIORITY);
    } catch {
      // A system that refuses: it still runs, only at the usual priority.
    }
  }
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => {
    const done = (status: number | null) => {
      const { seconds } = end();
      banner(`${name} (beside the rest, ${seconds} s)`);
      if (output) process.stdout.write(output.endsWith("\n") ? output : `${output}\n`);
      resolve(status);
    };
    child.once("error", (error) => {
      output += `${error.message}\n`;
      done(null);
    });
    child.once("close", done);
  });
}

/** A whole-repository check (typecheck, lint) beside the rest of the run, at a low priority; counts as one test. */
async function backgroundCheck(name: string, script: string): Promise<void> {
  if (interrupted) return;
  const status = await runBeside(name, "npm", ["run", "-s", script], { niced: true });
  console.log(`${name} ${status === 0 ? "passed" : "failed"}`);
  if (status === 0) totals.passed += 1;
  else {
    totals.failed += 1;
    failures.push({ file: `npm run ${script}`, test: name, reason: `exit ${status}: its output is above` });
  }
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

function countsOf(parsed: unknown): VitestReport | undefined {
  if (typeof parsed !== "object" || parsed === null) return undefined;
  const count = (key: keyof VitestReport): number => {
    const value: unknown = Reflect.get(parsed, key);
    return typeof value === "number" ? value : 0;
  };
  return {
    numPassedTests: count("numPassedTests"),
    numFailedTests: count("numFailedTests"),
    numPendingTests: count("numPendingTests"),
    numTodoTests: count("numTodoTests"),
    numFailedTestSuites: count("numFailedTestSuites"),
  };
}

/**
 * One Vitest run, its report added to the totals; gives the parsed JSON report. With the terminal,
 * or beside the rest (its output printed when it ends; niced if asked).
 */
async function vitest(phase: string, label: string, vitestArgs: string[], { env = {}, beside }: { env?: NodeJS.ProcessEnv; beside?: { niced: boolean } } = {}): Promise<unknown> {
  const outputFile = path.join(RESULTS_DIR, `${label}.json`);
  const command = [VITEST, "run", "--reporter=default", "--reporter=json", `--outputFile.json=${outputFile}`, ...vitestArgs];
  // Vite's note on a config loader we do not use, printed once per project and process, hides the results.
  const runEnv = { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? "1", VITE_CONFIG_NATIVE_IGNORE_WARNING: "true", ...env };
  let status: number | null;
  if (beside) status = await runBeside(phase, process.execPath, command, { niced: beside.niced, env: runEnv });
  else {
    banner(phase);
    const end = clock.begin(phase);
    status = await run(process.execPath, command, runEnv);
    end();
  }
  const parsed = readJson(outputFile);
  const report = countsOf(parsed);
  if (!report) {
    // The runner died before reporting (a crash in setup, say): that is a failure.
    console.log(`${phase}: no report (exit ${status})`);
    totals.failed += 1;
    failures.push({ file: label, test: phase, reason: `no report (exit ${status}): its output is above` });
    return undefined;
  }
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  failures.push(...failuresOf(parsed, ROOT));
  totals.skipped += report.numPendingTests + report.numTodoTests;
  // Failed suites (a file that cannot load, a setup hook that throws) count too.
  if (status !== 0 && report.numFailedTests === 0) totals.failed += Math.max(1, report.numFailedTestSuites);
  return parsed;
}

type StackJson = Partial<Record<StackRole, string>>;

interface StartingStacks {
  child: ChildProcess;
  /** Each stack's JSON to hand to the e2e run, once all answer. */
  ready: Promise<StackJson>;
  /** The shared stack's JSON, once it answers (the side lane needs no other). */
  sharedReady: Promise<string>;
  exited: Promise<void>;
}

/** The stacks, starting one after the other in a process of their own; each is a phase of the clock. */
function startStacks(roles: StackRole[]): StartingStacks {
  const phaseOf = (role: StackRole) => (role === "shared" ? "stack start" : `${role} stack start`);
  // Each starts once the one before is up (serve-stacks.ts): its phase begins then.
  let endPhase = clock.begin(phaseOf(roles[0] ?? "shared"));
  const child = spawn(process.execPath, ["--import", "tsx", SERVE_STACKS], { cwd: ROOT, stdio: ["pipe", "pipe", "inherit"] });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let sharedAnswered: (json: string) => void = () => {};
  const sharedReady = new Promise<string>((resolve, reject) => {
    sharedAnswered = resolve;
    void exited.then(() => reject(new Error("the stacks' process ended before the shared stack was ready")));
  });
  const ready = new Promise<StackJson>((resolve, reject) => {
    if (!child.stdout) return reject(new Error("the stacks' process has no stdout"));
    const answers: StackJson = {};
    createInterface({ input: child.stdout }).on("line", (line) => {
      if (line.startsWith(STACK_FAILED_PREFIX)) {
        endPhase();
        const [role, ...reason] = line.slice(STACK_FAILED_PREFIX.length).split(" ");
        return reject(new Error(`the ${role} stack: ${reason.join(" ")}`));
      }
      if (!line.startsWith(STACK_READY_PREFIX)) return console.log(line);
      const [name, ...json] = line.slice(STACK_READY_PREFIX.length).split(" ");
      const role = roles.find((known) => known === name);
      if (role === undefined) return console.log(line);
      endPhase();
      answers[role] = json.join(" ");
      if (role === "shared") sharedAnswered(answers[role]);
      const next = roles.find((known) => answers[known] === undefined);
      if (next === undefined) return resolve(answers);
      endPhase = clock.begin(phaseOf(next));
    });
    void exited.then(() => reject(new Error("the stacks' process ended before every stack was ready")));
  });
  // Read later; a start that fails is reported when the e2e phase needs the stacks.
  ready.catch(() => {});
  sharedReady.catch(() => {});
  return { child, ready, sharedReady, exited };
}

async function stopStacks(stack: StartingStacks): Promise<void> {
  const end = clock.begin("stacks stop");
  // Closing its stdin tells it the run is over; it exports nothing (throw-away data) and exits.
  stack.child.stdin?.end();
  await stack.exited;
  end();
}

const stack = startStacks([...STACK_ROLES]);
// Ctrl-C reaches every process of the terminal's group (the checks, Vitest, the stack's
// process, which stops the stack itself): wait for the stack to be down, then leave.
process.once("SIGINT", () => {
  interrupted = true;
  void stack.exited.then(() => process.exit(130));
});

// The unit tests beside the e2e files, at a low priority: their time limits are for a test that
// hangs, so they are long here, where a test may wait on the CPU (docs/decisions.md#d63).
const UNIT_BESIDE_LIMIT_MS = "120000";
// Worker threads, not child processes: each file's modules stay its own, at about a quarter
// less CPU for the run (docs/benchmarks.md, "Unit tests in threads"). On the command line because
// a pool set in the root config does not reach the projects that have configs of their own.
const UNIT_POOL = "--pool=threads";
const besideTheE2e = runChecks
  ? Promise.all([
      backgroundCheck("typecheck", "typecheck"),
      backgroundCheck("lint", "lint"),
      vitest("unit tests (game, common, functions, web, scripts, tools)", "unit", [UNIT_POOL, `--testTimeout=${UNIT_BESIDE_LIMIT_MS}`, `--hookTimeout=${UNIT_BESIDE_LIMIT_MS}`], { beside: { niced: true } }),
    ])
  : Promise.resolve();

/** An e2e run of some lanes' files (all, or those of `e2eSubset` among them). */
async function e2e(phase: string, label: string, projects: string[], stacks: StackJson, beside?: { niced: boolean }): Promise<void> {
  const env = { [SHARED_STACK_ENV]: stacks.shared, [SECOND_STACK_ENV]: stacks.second };
  const args = ["--config", "e2e/vitest.config.ts", "--passWithNoTests", ...projects.flatMap((project) => ["--project", project]), ...(e2eSubset ?? [])];
  e2eFiles.push(...fileTimes(await vitest(phase, label, args, { env, ...(beside ? { beside } : {}) }), E2E_DIR));
}

/** The stacks once they answer, or undefined (counted as a failure) if they never do. */
async function whenReady<T>(starting: Promise<T>): Promise<T | undefined> {
  try {
    return await starting;
  } catch (error) {
    const reason = `The stacks did not start: ${error instanceof Error ? error.message : String(error)}`;
    console.log(reason);
    totals.failed += 1;
    failures.push({ file: "e2e/support/serve-stacks.ts", test: "the stacks", reason });
    return undefined;
  }
}

/** The second stack's own address (its hand-over also carries the control address of its faults). */
const secondStackInfo = (second: string): string => JSON.stringify((JSON.parse(second) as SecondStackInfo).info);

// Two lanes side by side to the end (docs/decisions.md#d65), both starting once the shared stack
// answers; the browser lane's output is printed as it goes, the side lane's when each run ends.
// After its own files the side lane runs, on the second stack, where nothing else runs meanwhile:
// the files that must be alone on their stack (they read the programme's totals, or kill the API's
// workers), as the shared stack of their run; then the two files made for the second stack.
await Promise.all([
  stack.sharedReady.then(
    (shared) => e2e("e2e: browser lane (browser, job workers killed)", "e2e-browser", [PROJECTS.browser], { shared }),
    () => undefined, // counted once, below
  ),
  stack.sharedReady.then(
    async (shared) => {
      await e2e("e2e: side lane (API, rules, restart, the longest waits, some browser files)", "e2e-side", [PROJECTS.side], { shared }, { niced: false });
      const all = await whenReady(stack.ready);
      if (!all?.second) return;
      const onSecond = { shared: secondStackInfo(all.second), second: all.second };
      await e2e("e2e: alone on the second stack (totals read, API workers killed)", "e2e-alone", [PROJECTS.alone], onSecond, { niced: false });
      await e2e("e2e: second stack (a Firestore killed, the deletion walk)", "e2e-second", [PROJECTS.second], onSecond, { niced: false });
    },
    () => whenReady(stack.ready), // counted there
  ),
]);
await stopStacks(stack);
await besideTheE2e;

const timings = { totalSeconds: clock.elapsedSeconds(), phases: clock.phases, slowestFiles: slowest(e2eFiles) };
writeFileSync(path.join(RESULTS_DIR, "timings.json"), `${JSON.stringify(timings, null, 2)}\n`);
console.log(`\n${timingsTable(timings)}`);

// A failure's cause on the server is in the stacks' logs, which CI does not keep: print it here.
if (totals.failed > 0 && stack.child.pid !== undefined) {
  const logs = ["test", "second"].map((name) => path.join(ROOT, ".stack", `${name}-${stack.child.pid}`, "emulators.log"));
  const report = serverErrorsReport(logs);
  if (report) console.log(`\n${report}`);
}

const failed = failuresList(failures);
if (failed) console.log(`\n${failed}`);

const summary = `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ""}`;
console.log(`\n${summary}`);
process.exit(totals.failed > 0 ? 1 : 0);
