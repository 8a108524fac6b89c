// The stack the run's tests share. `npm test` starts it beside the type checks and unit tests
// (e2e/support/serve-stacks.ts) and hands it over in RINK_TEST_STACK, to each lane's Vitest
// (support/lanes.ts); a run of its own
// (`npx vitest run --config e2e/vitest.config.ts some.test.ts`) starts one here, on free ports
// and a throw-away data folder, so no run ever touches a developer's own `npm start` data.
import { mkdirSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { startThrowawayStack } from "../../scripts/stack/throwaway";
import { SHARED_STACK_ENV, type StackInfo } from "../../scripts/stack/stack-info";
import { infoOf } from "./stack-info";
import { SCREENSHOT_DIR } from "./browser";
import { TEST_FUNCTIONS_ENV } from "./test-waits";

export default async function setup(project: TestProject) {
  // Every browser test saves screenshots (and the card sheet PDFs) there.
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const handedOver = process.env[SHARED_STACK_ENV];
  if (handedOver) {
    // Its starter stops it.
    project.provide("stack", JSON.parse(handedOver) as StackInfo);
    return undefined;
  }
  const { stack, stop } = await startThrowawayStack("test", {
    functionsEnv: { ...TEST_FUNCTIONS_ENV },
    log: (line) => console.log(`[stack] ${line}`),
  });
  console.log(`[stack] ready in ${(stack.readyInMs / 1000).toFixed(1)} s at ${stack.hostingUrl}`);
  project.provide("stack", infoOf(stack));
  // Vitest runs this once for each project of vitest.config.ts: the next one takes this stack as handed over.
  process.env[SHARED_STACK_ENV] = JSON.stringify(infoOf(stack));
  return stop;
}
