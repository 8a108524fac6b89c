// Starts one whole stack for the run, on free ports and a throw-away data
// folder, so `npm test` never touches a developer's own `npm start` data.
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startStack } from "../../scripts/stack/stack";
import { findFreePorts } from "../../scripts/stack/ports";
import { infoOf } from "./stack-info";
import { SCREENSHOT_DIR } from "./browser";
import { TEST_FIRST_LOGIN_WAIT_MS } from "./login-wait";

export default async function setup(project: TestProject) {
  // Every browser test saves screenshots (and the card sheet PDFs) there.
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const [hosting, functions, auth, firestore, hub, logging] = await findFreePorts(6, "127.0.0.1");
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "rink-test-data-"));
  const stack = await startStack({
    name: `test-${process.pid}`,
    projectId: `demo-rink-test-${process.pid}`,
    ports: { hosting, functions, auth, firestore, hub, logging },
    dataDir,
    fresh: true,
    functionsEnv: { RINK_LOGIN_FIRST_WAIT_MS: String(TEST_FIRST_LOGIN_WAIT_MS) },
    log: (line) => console.log(`[stack] ${line}`),
  });
  console.log(`[stack] ready in ${(stack.readyInMs / 1000).toFixed(1)} s at ${stack.hostingUrl}`);
  project.provide("stack", infoOf(stack));
  return async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
