/**
 * Season benchmark (npm run bench -w game): simulates whole seasons per level with a
 * strategy and prints seasons per second and the share ending with promotion (top-three
 * and savings cups), and the games played short-handed (the last resort, when nothing could
 * fill the lineup). Not a test: it is how the hidden constants were tuned.
 * Then the other teams' pace (leaguePace.ts) and level-1 wins by savings (savingsTable.ts).
 * Usage: tsx bench/seasons.ts [seasonsPerLevel=10000]
 */
import { BASE_BUDGET, createRng, earnedAdvance, newStudent, startLevel, studentPlace } from '../src';
import type { Level, Student } from '../src';
import { printLeaguePace } from './leaguePace';
import { printSavingsTable } from './savingsTable';
import { STRATEGIES, playSeason } from './strategies';
import type { Strategy } from './strategies';

declare const process: { argv: string[]; hrtime: { bigint(): bigint } };
declare const console: { log(...args: unknown[]): void };

const count = Number(process.argv[2] ?? 10000);
/** Optional second argument: only the strategies whose name contains it. */
const only = process.argv[3] ?? '';

function freshAt(level: Level, seed: number): Student {
  const s = newStudent({ firstName: 'Bench', lastName: 'Student', userName: `bench${seed}`, seed });
  if (level === 1) return s;
  const rng = createRng(seed ^ 0x9e3779b9);
  return { ...startLevel({ ...s, totalBudget: BASE_BUDGET[level] }, level, rng), rngState: rng.state() };
}

function run(strategy: Strategy, level: Level): void {
  const start = process.hrtime.bigint();
  let promoted = 0;
  let finished = 0;
  let places = 0;
  let savingsCups = 0;
  let top3 = 0;
  let rankSum = 0;
  let shortHanded = 0;
  for (let i = 0; i < count; i++) {
    const seed = level * 1_000_003 + i;
    const end = playSeason(freshAt(level, seed), strategy, createRng(seed * 7 + 1));
    if (!end.season.inTransition) continue;
    finished++;
    places += studentPlace(end.season.standings);
    rankSum += end.season.homeTeam.teamRank;
    shortHanded += end.debriefs.at(-1)?.shortHandedGames ?? 0;
    if (end.season.awards.savingsCup) savingsCups++;
    if (end.season.awards.thirdCup) top3++;
    if (earnedAdvance(end)) promoted++;
  }
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  const pct = (n: number) => `${((100 * n) / count).toFixed(1)}%`;
  console.log(
    `level ${level}  ${strategy.name.padEnd(16)} ${String(Math.round(count / seconds)).padStart(6)} seasons/s  ` +
      `promoted ${pct(promoted).padStart(6)}  top-3 ${pct(top3).padStart(6)}  savings cup ${pct(savingsCups).padStart(6)}  ` +
      `finished ${pct(finished)}  avg place ${(places / Math.max(1, finished)).toFixed(1)}  avg final rank ${(rankSum / Math.max(1, finished)).toFixed(0)}  short-handed games ${shortHanded}`,
  );
}

console.log(`Rink Money season benchmark: ${count} seasons per level and strategy`);
for (const strategy of [STRATEGIES.random, STRATEGIES.smart, STRATEGIES.careless].filter((x) => x.name.includes(only))) {
  for (const level of [1, 2, 3] as const) run(strategy, level);
}

printLeaguePace(Math.min(count, 2000));
printSavingsTable(Math.min(count, 1000));
