import { SAVINGS_STEP, TEAM_COST_CAP, TEAM_RANK_CAP } from '../levels';
import { SLOTS, SLOT_POSITION, normalisePosition } from '../lineup/slots';
import { isLineupComplete, playerInSlot } from '../lineup/starters';
import { releasePlayer } from './releasePlayer';
import { setSavings } from './setSavings';
import { signPlayer } from './signPlayer';
import { tradePlayer } from './tradePlayer';
import type { Move, MoveOf, MoveResult, Player, SlotName, Student } from '../types';

/**
 * What fills an incomplete lineup during a season, easiest first for a child:
 * - 'sign': the money left pays for players in every empty spot;
 * - 'lowerSavings': it does once savings are lowered on Budget (no trade needed);
 * - 'trade': a trade for a cheaper player (the only in-season way to free a contract;
 *   releasing is closed while the season is active) frees enough, maybe with lower savings;
 * - 'shortHanded': no signing, savings change or trade can fill it: the last resort, the
 *   team plays with empty spots.
 * 'complete' when the lineup is full.
 */
type LineupFix = 'complete' | 'sign' | 'lowerSavings' | 'trade' | 'shortHanded';

/** A position as the advice names it. */
export type PositionGroup = 'forward' | 'defense' | 'goalie';

/** The plan's first change of a starter, for the words that tell the student what to do. */
interface AdviceTrade {
  /** The starter to let go. */
  out: { name: string; cost: number };
  /** The position a cheaper player is signed for. */
  position: PositionGroup;
  /** Before the first game a trade is not open: release, then sign. */
  byRelease: boolean;
  /** More changes of the same kind the plan makes after this one. */
  more: number;
}

/**
 * Why nothing fills the lineup: no player of a position left to sign, fewer left than the
 * team needs, or not enough money even with no savings and trades for cheaper players.
 */
export type ShortHandedReason =
  | { kind: 'noneLeft'; position: PositionGroup }
  | { kind: 'tooFew'; position: PositionGroup; left: number; need: number }
  | { kind: 'noMoney' };

/**
 * Which advice applies, as data: the words a student reads are the screen's
 * (web/src/features/season/board/advice-text.ts).
 */
export interface LineupAdvice {
  fix: LineupFix;
  /** Empty spots in the lineup. */
  emptySpots: number;
  /** The screen to go to first, or null when nothing is to be done there. */
  goTo: 'team' | 'budget' | null;
  /** Savings the plan lowers to, or null when savings stay as they are. */
  savingsTo: number | null;
  /** How much lower the savings go (savingsBudget - savingsTo), or null when they stay. */
  lowerSavingsBy: number | null;
  /** The plan's first trade (or release and signing), when fix is 'trade'. */
  trade: AdviceTrade | null;
  /** Why the team plays short-handed, when fix is 'shortHanded'. */
  shortHanded: ShortHandedReason | null;
  /**
   * One way that works, as engine moves in order (setSavings, trades, then signings): the
   * strategies and tests play it; a screen may point at its players. Empty when complete or
   * short-handed.
   */
  moves: Move[];
}

type Group = PositionGroup;

/** One way to fill the slots of one position: who ends up where, what it costs. */
interface GroupOption {
  cost: number;
  rank: number;
  trades: { slot: SlotName; out: Player; in: Player }[];
  signs: { slot: SlotName; player: Player }[];
}

/** Players a slot can take: market players, and offered scouted players for signing while the team is built. */
function pools(student: Student, group: Group): { market: Player[]; scouts: Player[] } {
  const fits = (p: Player) => normalisePosition(p.playerPosition) === group;
  const scoutsOpen = !(student.objectives.FILL_TEAM?.isComplete ?? false);
  return {
    market: student.players.filter((p) => fits(p) && p.playerAssignment === 'marketPlayer'),
    scouts: scoutsOpen ? student.players.filter((p) => fits(p) && p.playerAssignment === 'offeredScoutPlayer') : [],
  };
}

/**
 * Every way to fill one position's slots: each filled slot keeps its player or (with trades)
 * takes a market player instead; each empty slot signs a market or offered scouted player.
 * Small: at most 3 slots and about a dozen candidates each.
 */
