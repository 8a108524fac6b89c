// `npm start -- --migrate`: the saved local data carried to today's shape (scripts/migrate.ts) as
// soon as its Firestore answers, before the seed or anything else reads it.
import { spawn } from "node:child_process";
import path from "node:path";
import { ROOT } from "./defaults";

interface MigrateTarget {
  projectId: string;
  firestoreAddress: string;
}

/** Runs `npm run migrate`'s script against the stack's Firestore, each line of its output logged; throws with its output if it fails. */
export function migrateSavedData({ projectId, firestoreAddress }: MigrateTarget, log: (line: string) => void): Promise<void> {
  const env = { ...process.env, GCLOUD_PROJECT: projectId, FIRESTORE_EMULATOR_HOST: firestoreAddress };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", path.join(ROOT, "scripts", "migrate.ts")], { cwd: ROOT, env });
    let output = "";
    const take = (chunk: Buffer) => {
      const text = chunk.toString();
      output += text;
      for (const line of text.split("\n")) if (line.trim()) log(line.trim());
    };
    child.stdout.on("data", take);
    child.stderr.on("data", take);
    child.once("error", reject);
    child.once("close", (code) => (code === 0 ? resolve() : reject(new Error(`The migration of the saved data stopped (exit ${code}):\n${output}`))));
  });
}
