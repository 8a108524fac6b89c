// Real faults for the fault tests (docs/decisions.md#d46): processes of a test stack found and killed
// with SIGKILL, as a crash would. Only processes of the stack under test are touched:
// a function worker is known by the Firestore address in its environment, which is the
// stack's own free port (other stacks on the machine have other ports).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

/** The command line of a process, or "" when it is gone or unreadable. */
function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ");
  } catch {
    return "";
  }
}

function environment(pid: number): string[] {
  try {
    return readFileSync(`/proc/${pid}/environ`, "utf8").split("\0");
  } catch {
    return [];
  }
}

/**
 * The pids of the Functions emulator's worker processes (firebase-tools' functionsEmulatorRuntime,
 * one per request running at once, up to FUNCTION_WORKERS) of the stack whose Firestore listens
 * at `firestoreEmulatorHost`.
 */
export function functionWorkerPids(firestoreEmulatorHost: string): number[] {
  const pids = execFileSync("ps", ["-eo", "pid="], { encoding: "utf8" })
    .split("\n")
    .map((line) => Number(line.trim()))
    .filter((pid) => Number.isInteger(pid) && pid > 0);
  return pids.filter(
    (pid) => commandLine(pid).includes("functionsEmulatorRuntime") && environment(pid).includes(`FIRESTORE_EMULATOR_HOST=${firestoreEmulatorHost}`),
  );
}

/** SIGKILL: no handler runs, nothing is flushed; answers whether the process was there to kill. */
export function crash(pid: number): boolean {
  try {
    process.kill(pid, "SIGKILL");
    return true;
  } catch {
    return false;
  }
}
