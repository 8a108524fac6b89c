// What failed, named at the very end of `npm test`: CI shows only the output's last part, and a
// count alone ("2 failed") sends the next person hunting through fifteen minutes of output.
import path from "node:path";

export interface Failure {
  file: string;
  test: string;
  /** The first line of the first failure message: enough to know where to look. */
  reason: string;
}

/** One test file's entry in Vitest's JSON report (only what we read). */
interface ReportedFile {
  name?: unknown;
  message?: unknown;
  status?: unknown;
  assertionResults?: unknown;
}

interface ReportedTest {
  fullName?: unknown;
  status?: unknown;
  failureMessages?: unknown;
}

// Colour codes in a message would print as noise in a log file.
// eslint-disable-next-line no-control-regex
const plain = (text: string): string => text.replace(/\u001b\[[0-9;]*m/g, "");

const firstLine = (text: unknown): string => (typeof text === "string" ? (plain(text).split("\n").find((line) => line.trim() !== "") ?? "").trim() : "");

/** The failed tests in a Vitest JSON report, and any file that failed with no test to blame (a crash in setup). */
export function failuresOf(report: unknown, root: string): Failure[] {
  const files: unknown = typeof report === "object" && report !== null ? Reflect.get(report, "testResults") : undefined;
  if (!Array.isArray(files)) return [];
  const failures: Failure[] = [];
  for (const entry of files as ReportedFile[]) {
    if (typeof entry.name !== "string") continue;
    const file = path.relative(root, entry.name);
    const tests = Array.isArray(entry.assertionResults) ? (entry.assertionResults as ReportedTest[]) : [];
    const failed = tests.filter((test) => test.status === "failed");
    for (const test of failed) {
      const messages = Array.isArray(test.failureMessages) ? test.failureMessages : [];
      failures.push({ file, test: typeof test.fullName === "string" ? test.fullName : "(unnamed)", reason: firstLine(messages[0]) });
    }
    if (failed.length === 0 && entry.status === "failed") failures.push({ file, test: "(the file itself)", reason: firstLine(entry.message) });
  }
  return failures;
}

/** The list `npm test` prints before its last line, or "" when nothing failed. */
export function failuresList(failures: Failure[]): string {
  if (failures.length === 0) return "";
  const lines = [`Failed (${failures.length}):`];
  for (const { file, test, reason } of failures) lines.push(`  ${file} › ${test}`, `      ${reason || "(no message)"}`);
  return lines.join("\n");
}
