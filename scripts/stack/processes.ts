// Child processes of the stack run in their own process groups so a terminal's
// Ctrl-C reaches only the launcher, which then stops them in the right order
// (Firestore must be exported before it dies).
import { spawn } from "node:child_process";
import { openSync, closeSync } from "node:fs";

const started = new Set();
// If the launcher itself exits without stopping its children (an uncaught
// error, say), take their process groups down with it.
process.on("exit", () => {
  for (const proc of started) signalGroup(proc, "SIGKILL");
});

/** Spawns `command` detached, with stdout and stderr appended to `logFile`. */
export function startProcess(name, command, args, { cwd, env, logFile }) {
  const fd = openSync(logFile, "a");
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ["ignore", fd, fd] });
  closeSync(fd);
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  const proc = { name, child, exited, logFile };
  started.add(proc);
  exited.then(() => started.delete(proc));
  return proc;
}

function signalGroup(proc, signal) {
  try {
    process.kill(-proc.child.pid, signal);
  } catch {
    // Already gone.
  }
}

function isRunning(proc) {
  return proc.child.exitCode === null && proc.child.signalCode === null;
}

/** Sends `signal` to the process group, then SIGKILL if it has not exited within `graceMs`. */
export async function stopProcess(proc, { signal = "SIGTERM", graceMs = 10_000 } = {}) {
  if (!isRunning(proc)) return;
  signalGroup(proc, signal);
  const timedOut = await Promise.race([
    proc.exited.then(() => false),
    new Promise((resolve) => setTimeout(() => resolve(true), graceMs)),
  ]);
  if (timedOut) {
    signalGroup(proc, "SIGKILL");
    await proc.exited;
  }
  // Grandchildren (the functions runtime, say) may outlive their parent.
  signalGroup(proc, "SIGKILL");
}

export { isRunning };
