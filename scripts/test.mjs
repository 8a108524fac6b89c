// `npm test`: type-checks, every workspace's tests, then the tests that meet
// real parts (rules, API, browser, the launcher) against a stack this run starts
// on free ports. Ends with one line: "N passed, N failed[, N skipped]".
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./stack/defaults.mjs";

const RESULTS_DIR = path.join(ROOT, "test-results");
const VITEST = path.join(ROOT, "node_modules", "vitest", "vitest.mjs");

const suites = [
  { name: "game", cwd: "game", args: [] },
  { name: "common", cwd: "common", args: [] },
  { name: "functions", cwd: "functions", args: ["--passWithNoTests"] },
  { name: "web", cwd: "web", args: [] },
  { name: "e2e (emulators, API, rules, browser)", cwd: ".", args: ["--config", "e2e/vitest.config.ts"] },
];

const totals = { passed: 0, failed: 0, skipped: 0 };
rmSync(RESULTS_DIR, { recursive: true, force: true });
mkdirSync(RESULTS_DIR, { recursive: true });

function banner(text) {
  console.log(`\n=== ${text} ===`);
}

banner("typecheck");
const typecheck = spawnSync("npm", ["run", "-s", "typecheck"], { cwd: ROOT, stdio: "inherit" });
if (typecheck.status !== 0) {
  console.log("typecheck failed");
  totals.failed += 1;
} else {
  console.log("typecheck passed");
  totals.passed += 1;
}

for (const suite of suites) {
  banner(suite.name);
  const outputFile = path.join(RESULTS_DIR, `${suite.name.split(" ")[0]}.json`);
  const run = spawnSync(
    process.execPath,
    [VITEST, "run", "--reporter=default", "--reporter=json", `--outputFile.json=${outputFile}`, ...suite.args],
    { cwd: path.join(ROOT, suite.cwd), stdio: "inherit", env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? "1" } },
  );
  let report;
  try {
    report = JSON.parse(readFileSync(outputFile, "utf8"));
  } catch {
    report = undefined;
  }
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
