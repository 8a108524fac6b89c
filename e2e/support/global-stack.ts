// Starts one whole stack for the run, on free ports and a throw-away data
// folder, so `npm test` never touches a developer's own `npm start` data.
import { mkdirSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { startThrowawayStack } from "../../scripts/stack/throwaway";
import { infoOf } from "./stack-info";
import { SCREENSHOT_DIR } from "./browser";
import { TEST_FUNCTIONS_ENV } from "./test-waits";

export default async function setup(project: TestProject) {
  // Every browser test saves screenshots (and the card sheet PDFs) there.
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const { stack, stop } = await startThrowawayStack("test", {
    functionsEnv: { ...TEST_FUNCTIONS_ENV },
    log: (line) => console.log(`[stack] ${line}`),
  });
  console.log(`[stack] ready in ${(stack.readyInMs / 1000).toFixed(1)} s at ${stack.hostingUrl}`);
  project.provide("stack", infoOf(stack));
  return stop;
}
