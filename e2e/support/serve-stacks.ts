// The stacks `npm test` starts, in a process of its own (scripts/test.ts spawns it), so that their
// build and start (seconds of waiting on Java and the functions) run while the type checks, lint
// and unit tests do, and so that a synchronous build here never stalls the runner's clock:
// - the shared stack, for nearly every e2e file (both lanes': support/lanes.ts);
// - the second stack (support/own-stack.ts), for the files that harm a stack or read all it holds,
//   with a control address on which fault-firestore asks for Firestore's kill and restart: the
//   process holding the stack must make them, so that its stop stops the restarted emulator.
// Says "READY <role> <JSON>" on stdout as each answers (the shared one first), or "FAILED <role>
// <reason>" for a second stack that could not start (the shared one stays up); stops both when its
// parent closes stdin (the run ended, or the runner died) or on SIGINT/SIGTERM (Ctrl-C reaches it).
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { startThrowawayStack, type ThrowawayStack } from "../../scripts/stack/throwaway";
import { infoOf, STACK_FAILED_PREFIX, STACK_READY_PREFIX, type SecondStackInfo } from "../../scripts/stack/stack-info";
import type { Stack } from "../../scripts/stack/stack";
import { firestoreFaults } from "./firestore-fault";
import { TEST_FUNCTIONS_ENV } from "./test-waits";

const running: ThrowawayStack[] = [];
let control: Server | undefined;
let stopping = false;

async function stopAndExit(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  control?.close();
  await Promise.all(running.map((stack) => stack.stop()));
  process.exit(code);
}

process.on("SIGINT", () => void stopAndExit(130));
process.on("SIGTERM", () => void stopAndExit(143));
process.stdin.on("end", () => void stopAndExit(0));
process.stdin.resume();

async function start(name: string): Promise<Stack> {
  const throwaway = await startThrowawayStack(name, {
    functionsEnv: { ...TEST_FUNCTIONS_ENV },
    log: (line) => console.log(`[${name} stack] ${line}`),
  });
  running.push(throwaway);
  return throwaway.stack;
}

/** Takes POST /firestore/kill and /firestore/start for the stack; gives its address. */
async function serveFaults(stack: Stack): Promise<string> {
  const faults = firestoreFaults(stack);
  control = createServer((request, response) => {
    const answer = (status: number, body: unknown) => response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    const action =
      request.method !== "POST" ? undefined : request.url === "/firestore/kill" ? faults.kill().then((signal) => ({ signal })) : request.url === "/firestore/start" ? faults.startAgain().then(() => ({})) : undefined;
    if (!action) return answer(404, { error: `no ${request.method} ${request.url}` });
    action.then(
      (body) => answer(200, body),
      (error: unknown) => answer(500, { error: error instanceof Error ? error.message : String(error) }),
    );
  });
  await new Promise<void>((resolve) => control?.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(control.address() as AddressInfo).port}`;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

// One after the other: two starts at once on two cores slow each other, and all are done
// before the checks beside them are.
try {
  console.log(`${STACK_READY_PREFIX}shared ${JSON.stringify(infoOf(await start("test")))}`);
} catch (error) {
  console.error(`[stack] could not start: ${reasonOf(error)}`);
  await stopAndExit(1);
}
try {
  const second = await start("second");
  const handOver: SecondStackInfo = { info: infoOf(second), controlUrl: await serveFaults(second) };
  console.log(`${STACK_READY_PREFIX}second ${JSON.stringify(handOver)}`);
} catch (error) {
  // The shared stack is serving both lanes by now: it stays up until the run ends.
  console.error(`[second stack] could not start: ${reasonOf(error)}`);
  console.log(`${STACK_FAILED_PREFIX}second ${reasonOf(error)}`);
}
