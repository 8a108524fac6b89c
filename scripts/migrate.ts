// npm run migrate [-- --dry-run] [--database ID] [--page N]
// Carries the stored data to today's data shape (scripts/data-shape/, docs/decisions.md#d99):
// against the emulators when FIRESTORE_EMULATOR_HOST is set (`npm start -- --migrate` runs it so
// on the saved local data), otherwise against the project in GOOGLE_APPLICATION_CREDENTIALS /
// GCLOUD_PROJECT (README.md#deploying says when). --dry-run reads everything and says what it would
// change, writing nothing. Safe to run again, and to stop: the next run does what is left.
import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { migrate } from "./data-shape/run";

const USAGE = "Usage: npm run migrate [-- --dry-run] [--database ID] [--page 1-500]";

function parse(argv: readonly string[]): { dryRun: boolean; database: string | undefined; pageSize: number | undefined } {
  const options: { dryRun: boolean; database: string | undefined; pageSize: number | undefined } = { dryRun: false, database: undefined, pageSize: undefined };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = argv[i + 1] ?? "";
    if (flag === "--dry-run") options.dryRun = true;
    else if (flag === "--database" && /^[a-z(][a-z0-9()-]{0,62}$/.test(value)) [options.database, i] = [value, i + 1];
    else if (flag === "--page" && /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 500) [options.pageSize, i] = [Number(value), i + 1];
    else {
      console.error(`[migrate] ${flag === "--help" ? "" : `"${flag}" is not an option this takes (or its value is missing or out of range). `}${USAGE}`);
      process.exit(flag === "--help" ? 0 : 2);
    }
  }
  return options;
}

const options = parse(process.argv.slice(2));
const onEmulator = process.env.FIRESTORE_EMULATOR_HOST !== undefined;
const projectId = process.env.GCLOUD_PROJECT ?? process.env.GCP_PROJECT;
const app = getApps()[0] ?? initializeApp(projectId ? { projectId } : {});
const db = options.database ? getFirestore(app, options.database) : getFirestore(app);
const where = `${onEmulator ? `the emulator at ${process.env.FIRESTORE_EMULATOR_HOST}` : "the project"} ${projectId ?? "(from the credentials)"}${options.database ? `, database ${options.database}` : ""}`;
console.log(`[migrate] ${options.dryRun ? "Dry run on" : "Migrating"} ${where}.`);
try {
  const run = await migrate(db, {
    dryRun: options.dryRun,
    ...(options.pageSize ? { pageSize: options.pageSize } : {}),
    // The emulators need no ramp-up; a real project gets the BulkWriter's 500/50/5.
    throttle: !onEmulator,
    onProgress: (line) => console.log(`[migrate]   ${line}`),
  });
  if (run.note) console.log(`[migrate] ${run.note}`);
  for (const step of run.done) console.log(`[migrate] ${step.from} → ${step.to}: ${JSON.stringify(step.report)}`);
  const shape = run.dryRun ? `still data shape ${run.from}` : `data shape ${run.to}`;
  console.log(`[migrate] Done in ${run.seconds} s: ${shape}.`);
  process.exit(0);
} catch (error) {
  console.error(`[migrate] Stopped: ${(error as Error).message}`);
  process.exit(1);
}
