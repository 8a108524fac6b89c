// Fixed defaults of the local stack. `npm start` uses these ports; the test run
// picks free ones so it can run beside a developer's own stack.
import { fileURLToPath } from "node:url";
import path from "node:path";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** A `demo-` project id: the emulators never reach a real Firebase project with it. */
export const PROJECT_ID = "demo-rink-money";
export const REGION = "us-central1";

export const DEFAULT_PORTS = Object.freeze({
  hosting: 5000,
  functions: 5001,
  auth: 9099,
  firestore: 8080,
  hub: 4400,
  logging: 4500,
  /** Started only where firebase-tools can run it (Java 21+): scripts/stack/storage.ts. */
  storage: 9199,
  dev: 5173,
});

export type PortName = keyof typeof DEFAULT_PORTS;
export type Ports = Record<PortName, number>;

export function isPortName(name: string): name is PortName {
  return Object.hasOwn(DEFAULT_PORTS, name);
}

/** Where `npm start` keeps emulator data between runs. */
export const DEFAULT_DATA_DIR = path.join(ROOT, ".local", "emulator-data");

export const HOST = "127.0.0.1";