function groupOptions(student: Student, group: Group, allowTrades: boolean): GroupOption[] {
  const slots = SLOTS.filter((s) => SLOT_POSITION[s] === group);
  const { market, scouts } = pools(student, group);
  const out: GroupOption[] = [];
  const walk = (i: number, used: Set<string>, acc: GroupOption): void => {
    const slot = slots[i];
    if (slot === undefined) {
      out.push(acc);
      return;
    }
    const current = playerInSlot(student, slot);
    if (current) {
      walk(i + 1, used, { ...acc, cost: acc.cost + current.playerCost, rank: acc.rank + current.overallRank });
      if (!allowTrades) return;
      for (const p of market) {
        if (used.has(p._id)) continue;
        walk(i + 1, new Set([...used, p._id]), {
          ...acc,
          cost: acc.cost + p.playerCost,
          rank: acc.rank + p.overallRank,
          trades: [...acc.trades, { slot, out: current, in: p }],
        });
      }
      return;
    }
    for (const p of [...market, ...scouts]) {
      if (used.has(p._id)) continue;
      walk(i + 1, new Set([...used, p._id]), {
        ...acc,
        cost: acc.cost + p.playerCost,
        rank: acc.rank + p.overallRank,
        signs: [...acc.signs, { slot, player: p }],
      });
    }
  };
  walk(0, new Set(), { cost: 0, rank: 0, trades: [], signs: [] });
  // Keep, for each cost and number of trades, the strongest option (the best team) and the
  // weakest (the one most likely to fit the rank cap): the rest can never be chosen.
  const kept = new Map<string, GroupOption>();
  for (const o of out) {
    for (const end of ['max', 'min'] as const) {
      const key = `${o.cost}/${o.trades.length}/${end}`;
      const had = kept.get(key);
      if (!had || (end === 'max' ? o.rank > had.rank : o.rank < had.rank)) kept.set(key, o);
    }
  }
  return [...new Set(kept.values())];
}

/** The largest savings slider position at or below `limit` (a multiple of the step). */
const savingsAtMost = (student: Student, limit: number): number => {
  const step = SAVINGS_STEP[student.level];
  return Math.max(0, Math.floor(limit / step) * step);
};

/**
 * Play a plan through the moves themselves, so the advice is exactly what the rules accept:
 * savings first, then trades from the one that frees most money, then signings in slot order
 * (scouted players join at the first empty slot). Null when a step is refused.
 */
function playPlan(student: Student, savings: number, option: GroupOption): Move[] | null {
  const moves: Move[] = [];
  let s = student;
  const run = (move: Move, result: MoveResult): boolean => {
    if ('error' in result) return false;
    s = result.state;
    moves.push(move);
    return true;
  };
  if (savings !== s.savingsBudget) {
    const move: MoveOf<'setSavings'> = { type: 'setSavings', amount: savings };
    if (!run(move, setSavings(s, move))) return null;
  }
  const trades = [...option.trades].sort(
    (a, b) =>
      a.in.playerCost - a.out.playerCost - (b.in.playerCost - b.out.playerCost) ||
      a.in.overallRank - a.out.overallRank - (b.in.overallRank - b.out.overallRank),
  );
  for (const t of trades) {
    if (s.season.seasonActive) {
      const move: MoveOf<'trade'> = { type: 'trade', slot: t.slot, playerId: t.in._id };
      if (!run(move, tradePlayer(s, move))) return null;
    } else {
      // Before the first game a trade is not open but a release is: release, then sign.
      const release: MoveOf<'release'> = { type: 'release', slot: t.slot };
      const sign: MoveOf<'sign'> = { type: 'sign', slot: t.slot, playerId: t.in._id };
      if (!run(release, releasePlayer(s, release)) || !run(sign, signPlayer(s, sign))) return null;
    }
  }
  const signs = [...option.signs].sort((a, b) => SLOTS.indexOf(a.slot) - SLOTS.indexOf(b.slot));
  for (const x of signs) {
    const move: MoveOf<'sign'> = { type: 'sign', slot: x.slot, playerId: x.player._id };
    if (!run(move, signPlayer(s, move))) return null;
  }
  return isLineupComplete(s) ? moves : null;
}

interface Plan {
  option: GroupOption;
  savings: number;
  moves: Move[];
}

