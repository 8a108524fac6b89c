import {
  MONEY_UNIT,
  SLOTS,
  SLOT_POSITION,
  normalisePosition,
  remainingBudget,
  scoutedOfferedAt,
} from '../src';
import type { Player, SlotName, Student } from '../src';

type Group = 'forward' | 'defense' | 'goalie';

interface Pick {
  rank: number;
  ids: string[];
}

/** Best choice of `need` distinct players with exactly `c` cost units, for every c (knapsack). */
function groupTable(players: readonly Player[], need: number, budget: number, unit: number): (Pick | null)[][] {
  const table: (Pick | null)[][] = Array.from({ length: need + 1 }, () => Array<Pick | null>(budget + 1).fill(null));
  const row0 = table[0];
  if (row0) row0[0] = { rank: 0, ids: [] };
  for (const p of players) {
    const cost = Math.round(p.playerCost / unit);
    for (let k = need; k >= 1; k--) {
      const row = table[k];
      const prev = table[k - 1];
      if (!row || !prev) continue;
      for (let c = budget; c >= cost; c--) {
        const from = prev[c - cost];
        if (!from) continue;
        const rank = from.rank + p.overallRank;
        const cur = row[c];
        if (!cur || rank > cur.rank) row[c] = { rank, ids: [...from.ids, p._id] };
      }
    }
  }
  return table;
}

/**
 * The highest-ranked way to fill the empty slots with the money free to spend (plus `extra`
 * dollars, e.g. savings the strategy is willing to use), or null when the slots cannot be
 * filled. Assumes slots are filled in order, so offered scouted players count when allowed.
 */
export function planLineup(student: Student, extra = 0, exclude: ReadonlySet<string> = new Set()): Map<SlotName, string> | null {
  const unit = MONEY_UNIT[student.level];
  const budget = Math.floor((remainingBudget(student) + extra) / unit);
  if (budget < 0) return null;
  const empty = SLOTS.filter((s) => student[s] === null);
  const first = empty[0];
  const scouts = first !== undefined && scoutedOfferedAt(student, first);
  const pool = student.players.filter(
    (p) =>
      !exclude.has(p._id) &&
      (p.playerAssignment === 'marketPlayer' || (scouts && p.playerAssignment === 'offeredScoutPlayer')),
  );
  const groups: Group[] = ['forward', 'defense', 'goalie'];
  const tables = groups.map((g) => {
    const need = empty.filter((s) => SLOT_POSITION[s] === g).length;
    const players = pool.filter((p) => normalisePosition(p.playerPosition) === g);
    return { g, need, table: groupTable(players, need, budget, unit) };
  });
  let best: { rank: number; ids: Record<Group, string[]> } | null = null;
  const [f, d, gk] = tables;
  if (!f || !d || !gk) return null;
  for (let cf = 0; cf <= budget; cf++) {
    const pf = f.table[f.need]?.[cf];
    if (!pf) continue;
    for (let cd = 0; cd + cf <= budget; cd++) {
      const pd = d.table[d.need]?.[cd];
      if (!pd) continue;
      for (let cg = 0; cg + cd + cf <= budget; cg++) {
        const pg = gk.table[gk.need]?.[cg];
        if (!pg) continue;
        const rank = pf.rank + pd.rank + pg.rank;
        if (!best || rank > best.rank) best = { rank, ids: { forward: pf.ids, defense: pd.ids, goalie: pg.ids } };
      }
    }
  }
  if (!best) return null;
  const plan = new Map<SlotName, string>();
  const queues: Record<Group, string[]> = { forward: [...best.ids.forward], defense: [...best.ids.defense], goalie: [...best.ids.goalie] };
  for (const slot of empty) {
    const id = queues[SLOT_POSITION[slot]].shift();
    if (id !== undefined) plan.set(slot, id);
  }
  return plan;
}

/** Cheapest cost of filling the empty slots (dollars), or Infinity when impossible. */
export function cheapestFill(student: Student, exclude: ReadonlySet<string> = new Set()): number {
  const empty = SLOTS.filter((s) => student[s] === null);
  const first = empty[0];
  const scouts = first !== undefined && scoutedOfferedAt(student, first);
  let total = 0;
  for (const g of ['forward', 'defense', 'goalie'] as const) {
    const need = empty.filter((s) => SLOT_POSITION[s] === g).length;
    const costs = student.players
      .filter(
        (p) =>
          !exclude.has(p._id) &&
          normalisePosition(p.playerPosition) === g &&
          (p.playerAssignment === 'marketPlayer' || (scouts && p.playerAssignment === 'offeredScoutPlayer')),
      )
      .map((p) => p.playerCost)
      .sort((a, b) => a - b);
    if (costs.length < need) return Infinity;
    total += costs.slice(0, need).reduce((a, b) => a + b, 0);
  }
  return total;
}
