// What startStack takes and gives back: the launcher and the e2e setup both read it.
import type { Ports } from "./defaults";
import type { EmulatorsProcess } from "./firebase-emulators";
import type { FirestoreProcess } from "./firestore-jar";
import type { RuntimeConfig } from "./hosting";
import type { FirestoreMode } from "./java";

export interface StackOptions {
  /** Names the stack's folder under .stack/ and its firebase.json copy. */
  name?: string;
  /** Must start with `demo-`; defaults to demo-rink-money. */
  projectId?: string;
  ports?: Partial<Ports>;
  dataDir?: string;
  /** Forget saved data and begin from the seed alone. */
  fresh?: boolean;
  /** Carry saved data of an older shape to today's (scripts/migrate.ts) instead of refusing it. */
  migrate?: boolean;
  build?: boolean;
  seed?: boolean;
  forceJar?: boolean;
  /** Start the function's worker processes before the stack says it is ready (default true). */
  warm?: boolean;
  log?: (line: string) => void;
  /** Settings for the function's workers only (the e2e stack shortens the first login wait). */
  functionsEnv?: Readonly<Record<string, string>>;
}

/** One phase of a stack's start: when it began and how long it took, in ms from the start. */
export interface StartPhase {
  name: string;
  startMs: number;
  ms: number;
}

export interface Stack {
  name: string;
  ports: Ports;
  projectId: string;
  firestoreMode: FirestoreMode["mode"];
  dataDir: string;
  clientConfig: RuntimeConfig;
  hostingUrl: string;
  functionsOrigin: string;
  functionsUrl: string;
  apiUrl: string;
  authEmulatorHost: string;
  firestoreEmulatorHost: string;
  /** host:port of the Storage emulator; undefined where it does not run (Java below 21). */
  storageEmulatorHost: string | undefined;
  logs: { emulators: string; firestore: string };
  /** The Cloud CLI jar's process; undefined when firebase-tools runs Firestore. */
  firestore: FirestoreProcess | undefined;
  emulators: EmulatorsProcess | undefined;
  readyInMs: number;
  /** How long each phase of the start took, in the order they began (some overlap). */
  phases: StartPhase[];
  /** Saves Firestore's data, then stops every process; safe to call more than once. */
  stop: () => Promise<void>;
}
