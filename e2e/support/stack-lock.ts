// One file at a time on a stack two lanes may both want (the second stack: support/own-stack.ts):
// a lock directory, made atomically, naming its holder's pid, so a holder that died (a crashed
// worker) never blocks the other lane for good.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const POLL_MS = 250;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Waits until this process holds the lock named `name`; resolves to its release. */
export async function holdStackLock(name: string, timeoutMs: number): Promise<() => void> {
  const dir = path.join(os.tmpdir(), `rink-stack-lock-${name}`);
  const holderFile = path.join(dir, "pid");
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      mkdirSync(dir);
      writeFileSync(holderFile, String(process.pid));
      return () => rmSync(dir, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    let holder = Number.NaN;
    try {
      holder = Number(readFileSync(holderFile, "utf8"));
    } catch {
      // Made, its pid not yet written: the holder is at work.
    }
    if (Number.isInteger(holder) && holder > 0 && !alive(holder)) {
      rmSync(dir, { recursive: true, force: true });
      continue;
    }
    if (Date.now() > deadline) throw new Error(`The stack lock ${name} is still held by pid ${holder} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
