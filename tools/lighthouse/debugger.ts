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