/**
 * The best plan: keep savings above $0 when they were (the savings cup needs them), then the
 * fewest trades, then the smallest cut in savings, then the strongest team.
 */
function bestPlan(student: Student, allowTrades: boolean): Plan | null {
  const groups: Group[] = ['forward', 'defense', 'goalie'];
  const [f, d, g] = groups.map((group) => groupOptions(student, group, allowTrades));
  if (!f || !d || !g) return null;
  let best: { key: number[]; plan: Plan } | null = null;
  for (const a of f) {
    for (const b of d) {
      for (const c of g) {
        const cost = a.cost + b.cost + c.cost;
        const rank = a.rank + b.rank + c.rank;
        if (cost > student.totalBudget || cost > TEAM_COST_CAP[student.level] || rank > TEAM_RANK_CAP[student.level]) continue;
        const savings = Math.min(student.savingsBudget, savingsAtMost(student, student.totalBudget - cost));
        const option: GroupOption = {
          cost,
          rank,
          trades: [...a.trades, ...b.trades, ...c.trades],
          signs: [...a.signs, ...b.signs, ...c.signs],
        };
        const emptied = student.savingsBudget > 0 && savings === 0 ? 1 : 0;
        const key = [emptied, option.trades.length, student.savingsBudget - savings, -option.rank];
        if (best && !lessThan(key, best.key)) continue;
        const moves = playPlan(student, savings, option);
        if (moves) best = { key, plan: { option, savings, moves } };
      }
    }
  }
  return best?.plan ?? null;
}

const lessThan = (a: readonly number[], b: readonly number[]): boolean => {
  for (let i = 0; i < a.length; i++) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    if (x !== y) return x < y;
  }
  return false;
};

/** Why nothing fills the lineup. */
function shortHandedReason(student: Student): ShortHandedReason {
  for (const group of ['forward', 'defense', 'goalie'] as const) {
    const need = SLOTS.filter((s) => student[s] === null && SLOT_POSITION[s] === group).length;
    const { market, scouts } = pools(student, group);
    const left = market.length + scouts.length;
    if (need <= left) continue;
    if (left === 0) return { kind: 'noneLeft', position: group };
    return { kind: 'tooFew', position: group, left, need };
  }
  return { kind: 'noMoney' };
}

/**
 * Whether and how an incomplete lineup can still be filled, and what the student should do,
 * for the Season screen (the puck stays disabled unless the fix is 'complete' or
 * 'shortHanded') and for playGame, which refuses a game the lineup could be filled for.
 */
export function lineupAdvice(student: Student): LineupAdvice {
  const empty = SLOTS.filter((s) => student[s] === null).length;
  const none = { emptySpots: empty, savingsTo: null, lowerSavingsBy: null, trade: null, shortHanded: null, moves: [] };
  if (empty === 0) return { ...none, fix: 'complete', goTo: null };
  // Trades are searched only when signing (with lower savings) cannot do it, or would empty
  // the savings: the search with trades also holds every plan without one.
  const simple = bestPlan(student, false);
  const plan = simple && !(student.savingsBudget > 0 && simple.savings === 0) ? simple : bestPlan(student, true);
  if (!plan) {
    const why = shortHandedReason(student);
    // Some spots can still be filled: a team short of one player beats a team short of two.
    return { ...none, fix: 'shortHanded', goTo: why.kind === 'tooFew' ? 'team' : null, shortHanded: why };
  }
  const savingsTo = plan.savings === student.savingsBudget ? null : plan.savings;
  const lowered = { savingsTo, lowerSavingsBy: savingsTo === null ? null : student.savingsBudget - plan.savings, moves: plan.moves };
  const first = plan.option.trades[0];
  if (first) {
    const trade: AdviceTrade = {
      out: { name: first.out.playerName, cost: first.out.playerCost },
      position: normalisePosition(first.out.playerPosition),
      byRelease: !student.season.seasonActive,
      more: plan.option.trades.length - 1,
    };
    return { ...none, ...lowered, fix: 'trade', goTo: savingsTo === null ? 'team' : 'budget', trade };
  }
  if (savingsTo !== null) return { ...none, ...lowered, fix: 'lowerSavings', goTo: 'budget' };
  return { ...none, ...lowered, fix: 'sign', goTo: 'team' };
}
