import { describe, expect, it } from "vitest";
import { formatCpu, OTHER, parseMachineTicks, parseStat } from "./cpu";

describe("the load run's CPU report", () => {
  it("reads a process's group and CPU ticks from /proc/PID/stat, a name with spaces and brackets included", () => {
    const line = "4242 (node (worker) x) S 4200 4200 4200 0 -1 4194560 1 0 0 0 150 25 0 0 20 0 11 0 1 1 1";
    expect(parseStat(line)).toEqual({ pid: 4242, processGroup: 4200, ticks: 175 });
    expect(parseStat("garbage")).toBeUndefined();
  });

  it("counts the machine's busy ticks: all but idle and iowait", () => {
    expect(parseMachineTicks("cpu  100 5 50 1000 40 3 2 1 0 0\ncpu0 1 1 1 1 1 1 1 1 0 0\n")).toBe(161);
    expect(parseMachineTicks("intr 1 2 3")).toBeUndefined();
  });

  it("prints each process's share of one core in each stretch, then the whole machine's", () => {
    const stretch = (name: string, seconds: number, java: number, machine: number) => ({ name, seconds, cpuSeconds: new Map([["java", java], [OTHER, 1]]), machineSeconds: machine });
    const lines = formatCpu([stretch("logins", 10, 9, 18), stretch("play", 100, 50, 120), stretch("empty", 0, 0, 0)], ["java", "workers"], 2).split("\n");
    expect(lines[0]).toMatch(/^process\s+logins \(10 s\)\s+play \(100 s\)$/);
    expect(lines[2]).toMatch(/^java\s+90%\s+50%$/);
    expect(lines[3]).toMatch(/^workers\s+0%\s+0%$/);
    expect(lines[4]).toMatch(/^other processes on the machine\s+10%\s+1%$/);
    expect(lines[5]).toMatch(/^whole machine, of 200%\s+180%\s+120%$/);
  });
});
