export interface WaitOptions {
  timeoutMs?: number;
  intervalMs?: number;
  /** Returns a reason to give up at once (the process died, say), or undefined to keep waiting. */
  abort?: () => string | undefined;
}

/** Polls `check` until it resolves true, or throws after `timeoutMs` with `what` in the message. */
export async function waitFor(what: string, check: () => Promise<boolean>, { timeoutMs = 60_000, intervalMs = 250, abort }: WaitOptions = {}): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (abort) {
      const reason = abort();
      if (reason) throw new Error(`${what}: ${reason}`);
    }
    try {
      if (await check()) return;
    } catch {
      // Not ready yet.
    }
    if (Date.now() > deadline) throw new Error(`${what} did not become ready within ${Math.round(timeoutMs / 1000)} s`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

export async function httpOk(url: string, init?: RequestInit): Promise<boolean> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(2_000) });
  return response.ok;
}
