// Where the machine's CPU goes during a load run (Linux /proc): the Firestore emulator's JVM,
// firebase-tools' own process (Auth, Hosting and the Functions emulator's router), the function
// workers it starts, this load process, and everything else. Sampled every few seconds and summed
// per stretch of the run ("the logins", "the paced play"), so a run on 2 cores says which process
// held them when the figures grew.
import { readdirSync, readFileSync } from "node:fs";
import os from "node:os";

/** The fields of /proc/PID/stat a sample needs; CPU in clock ticks. */
export interface ProcessTicks {
  pid: number;
  processGroup: number;
  ticks: number;
}

/** Parses one /proc/PID/stat line (the command name, in brackets, may hold spaces and brackets). */
export function parseStat(line: string): ProcessTicks | undefined {
  const close = line.lastIndexOf(")");
  const pid = Number.parseInt(line, 10);
  if (close < 0 || !Number.isInteger(pid)) return undefined;
  // After the name: state, ppid, pgrp, session, tty_nr, tpgid, flags, minflt, cminflt, majflt, cmajflt, utime, stime.
  const fields = line.slice(close + 2).split(" ");
  const processGroup = Number(fields[2]);
  const ticks = Number(fields[11]) + Number(fields[12]);
  return Number.isFinite(processGroup) && Number.isFinite(ticks) ? { pid, processGroup, ticks } : undefined;
}

/** Busy ticks of the whole machine (every core), from the first line of /proc/stat: all but idle and iowait. */
export function parseMachineTicks(procStat: string): number | undefined {
  const first = procStat.split("\n", 1)[0] ?? "";
  if (!first.startsWith("cpu ")) return undefined;
  const values = first.trim().split(/\s+/).slice(1).map(Number);
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = values;
  return user + nice + system + irq + softirq + steal;
}

function readProcesses(): ProcessTicks[] {
  const found: ProcessTicks[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const parsed = parseStat(readFileSync(`/proc/${entry}/stat`, "utf8"));
      if (parsed) found.push(parsed);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return found;
}

/** Names a process (pid, process group) for the report, or undefined for "other processes". */
export type Labeller = (process: { pid: number; processGroup: number }) => string | undefined;

export const OTHER = "other processes on the machine";
const TICKS_PER_SECOND = 100;

/** CPU seconds per label, summed over one named stretch of the run. */
export interface Stretch {
  name: string;
  seconds: number;
  cpuSeconds: Map<string, number>;
  machineSeconds: number;
}

export class CpuSampler {
  readonly stretches: Stretch[] = [];
  private last = new Map<number, number>();
  private lastMachine = 0;
  private lastAt = 0;
  private timer: NodeJS.Timeout | undefined;
  readonly available: boolean;

  constructor(
    private readonly label: Labeller,
    private readonly everyMs = 2_000,
  ) {
    this.available = os.platform() === "linux";
  }

  /** Starts a new stretch named `name` (the previous one ends here). */
  begin(name: string): void {
    if (!this.available) return;
    if (this.stretches.length === 0) {
      this.sample(undefined);
      this.timer = setInterval(() => this.sample(this.stretches.at(-1)), this.everyMs);
      this.timer.unref();
    } else this.sample(this.stretches.at(-1));
    this.stretches.push({ name, seconds: 0, cpuSeconds: new Map(), machineSeconds: 0 });
  }

  stop(): void {
    if (!this.available || !this.timer) return;
    clearInterval(this.timer);
    this.timer = undefined;
    this.sample(this.stretches.at(-1));
  }

  private sample(into: Stretch | undefined): void {
    const now = performance.now();
    const processes = readProcesses();
    let machine = this.lastMachine;
    try {
      machine = parseMachineTicks(readFileSync("/proc/stat", "utf8")) ?? machine;
    } catch {
      // Keep the last figure.
    }
    const next = new Map<number, number>();
    for (const process of processes) {
      next.set(process.pid, process.ticks);
      // A process first seen now counts all its CPU (a worker started during the stretch).
      const delta = process.ticks - (this.last.get(process.pid) ?? 0);
      if (!into || delta <= 0) continue;
      const name = this.label(process) ?? OTHER;
      into.cpuSeconds.set(name, (into.cpuSeconds.get(name) ?? 0) + delta / TICKS_PER_SECOND);
    }
    if (into) {
      into.seconds += (now - this.lastAt) / 1000;
      into.machineSeconds += (machine - this.lastMachine) / TICKS_PER_SECOND;
    }
    this.last = next;
    this.lastMachine = machine;
    this.lastAt = now;
  }
}

/**
 * One row per label: its share of one core (100% = one core busy) in each stretch; then the
 * machine's whole busy share (the processes above plus the kernel's own) against its cores.
 */
export function formatCpu(stretches: readonly Stretch[], labels: readonly string[], cores = os.cpus().length): string {
  const used = stretches.filter((stretch) => stretch.seconds > 0);
  const header = ["process", ...used.map((stretch) => `${stretch.name} (${Math.round(stretch.seconds)} s)`)];
  const percent = (cpu: number, seconds: number) => `${Math.round((100 * cpu) / seconds)}%`;
  const rows = [...labels, OTHER].map((label) => [label, ...used.map((stretch) => percent(stretch.cpuSeconds.get(label) ?? 0, stretch.seconds))]);
  rows.push([`whole machine, of ${cores * 100}%`, ...used.map((stretch) => percent(stretch.machineSeconds, stretch.seconds))]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? "").length)));
  const format = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join("  ");
  return [format(header), format(widths.map((w) => "-".repeat(w))), ...rows.map(format)].join("\n");
}
