// A whole stack of a test file's own, on free ports and a throw-away data folder, for a test
// whose claim depends on everything the stack holds ("no trace anywhere") or that harms the stack
// (a killed emulator). Started, it points every helper (support/api, support/server-sdk, the
// fixtures) at itself: import those helpers only after `startOwnStack` has answered.
import { startThrowawayStack, type ThrowawayStack } from "../../scripts/stack/throwaway";
import { TEST_FUNCTIONS_ENV } from "./test-waits";
import { infoOf, useOwnStack } from "./stack-info";

export async function startOwnStack(name: string): Promise<ThrowawayStack> {
  const own = await startThrowawayStack(name, {
    functionsEnv: { ...TEST_FUNCTIONS_ENV },
    log: (line) => console.log(`[${name} stack] ${line}`),
  });
  useOwnStack(infoOf(own.stack));
  return own;
}
