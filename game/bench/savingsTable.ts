/**
 * How often a level-1 season is won for each savings choice (npm run bench -w game, after the
 * strategies' table): the student saves exactly $S, spends the rest on a team the way a
 * sensible student would (three signing styles), and plays the 12 games with no cheering or
 * with the full cheer bonus. For each, the share of seasons finishing 1st, in the top 3, and
 * with promotion earned (top 3 and savings left). It shows the balance of the spec's
 * constants under the standings rules; it changes none of them.
 */
import { BASE_BUDGET, SAVINGS_STEP, createRng, earnedAdvance, isLineupComplete, newStudent, studentPlace, teamRank } from '../src';
import type { Rng, Student } from '../src';
import { greedyFill, playSeason, scoutWisely, signPlan, tryMove, walkPages } from './strategies';
import type { Strategy } from './strategies';

declare const console: { log(...args: unknown[]): void };

/** How a student who has decided to save `amount` signs the team. */
interface SigningStyle {
  name: string;
  sign(student: Student): Student;
}

const SIGNING_STYLES: readonly SigningStyle[] = [
  { name: 'best team, scouted', sign: (s) => signPlan(scoutWisely(s), 0) },
  { name: 'best team, market only', sign: (s) => signPlan(s, 0) },
  { name: 'stars first', sign: greedyFill },
];

/** The full cheer bonus (docs/product.md#cheer-meter: "Every 15 clicks the team rank bonus rises by 1 (max 5)"). */
const FULL_CHEER = 5;

function savesExactly(amount: number, style: SigningStyle, cheer: number): Strategy {
  return {
    name: `${style.name}, $${amount}`,
    prepare(student) {
      const s = tryMove(walkPages(student), { type: 'setSavings', amount }).student;
      return style.sign(s);
    },
    // After an injury: sign again with the money left; the season loop then follows the
    // engine's advice (a trade, lower savings) when that is not enough, as a student would.
    replace: (student) => signPlan(student, 0),
    cheer: () => cheer,
  };
}

interface Cell {
  fielded: number;
  first: number;
  top3: number;
  promoted: number;
  rank: number;
}

function measure(amount: number, style: SigningStyle, cheer: number, seasons: number): Cell {
  const cell: Cell = { fielded: 0, first: 0, top3: 0, promoted: 0, rank: 0 };
  const strategy = savesExactly(amount, style, cheer);
  for (let i = 0; i < seasons; i++) {
    const seed = 7_000_003 + i;
    const student = newStudent({ firstName: 'Bench', lastName: 'Student', userName: `bench${seed}`, seed });
    const ready = strategy.prepare(student, createRng(seed));
    if (!isLineupComplete(ready) || ready.savingsBudget !== amount) continue;
    cell.fielded++;
    cell.rank += teamRank(ready);
    const rng: Rng = createRng(seed * 7 + 1);
    const end = playSeason(ready, { ...strategy, prepare: (s) => s }, rng);
    if (!end.season.inTransition) continue;
    const place = studentPlace(end.season.standings);
    if (place === 1) cell.first++;
    if (end.season.awards.thirdCup) cell.top3++;
    if (earnedAdvance(end)) cell.promoted++;
  }
  return cell;
}

/** Print the table for savings $0..$max at level 1, `seasons` seasons per cell. */
export function printSavingsTable(seasons: number, max = 9): void {
  const pct = (n: number, of: number) => (of === 0 ? '   -  ' : `${((100 * n) / of).toFixed(1)}%`.padStart(6));
  console.log('');
  console.log(`Level 1 wins by savings ($${BASE_BUDGET[1]} budget; ${seasons} seasons each; % of seasons where the team could be signed)`);
  console.log('no cheering (+0) | full cheering (+5): 1st, top 3, promoted (top 3 and savings left)');
  for (const style of SIGNING_STYLES) {
    console.log('');
    console.log(`${style.name}`);
    console.log('saved  signed  avg rank |   1st  top 3  promo |   1st  top 3  promo');
    for (let amount = 0; amount <= max; amount += SAVINGS_STEP[1]) {
      const calm = measure(amount, style, 0, seasons);
      const loud = measure(amount, style, FULL_CHEER, seasons);
      const row = (c: Cell) => `${pct(c.first, c.fielded)} ${pct(c.top3, c.fielded)} ${pct(c.promoted, c.fielded)}`;
      console.log(
        `$${String(amount).padEnd(4)} ${pct(calm.fielded, seasons)}  ${(calm.fielded ? calm.rank / calm.fielded : 0).toFixed(1).padStart(8)} | ${row(calm)} | ${row(loud)}`,
      );
    }
  }
}
