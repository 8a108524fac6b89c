// The fault e2e/browser/fault-firestore.test.ts makes (docs/decisions.md#d46): the Firestore jar
// killed outright and started again from its data. The jar keeps its data in memory and a crash
// never reaches an export, so, as a stack's stop does, the data is exported just before the
// kill (the test has no move in flight then); the jar starts again seeded from that export.
// Run where the stack lives: in the test's own process, or in e2e/support/serve-stacks.ts,
// which `npm test` asks over HTTP (support/own-stack.ts).
import path from "node:path";
import { exportFirestore } from "../../scripts/stack/firestore-jar";
import { startFirestoreAgain } from "../../scripts/stack/stack";
import type { Stack } from "../../scripts/stack/stack";

export interface FirestoreFaults {
  /** Exports the data, then SIGKILLs the jar's process group; gives the signal it died of. */
  kill(): Promise<string | null>;
  /** Starts the jar again on the same port from that export (the job trigger too). */
  startAgain(): Promise<void>;
}

export function firestoreFaults(stack: Stack): FirestoreFaults {
  return {
    async kill() {
      const firestore = stack.firestore;
      if (!firestore?.child.pid) throw new Error("no Firestore process");
      await exportFirestore(firestore, path.join(stack.dataDir, "firestore"));
      process.kill(-firestore.child.pid, "SIGKILL");
      return (await firestore.exited).signal;
    },
    startAgain: () => startFirestoreAgain(stack),
  };
}

/** The same, asked of the process that holds the stack (serve-stacks.ts's control address). */
export function firestoreFaultsAt(controlUrl: string): FirestoreFaults {
  const post = async (action: string): Promise<unknown> => {
    const response = await fetch(`${controlUrl}/firestore/${action}`, { method: "POST", signal: AbortSignal.timeout(120_000) });
    if (!response.ok) throw new Error(`The stack's process could not ${action} Firestore: ${response.status} ${await response.text()}`);
    return response.json();
  };
  return {
    kill: async () => {
      const answer = await post("kill");
      return typeof answer === "object" && answer !== null && typeof Reflect.get(answer, "signal") === "string" ? String(Reflect.get(answer, "signal")) : null;
    },
    startAgain: async () => {
      await post("start");
    },
  };
}
