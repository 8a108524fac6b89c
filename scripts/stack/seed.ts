import { execFile } from "node:child_process";
import path from "node:path";
import { DEMO_ACCOUNTS } from "../demo-accounts";
import { readSavedDataOverRest, RESEED_EXIT_CODE, savedDataVerdict } from "../data-shape/savedData";
import { ROOT, type Ports } from "./defaults";

interface SeedTarget {
  projectId: string;
  host: string;
  ports: Ports;
  firestoreAddress: string;
}

export const ALREADY_SEEDED = "Demo accounts already present.";

/** The demo accounts' uids: the seed makes each one only when Auth has no user of that uid. */
export const DEMO_UIDS: readonly string[] = [DEMO_ACCOUNTS.admin.uid, DEMO_ACCOUNTS.teacher.uid, ...DEMO_ACCOUNTS.students.map((student) => student.uid)];

/**
 * Whether the seed would find nothing to do: the saved data is of today's shape and every demo
 * account is in Auth (the seed's own test of each, scripts/seed.ts). Asked over the emulators'
 * REST APIs with their owner token, in a few milliseconds, where the seed's own process (tsx and
 * the Admin SDK) takes about 2 s of CPU to say the same: so a stack started on its saved data
 * runs no seed process at all.
 */
export async function seedHasNothingToDo({ projectId, host, ports, firestoreAddress }: SeedTarget): Promise<boolean> {
  const verdict = savedDataVerdict(await readSavedDataOverRest(firestoreAddress, projectId));
  if (verdict.kind !== "current") return false;
  const response = await fetch(`http://${host}:${ports.auth}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:lookup`, {
    method: "POST",
    headers: { Authorization: "Bearer owner", "content-type": "application/json" },
    body: JSON.stringify({ localId: DEMO_UIDS }),
    signal: AbortSignal.timeout(5_000),
  });
  if (!response.ok) return false;
  const { users = [] } = (await response.json()) as { users?: { localId?: string }[] };
  const found = new Set(users.map((user) => user.localId));
  return DEMO_UIDS.every((uid) => found.has(uid));
}

/**
 * Runs scripts/seed.ts against the stack's emulators (idempotent), unless it has nothing to do.
 * Throws, saying to run `npm start -- --fresh`, when the saved data is of another shape than today's.
 */
export async function seedDemoAccounts(target: SeedTarget): Promise<string> {
  if (await seedHasNothingToDo(target).catch(() => false)) return ALREADY_SEEDED;
  const { projectId, host, ports, firestoreAddress } = target;
  const env = { ...process.env, GCLOUD_PROJECT: projectId, FIREBASE_AUTH_EMULATOR_HOST: `${host}:${ports.auth}`, FIRESTORE_EMULATOR_HOST: firestoreAddress };
  const result = await new Promise<{ status: number | string | null | undefined; stdout: string; stderr: string }>((resolve) => {
    execFile(process.execPath, ["--import", "tsx", path.join(ROOT, "scripts", "seed.ts")], { cwd: ROOT, encoding: "utf8", env }, (error, stdout, stderr) =>
      resolve({ status: error ? error.code : 0, stdout, stderr }),
    );
  });
  if (result.status === RESEED_EXIT_CODE) throw new Error(result.stderr.trim());
  if (result.status !== 0) throw new Error(`Seeding the demo accounts failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout.trim();
}
