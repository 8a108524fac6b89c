import { execFile } from "node:child_process";
import path from "node:path";
import { RESEED_EXIT_CODE } from "./dataShape";
import { ROOT, type Ports } from "./defaults";

interface SeedTarget {
  projectId: string;
  host: string;
  ports: Ports;
  firestoreAddress: string;
}

/**
 * Runs scripts/seed.ts against the stack's emulators (idempotent). Throws, saying to run
 * `npm start -- --fresh`, when the saved data is of another shape than today's.
 */
export async function seedDemoAccounts({ projectId, host, ports, firestoreAddress }: SeedTarget): Promise<string> {
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
