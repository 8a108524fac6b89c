// A whole stack for one run of tests or of a benchmark: free ports, its data in a temporary folder
// that its stop removes, and names with the process id, so it never meets a developer's own
// `npm start` data or another run's stack.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { findFreePorts } from "./ports";
import { startStack } from "./stack";
import type { Stack, StackOptions } from "./types";

export interface ThrowawayStack {
  stack: Stack;
  /** Stops the stack and removes its data; a second call waits for the first. */
  stop(): Promise<void>;
}

export async function startThrowawayStack(
  name: string,
  options: Pick<StackOptions, "seed" | "functionsEnv" | "log"> = {},
): Promise<ThrowawayStack> {
  const [hosting, functions, auth, firestore, hub, logging] = await findFreePorts(6, "127.0.0.1");
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `rink-${name}-data-`));
  const stack = await startStack({
    ...options,
    name: `${name}-${process.pid}`,
    projectId: `demo-rink-${name}-${process.pid}`,
    ports: { hosting, functions, auth, firestore, hub, logging },
    dataDir,
    fresh: true,
  });
  let stopping: Promise<void> | undefined;
  return {
    stack,
    stop: () => (stopping ??= stack.stop().finally(() => rmSync(dataDir, { recursive: true, force: true }))),
  };
}
