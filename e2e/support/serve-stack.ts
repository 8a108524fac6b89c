// The stack `npm test` shares among its e2e files, started by scripts/test.ts in a process of its own so that its
// build and start (seconds of waiting on Java and the functions) run while the type checks, lint
// and unit tests do, and so that a synchronous build here never stalls the runner's clock.
// Says "READY <StackInfo JSON>" on stdout once the stack answers; stops it when its parent closes
// stdin (the run ended, or the runner died) or on SIGINT/SIGTERM (Ctrl-C reaches it too).
import { startThrowawayStack, type ThrowawayStack } from "../../scripts/stack/throwaway";
import { infoOf, STACK_READY_PREFIX } from "../../scripts/stack/stack-info";
import { TEST_FUNCTIONS_ENV } from "./test-waits";

let running: ThrowawayStack | undefined;
let stopping = false;

async function stopAndExit(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  await running?.stop();
  process.exit(code);
}

process.on("SIGINT", () => void stopAndExit(130));
process.on("SIGTERM", () => void stopAndExit(143));
process.stdin.on("end", () => void stopAndExit(0));
process.stdin.resume();

try {
  running = await startThrowawayStack("test", {
    functionsEnv: { ...TEST_FUNCTIONS_ENV },
    log: (line) => console.log(`[stack] ${line}`),
  });
  console.log(`${STACK_READY_PREFIX}${JSON.stringify(infoOf(running.stack))}`);
} catch (error) {
  console.error(`[stack] could not start: ${error instanceof Error ? error.message : String(error)}`);
  await stopAndExit(1);
}
