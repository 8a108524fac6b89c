// Which migrations carry saved data to today's shape (docs/decisions.md#d99): read by the launcher
// (without the Admin SDK) to say what to run, and by `npm run migrate` (run.ts) to run it.
import { DATA_SHAPE_VERSION } from "@rink/common";

export interface MigrationStep {
  from: number;
  to: number;
  what: string;
}

/** Every migration, oldest first; the last one's `to` is today's shape. Each one's code: run.ts. */
export const MIGRATIONS: readonly MigrationStep[] = [{ from: 4, to: 5, what: "each teacher's class a document of its own, and each student's class" }];

export type MigrationPlan =
  | { kind: "nothing"; why: string }
  | { kind: "refuse"; why: string }
  | { kind: "run"; steps: readonly MigrationStep[]; check: boolean };

/** What to run on data saved at `version` (undefined: no meta/dataShape), `hasData` whether anything is stored at all. */
export function planMigration(saved: { hasData: boolean; version: number | undefined }, current = DATA_SHAPE_VERSION, migrations = MIGRATIONS): MigrationPlan {
  const { version, hasData } = saved;
  if (version === undefined) {
    return hasData
      ? { kind: "refuse", why: "The data holds no data shape version (meta/dataShape), so it was not made by Rink Money's seed or API: nothing is changed." }
      : { kind: "nothing", why: "There is no data yet: the seed will write today's shape." };
  }
  if (version > current) return { kind: "refuse", why: `The data is of data shape ${version}, newer than this version of Rink Money reads (${current}): nothing is changed.` };
  const last = migrations.at(-1);
  if (version === current) return last && last.to === current ? { kind: "run", steps: [last], check: true } : { kind: "nothing", why: `The data is already of data shape ${current}.` };
  const steps: MigrationStep[] = [];
  for (let at = version; at < current; ) {
    const next = migrations.find((migration) => migration.from === at);
    if (!next) return { kind: "refuse", why: `No migration leads from data shape ${at} towards ${current}: reseed instead (\`npm start -- --fresh\` on a laptop).` };
    steps.push(next);
    at = next.to;
  }
  return { kind: "run", steps, check: false };
}

