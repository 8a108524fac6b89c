// A document held as a transaction holds one it has read: until `release`, the Firestore emulator
// makes any write to it wait (pessimistic locks), so a worker's write to it stays in flight in
// that worker. Tests use it to catch the product's own work at a chosen step, however fast the
// machine, instead of racing it.
import type { DocumentReference } from "firebase-admin/firestore";
import { db } from "./server-sdk";

export interface DocumentHold {
  /** Ends the hold (the transaction writes nothing); the writes that waited go on. */
  release(): Promise<void>;
}

/** Runs `work` while the hold is on, and ends the hold however `work` ends. */
export async function whileHeld<T>(hold: Promise<DocumentHold>, work: () => Promise<T>): Promise<T> {
  const held = await hold;
  try {
    return await work();
  } finally {
    await held.release();
  }
}

/** Holds `ref` from the moment this resolves. */
export async function holdDocument(ref: DocumentReference): Promise<DocumentHold> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let holding!: () => void;
  const held = new Promise<void>((resolve) => (holding = resolve));
  const transaction = db()
    .runTransaction(
      async (tx) => {
        await tx.get(ref);
        holding();
        await released;
        // Nothing is written: the transaction only ever held the document.
        throw new Error("released");
      },
      { maxAttempts: 1 },
    )
    .catch(() => undefined);
  await held;
  return {
    release: async () => {
      release();
      await transaction;
    },
  };
}
