// The second stack: for the files whose claim depends on everything a stack holds ("no trace
// anywhere") or that harm the stack (a killed emulator), so the shared one keeps its Firestore
// and the walks do not read the classes of 1,500 the other files make. `npm test` starts it once
// beside the shared one (serve-stacks.ts) and hands it over in RINK_TEST_SECOND_STACK; a file run
// alone starts one of its own here. Either way it points every helper (support/api,
// support/server-sdk, the fixtures) at itself: import those only after `useSecondStack` answers.
import { SECOND_STACK_ENV, type SecondStackInfo } from "../../scripts/stack/stack-info";
import { startThrowawayStack } from "../../scripts/stack/throwaway";
import { firestoreFaults, firestoreFaultsAt, type FirestoreFaults } from "./firestore-fault";
import { holdStackLock } from "./stack-lock";
import { TEST_FUNCTIONS_ENV } from "./test-waits";
import { infoOf, useOwnStack, type StackInfo } from "./stack-info";

/** How long a file waits for the other one on the second stack: well past the longest (about 35 s). */
const SECOND_STACK_WAIT_MS = 150_000;

export interface SecondStack {
  info: StackInfo;
  firestore: FirestoreFaults;
  /** Stops a stack this file started; one handed over is stopped by its starter. */
  stop(): Promise<void>;
}

export async function useSecondStack(name: string): Promise<SecondStack> {
  const handedOver = process.env[SECOND_STACK_ENV];
  if (handedOver) {
    const { info, controlUrl } = JSON.parse(handedOver) as SecondStackInfo;
    // With two lanes, the other file on it may be running beside this one.
    const release = await holdStackLock(info.projectId, SECOND_STACK_WAIT_MS);
    useOwnStack(info);
    return { info, firestore: firestoreFaultsAt(controlUrl), stop: async () => release() };
  }
  const own = await startThrowawayStack(name, {
    functionsEnv: { ...TEST_FUNCTIONS_ENV },
    log: (line) => console.log(`[${name} stack] ${line}`),
  });
  const info = infoOf(own.stack);
  useOwnStack(info);
  return { info, firestore: firestoreFaults(own.stack), stop: own.stop };
}
