import { SAVINGS_STEP, TEAM_COST_CAP, TEAM_RANK_CAP } from '../levels';
import { SLOTS, SLOT_POSITION, normalisePosition } from '../lineup/slots';
import { isLineupComplete, playerInSlot } from '../lineup/starters';
import { formatMoney } from '../money/formatMoney';
import { releasePlayer } from '../moves/releasePlayer';
import { setSavings } from '../moves/setSavings';
import { signPlayer } from '../moves/signPlayer';
import { tradePlayer } from '../moves/tradePlayer';
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
export type LineupFix = 'complete' | 'sign' | 'lowerSavings' | 'trade' | 'shortHanded';

export interface LineupAdvice {
  fix: LineupFix;
  /** Empty spots in the lineup. */
  emptySpots: number;
  /** What to do (or, short-handed, why), in words a 10-year-old reads; '' when complete. */
  message: string;
  /** The Season screen's button: where to go, or null when nothing is to be done. */
  action: { label: 'Go to Team' | 'Go to Budget'; route: '/team' | '/budget' } | null;
  /** Savings the plan lowers to, or null when savings stay as they are. */
  savingsTo: number | null;
  /**
   * One way that works, as engine moves in order (setSavings, trades, then signings): the
   * strategies and tests play it; a screen may point at its players. Empty when complete or
   * short-handed.
   */
  moves: Move[];
}

type Group = 'forward' | 'defense' | 'goalie';
const GROUP_WORDS: Record<Group, string> = { forward: 'forward', defense: 'defense player', goalie: 'goalie' };

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

const spots = (n: number): string => (n === 1 ? '1 empty spot' : `${n} empty spots`);

/**
 * Why nothing fills the lineup, in plain words, and whether some spots can still be filled
 * (then the student is sent to Team: a team short of one player beats a team short of two).
 */
function shortHanded(student: Student, empty: number): { message: string; someLeft: boolean } {
  const tail = `so your team will play with ${spots(empty)} for now. Your other players will try their best!`;
  for (const group of ['forward', 'defense', 'goalie'] as const) {
    const need = SLOTS.filter((s) => student[s] === null && SLOT_POSITION[s] === group).length;
    const { market, scouts } = pools(student, group);
    const left = market.length + scouts.length;
    if (need <= left) continue;
    if (left === 0) return { message: `There are no more ${GROUP_WORDS[group]}s you can sign, ${tail}`, someLeft: false };
    return {
      message: `Only ${left} ${GROUP_WORDS[group]}${left === 1 ? ' is' : 's are'} left to sign and your team needs ${need}. Sign who you can on Team; the spots nobody can fill stay empty, ${tail}`,
      someLeft: true,
    };
  }
  return {
    message: `Even with no savings and trades for cheaper players, there is not enough money to fill ${
      empty === 1 ? 'the empty spot' : 'the empty spots'
    }, ${tail}`,
    someLeft: false,
  };
}

/**
 * Whether and how an incomplete lineup can still be filled, and what the student should do,
 * for the Season screen (the puck stays disabled unless the fix is 'complete' or
 * 'shortHanded') and for playGame, which refuses a game the lineup could be filled for.
 */
export function lineupAdvice(student: Student): LineupAdvice {
  const empty = SLOTS.filter((s) => student[s] === null).length;
  if (empty === 0) return { fix: 'complete', emptySpots: 0, message: '', action: null, savingsTo: null, moves: [] };
  // Trades are searched only when signing (with lower savings) cannot do it, or would empty
  // the savings: the search with trades also holds every plan without one.
  const simple = bestPlan(student, false);
  const plan = simple && !(student.savingsBudget > 0 && simple.savings === 0) ? simple : bestPlan(student, true);
  if (!plan) {
    const why = shortHanded(student, empty);
    return {
      fix: 'shortHanded',
      emptySpots: empty,
      message: why.message,
      action: why.someLeft ? { label: 'Go to Team', route: '/team' } : null,
      savingsTo: null,
      moves: [],
    };
  }
  const savingsTo = plan.savings === student.savingsBudget ? null : plan.savings;
  const lower = savingsTo === null ? '' : formatMoney(student.savingsBudget - plan.savings);
  const first = plan.option.trades[0];
  if (first) {
    const group = normalisePosition(first.out.playerPosition);
    const who = `${first.out.playerName} (${formatMoney(first.out.playerCost)})`;
    const trade = student.season.seasonActive
      ? `trade ${who} for a cheaper ${GROUP_WORDS[group]}`
      : `release ${who} and sign a cheaper ${GROUP_WORDS[group]}`;
    const more = plan.option.trades.length - 1;
    const tradeWords = more > 0 ? `${trade}, and make ${more === 1 ? 'one more change' : `${more} more changes`} like it` : trade;
    const message =
      savingsTo === null
        ? `Your team has ${spots(empty)} and not enough money to fill ${empty === 1 ? 'it' : 'them'}. Go to Team and ${tradeWords} to free some money. Then sign a player for each empty spot.`
        : `Your team has ${spots(empty)} and not enough money to fill ${empty === 1 ? 'it' : 'them'}. First lower your savings on Budget by ${lower}. Then go to Team and ${tradeWords}, and sign a player for each empty spot.`;
    return {
      fix: 'trade',
      emptySpots: empty,
      message,
      action: savingsTo === null ? { label: 'Go to Team', route: '/team' } : { label: 'Go to Budget', route: '/budget' },
      savingsTo,
      moves: plan.moves,
    };
  }
  if (savingsTo !== null) {
    return {
      fix: 'lowerSavings',
      emptySpots: empty,
      message: `Your team has ${spots(empty)}, but you need more money to fill ${empty === 1 ? 'it' : 'them'}. Lower your savings on Budget by ${lower}. Then go to Team and sign a player for each empty spot.`,
      action: { label: 'Go to Budget', route: '/budget' },
      savingsTo,
      moves: plan.moves,
    };
  }
  return {
    fix: 'sign',
    emptySpots: empty,
    message: `Your team has ${spots(empty)}. Go to Team and sign a player for each empty spot. You have enough money left.`,
    action: { label: 'Go to Team', route: '/team' },
    savingsTo: null,
    moves: plan.moves,
  };
}
