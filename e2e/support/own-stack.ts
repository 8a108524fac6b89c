// A whole stack of a test file's own, on free ports and a throw-away data folder, for a test
// whose claim depends on everything the stack holds ("no trace anywhere") or that harms the stack
// (a killed emulator). Started, it points every helper (support/api, support/server-sdk, the
// fixtures) at itself: import those helpers only after `startOwnStack` has answered.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startStack, type Stack } from "../../scripts/stack/stack";
import { findFreePorts } from "../../scripts/stack/ports";
import { TEST_FIRST_LOGIN_WAIT_MS } from "./login-wait";
import { infoOf, useOwnStack } from "./stack-info";

export interface OwnStack {
  stack: Stack;
  stop(): Promise<void>;
}

export async function startOwnStack(name: string): Promise<OwnStack> {
  const [hosting, functions, auth, firestore, hub, logging] = await findFreePorts(6, "127.0.0.1");
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `rink-${name}-data-`));
  const stack = await startStack({
    name: `${name}-${process.pid}`,
    projectId: `demo-rink-${name}-${process.pid}`,
    ports: { hosting, functions, auth, firestore, hub, logging },
    dataDir,
    fresh: true,
    functionsEnv: { RINK_LOGIN_FIRST_WAIT_MS: String(TEST_FIRST_LOGIN_WAIT_MS) },
    log: (line) => console.log(`[${name} stack] ${line}`),
  });
  useOwnStack(infoOf(stack));
  return {
    stack,
    stop: async () => {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
