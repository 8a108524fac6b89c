// Child processes of the stack run in their own process groups so a terminal's
// Ctrl-C reaches only the launcher, which then stops them in the right order
// (Firestore must be exported before it dies).
import { spawn, type ChildProcess } from "node:child_process";
import { openSync, closeSync } from "node:fs";

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface StackProcess {
  name: string;
  child: ChildProcess;
  exited: Promise<Exit>;
  logFile: string;
}

export interface StartOptions {
  cwd?: string;
  env: NodeJS.ProcessEnv;
  logFile: string;
}

const started = new Set<StackProcess>();
// If the launcher itself exits without stopping its children (an uncaught
// error, say), take their process groups down with it.
process.on("exit", () => {
  for (const proc of started) signalGroup(proc, "SIGKILL");
});

/** Spawns `command` detached, with stdout and stderr appended to `logFile`. */
export function startProcess(name: string, command: string, args: string[], { cwd, env, logFile }: StartOptions): StackProcess {
  const fd = openSync(logFile, "a");
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ["ignore", fd, fd] });
  closeSync(fd);
  const exited = new Promise<Exit>((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  const proc: StackProcess = { name, child, exited, logFile };
  started.add(proc);
  void exited.then(() => started.delete(proc));
  return proc;
}

function signalGroup(proc: StackProcess, signal: NodeJS.Signals): void {
  try {
    // A spawn that failed has no pid: there is no group to signal.
    if (proc.child.pid !== undefined) process.kill(-proc.child.pid, signal);
  } catch {
    // Already gone.
  }
}

export function isRunning(proc: StackProcess): boolean {
  return proc.child.exitCode === null && proc.child.signalCode === null;
}

/** Sends `signal` to the process group, then SIGKILL if it has not exited within `graceMs`. */
export async function stopProcess(proc: StackProcess, { signal = "SIGTERM", graceMs = 10_000 }: { signal?: NodeJS.Signals; graceMs?: number } = {}): Promise<void> {
  if (!isRunning(proc)) return;
  signalGroup(proc, signal);
  const timedOut = await Promise.race([
    proc.exited.then(() => false),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(true), graceMs)),
  ]);
  if (timedOut) {
    signalGroup(proc, "SIGKILL");
    await proc.exited;
  }
  // Grandchildren (the functions runtime, say) may outlive their parent.
  signalGroup(proc, "SIGKILL");
}
