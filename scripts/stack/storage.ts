// The Storage emulator's part of the stack (docs/decisions.md#d6, docs/decisions.md#d7
// and docs/decisions.md#d19). firebase-tools runs it only on Java 21+, so it runs
// exactly where firebase-tools runs Firestore; then the client reads its media from it (the
// runtime config names it) and the stack fills it with the shipped defaults, as `npm run
// deploy` fills production's bucket. On Java 17 (the Cloud CLI jar) nothing changes: media
// come from the folder Hosting serves.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { ROOT, type Ports } from "./defaults";
import type { FirestoreMode } from "./java";
import { findFreePorts } from "./ports";

export type StorageChoice = { run: true } | { run: false; why: string };

/**
 * Pure: whether the stack runs the Storage emulator. `setting` is RINK_STORAGE_EMULATOR:
 * 'off' keeps a Java 21 stack on the folder root (a faster start, or to see the shipped files).
 */
export function chooseStorageEmulator(firestore: FirestoreMode, setting: string | undefined = undefined): StorageChoice {
  if (setting === "off") return { run: false, why: "RINK_STORAGE_EMULATOR=off" };
  if (firestore.mode !== "firebase-tools") {
    return { run: false, why: `Java ${firestore.java}: firebase-tools' Storage emulator needs Java 21, so media come from the folder Hosting serves` };
  }
  return { run: true };
}

/**
 * The Storage emulator's port. A caller that picks its own ports (the e2e setup, the launcher
 * test, the load and benchmark tools) runs stacks side by side and names only the six ports it
 * knows: its Storage emulator gets a free port rather than 9199, which two stacks cannot share.
 */
export async function chooseStoragePort(given: Partial<Ports> | undefined, fallback: number, host: string): Promise<number> {
  if (given?.storage !== undefined) return given.storage;
  // npm start names no port (or only --ports storage=): the fixed default.
  if (given === undefined || Object.keys(given).length === 0) return fallback;
  const [free = fallback] = await findFreePorts(1, host);
  return free;
}

/** The bucket a local stack's client and uploads use (the emulator makes any bucket on first write). */
export const emulatorBucket = (projectId: string): string => `${projectId}.firebasestorage.app`;

/**
 * Puts every shipped default the emulator's bucket lacks into it, through the same command as
 * the deploy (`media:upload --defaults`): a restarted stack keeps what it had (its export), and
 * a club's file uploaded there for a try stays.
 */
export function seedStorageDefaults({ projectId, storageHost }: { projectId: string; storageHost: string }): string {
  const result = spawnSync(
    process.execPath,
    ["--import", "tsx", path.join(ROOT, "tools", "media", "upload.ts"), "--defaults", "--project", projectId, "--bucket", emulatorBucket(projectId)],
    { cwd: ROOT, encoding: "utf8", env: { ...process.env, GCLOUD_PROJECT: projectId, FIREBASE_STORAGE_EMULATOR_HOST: storageHost } },
  );
  if (result.status !== 0) throw new Error(`Putting the default media into the Storage emulator failed:\n${result.stdout}\n${result.stderr}`);
  // The per-file lines are for the deploy's log; the stack says the summary.
  return result.stdout.trim().split("\n").filter((line) => !line.startsWith("uploaded ")).join("\n");
}
