import type { ChildProcess } from "node:child_process";

/** Waits until the Chromium started with --remote-debugging-port=`port` answers on it. */
export async function waitForDebugger(port: number, chrome: ChildProcess): Promise<void> {
  const started = Date.now();
  for (;;) {
    if (chrome.exitCode !== null) throw new Error(`Chromium exited (${chrome.exitCode}) before its debugging port opened`);
    const ok = await fetch(`http://127.0.0.1:${port}/json/version`).then((r) => r.ok, () => false);
    if (ok) return;
    if (Date.now() - started > 30_000) throw new Error("Chromium's debugging port never opened");
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Ends the process group `child` leads (SIGTERM, then SIGKILL after 5 s) and waits for the child to exit. */
export async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-(child.pid as number), name);
    } catch {
      // The group has gone already.
    }
  };
  signal("SIGTERM");
  const killer = setTimeout(() => signal("SIGKILL"), 5_000);
  await exited;
  clearTimeout(killer);
  // The browser itself, a child of the script that just exited, may take a moment longer.
  await new Promise((resolve) => setTimeout(resolve, 500));
  signal("SIGKILL");
}
