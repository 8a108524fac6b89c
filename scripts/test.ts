// `npm test`: type-checks, lints, every workspace's tests, then the tests that meet
// real parts (rules, API, browser, the launcher) against a stack this run starts
// on free ports. Ends with one line: "N passed, N failed[, N skipped]".
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./stack/defaults";

const RESULTS_DIR = path.join(ROOT, "test-results");
const VITEST = path.join(ROOT, "node_modules", "vitest", "vitest.mjs");

const suites = [
  { name: "game", cwd: "game", args: [] },
  { name: "common", cwd: "common", args: [] },
  { name: "functions", cwd: "functions", args: ["--passWithNoTests"] },
  { name: "web", cwd: "web", args: [] },
  { name: "scripts", cwd: ".", args: ["--config", "scripts/vitest.config.ts"] },
  { name: "tools", cwd: ".", args: ["--config", "tools/vitest.config.ts"] },
  { name: "e2e (emulators, API, rules, browser)", cwd: ".", args: ["--config", "e2e/vitest.config.ts"] },
];

/** The counts we read from Vitest's JSON report. */
interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  numFailedTestSuites: number;
}

const totals = { passed: 0, failed: 0, skipped: 0 };
rmSync(RESULTS_DIR, { recursive: true, force: true });
mkdirSync(RESULTS_DIR, { recursive: true });

function banner(text: string): void {
  console.log(`\n=== ${text} ===`);
}

/** A whole-repository check (typecheck, lint) counts as one test. */
function check(name: string, script: string): void {
  banner(name);
  const run = spawnSync("npm", ["run", "-s", script], { cwd: ROOT, stdio: "inherit" });
  if (run.status !== 0) {
    console.log(`${name} failed`);
    totals.failed += 1;
  } else {
    console.log(`${name} passed`);
    totals.passed += 1;
  }
}

function readReport(file: string): VitestReport | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
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

check("typecheck", "typecheck");
check("lint", "lint");

for (const suite of suites) {
  banner(suite.name);
  const outputFile = path.join(RESULTS_DIR, `${suite.name.split(" ")[0]}.json`);
  const run = spawnSync(
    process.execPath,
    [VITEST, "run", "--reporter=default", "--reporter=json", `--outputFile.json=${outputFile}`, ...suite.args],
    { cwd: path.join(ROOT, suite.cwd), stdio: "inherit", env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? "1" } },
  );
  const report = readReport(outputFile);
  if (!report) {
    // The runner died before reporting (a crash in setup, say): that is a failure.
    console.log(`${suite.name}: no report (exit ${run.status})`);
    totals.failed += 1;
    continue;
  }
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  // Failed suites (a file that cannot load, a setup hook that throws) count too.
  if (run.status !== 0 && report.numFailedTests === 0) totals.failed += Math.max(1, report.numFailedTestSuites);
}

const summary = `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ""}`;
console.log(`\n${summary}`);
process.exit(totals.failed > 0 ? 1 : 0);
