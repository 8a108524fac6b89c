// Where a test run's time went: each phase (typecheck, lint, unit tests, stack start, e2e...)
// with when it began, since phases run side by side, and the slowest e2e files read from
// Vitest's JSON report. `npm test` prints the table at its end and writes test-results/timings.json.
import path from "node:path";

export interface Phase {
  name: string;
  /** Seconds from the run's start to this phase's start: overlapping phases show as overlapping. */
  startSeconds: number;
  seconds: number;
}

export interface FileTime {
  file: string;
  seconds: number;
  tests: number;
}

export interface Timings {
  totalSeconds: number;
  phases: Phase[];
  slowestFiles: FileTime[];
}

/** One test file's entry in Vitest's JSON report (only what we read). */
interface ReportedFile {
  name?: unknown;
  startTime?: unknown;
  endTime?: unknown;
  assertionResults?: unknown;
}

const seconds = (ms: number): number => Math.round(ms / 100) / 10;

/** Each file's time and test count in a Vitest JSON report, paths relative to `root`. */
export function fileTimes(report: unknown, root: string): FileTime[] {
  const files: unknown = typeof report === "object" && report !== null ? Reflect.get(report, "testResults") : undefined;
  if (!Array.isArray(files)) return [];
  const times: FileTime[] = [];
  for (const entry of files as ReportedFile[]) {
    const { name, startTime, endTime, assertionResults } = entry;
    if (typeof name !== "string" || typeof startTime !== "number" || typeof endTime !== "number") continue;
    times.push({
      file: path.relative(root, name),
      seconds: seconds(endTime - startTime),
      tests: Array.isArray(assertionResults) ? assertionResults.length : 0,
    });
  }
  return times;
}

/** The `count` slowest files (of one report, or of several runs' reports put together). */
export function slowest(times: FileTime[], count = 15): FileTime[] {
  return [...times].sort((a, b) => b.seconds - a.seconds).slice(0, count);
}

/** Records phases as they run: `begin` returns the function that ends the phase. */
export class PhaseClock {
  readonly phases: Phase[] = [];
  private readonly startedAt: number;

  constructor(private readonly now: () => number = Date.now) {
    this.startedAt = now();
  }

  begin(name: string): () => Phase {
    const began = this.now();
    return () => {
      const phase = { name, startSeconds: seconds(began - this.startedAt), seconds: seconds(this.now() - began) };
      this.phases.push(phase);
      return phase;
    };
  }

  elapsedSeconds(): number {
    return seconds(this.now() - this.startedAt);
  }
}

const pad = (text: string, width: number): string => text.padEnd(width);
const padNumber = (value: number, width: number, digits = 1): string => value.toFixed(digits).padStart(width);

/** The table `npm test` prints: phases in the order they began, then the slowest files. */
export function timingsTable({ totalSeconds, phases, slowestFiles: files }: Timings): string {
  const lines: string[] = [];
  const total = "total (wall)";
  const nameWidth = Math.max(total.length, ...phases.map((phase) => phase.name.length));
  lines.push(`${pad("Phase", nameWidth)}   start s    took s`);
  for (const phase of [...phases].sort((a, b) => a.startSeconds - b.startSeconds)) {
    lines.push(`${pad(phase.name, nameWidth)} ${padNumber(phase.startSeconds, 9)} ${padNumber(phase.seconds, 9)}`);
  }
  lines.push(`${pad(total, nameWidth)} ${padNumber(0, 9)} ${padNumber(totalSeconds, 9)}`);
  if (files.length > 0) {
    const fileWidth = Math.max(4, ...files.map((file) => file.file.length));
    lines.push("", `${pad(`Slowest ${files.length} e2e files`, fileWidth)}  tests    took s`);
    for (const file of files) lines.push(`${pad(file.file, fileWidth)} ${padNumber(file.tests, 6, 0)} ${padNumber(file.seconds, 9)}`);
  }
  return lines.join("\n");
}
