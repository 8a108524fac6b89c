// `npm run migrate` and `npm start -- --migrate` (docs/decisions.md#d99): carries stored data from
// the shape it was saved in to today's (common/src/dataShape.ts), one migration after another,
// writing the new shape's number into meta/dataShape after each. Every migration is idempotent
// and resumable (it writes only what is still missing), so a run over data already of today's
// shape runs the last migration once more as a check: it finds what an older version of the
// functions made while the migration ran (the deploy order in README.md), and otherwise changes nothing.
import type { Firestore } from "firebase-admin/firestore";
import { planMigration } from "./plan";
import { readSavedData, writeDataShapeVersion } from "./savedData";
import { toShape5, type MigrationOptions } from "./toShape5";

/** The code of each migration step of plan.ts, by the shape it starts from. */
const RUN_FROM: Readonly<Record<number, (db: Firestore, options: MigrationOptions) => Promise<object>>> = { 4: toShape5 };

export interface MigrationRun {
  from: number | undefined;
  to: number | undefined;
  dryRun: boolean;
  /** Each migration run, with what its passes found and did. */
  done: Array<{ from: number; to: number; what: string; report: object }>;
  /** Set when nothing was run: why. */
  note?: string;
  seconds: number;
}

/** Runs the plan for the data in `db`; throws with the reason when it refuses. */
export async function migrate(db: Firestore, options: MigrationOptions): Promise<MigrationRun> {
  const started = performance.now();
  const saved = await readSavedData(db);
  const plan = planMigration(saved);
  const seconds = () => Math.round((performance.now() - started) / 100) / 10;
  if (plan.kind === "refuse") throw new Error(plan.why);
  if (plan.kind === "nothing") return { from: saved.version, to: saved.version, dryRun: options.dryRun, done: [], note: plan.why, seconds: seconds() };
  const done: MigrationRun["done"] = [];
  for (const step of plan.steps) {
    options.onProgress?.(`${plan.check ? "checking" : "running"} ${step.from} → ${step.to}: ${step.what}${options.dryRun ? " (dry run: nothing is written)" : ""}`);
    const run = RUN_FROM[step.from];
    if (!run) throw new Error(`The migration from data shape ${step.from} has no code (scripts/data-shape/run.ts).`);
    const report = await run(db, options);
    if (!options.dryRun) await writeDataShapeVersion(db, step.to);
    done.push({ from: step.from, to: step.to, what: step.what, report });
  }
  return { from: saved.version, to: options.dryRun ? saved.version : plan.steps.at(-1)?.to, dryRun: options.dryRun, done, seconds: seconds() };
}
