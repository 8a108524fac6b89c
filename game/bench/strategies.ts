/**
 * Ways a student might play, used by the benchmark and by the whole-season tests. Each one
 * talks to the engine only through applyMove, so every move it makes is checked by the rules.
 */
import {
  SAVINGS_STEP,
  SLOTS,
  TUTORIAL_NAMES,
  applyMove,
  isLineupComplete,
  lineupAdvice,
  playBlocker,
  remainingBudget,
  savingsRange,
  signablePlayers,
  firstEmptySlot,
} from '../src';
import type { ContractLevel, Move, Player, Rng, Student } from '../src';
import { cheapestFill, planLineup } from './planLineup';

export interface Strategy {
  name: string;
  /** Before the first game: savings, scouting, signing. */
  prepare(student: Student, rng: Rng): Student;
  /** After an injury: refill the lineup. */
  replace(student: Student, rng: Rng): Student;
  /** Rank bonus the student earns by cheering, 0..5. */
  cheer(rng: Rng): number;
}

/** Apply a move; on a rule error keep the state (the strategy tries something else). */
export function tryMove(student: Student, move: Move): { student: Student; ok: boolean } {
  const r = applyMove(student, move);
  return 'state' in r ? { student: r.state, ok: true } : { student, ok: false };
}

const step = (s: Student): number => SAVINGS_STEP[s.level];

/** Tutorials done and pages visited, as a student reaching the season would have. */
export function walkPages(student: Student): Student {
  let s = student;
  for (const tutorial of TUTORIAL_NAMES) s = tryMove(s, { type: 'completeTutorial', tutorial }).student;
  for (const page of ['home', 'budget', 'team', 'scout', 'season', 'trophies'] as const) {
    s = tryMove(s, { type: 'visitPage', page }).student;
  }
  return s;
}

/** Sign the plan, re-planning without a player the rules refuse. */
export function signPlan(student: Student, extra: number): Student {
  let s = student;
  const exclude = new Set<string>();
  for (let attempt = 0; attempt < 12 && !isLineupComplete(s); attempt++) {
    const plan = planLineup(s, extra, exclude);
    if (!plan) return s;
    for (const [slot, playerId] of plan) {
      const r = tryMove(s, { type: 'sign', slot, playerId });
      if (!r.ok) {
        exclude.add(playerId);
        break;
      }
      s = r.student;
    }
  }
  return s;
}

/** Lower savings step by step until the empty slots can be filled. */
function freeSavingsFor(student: Student, need: number): Student {
  let s = student;
  while (remainingBudget(s) < need && s.savingsBudget > 0) {
    const amount = Math.max(0, s.savingsBudget - step(s));
    s = tryMove(s, { type: 'setSavings', amount: amount - (amount % step(s)) }).student;
  }
  return s;
}

/** Scout sensibly: cheapest legal rows, strongest player in the dearest row. */
export function scoutWisely(student: Student): Student {
  const scouted = student.players
    .filter((p) => p.playerAssignment === 'scoutPlayer')
    .sort((a, b) => b.overallRank - a.overallRank);
  const rows: ContractLevel[] = [1, 2, 2, 3, 3, 3];
  let s = student;
  scouted.forEach((p, i) => {
    const row = rows[i] ?? 3;
    s = tryMove(s, { type: 'scoutOffer', playerId: p._id, contractLevel: row, confirmed: true }).student;
  });
  return tryMove(s, { type: 'finishScouting' }).student;
}

/** "Pay yourself first": roll savings over, save ~10% first, scout, then buy the best team left. */
export const smart: Strategy = {
  name: 'smart saver',
  prepare(student) {
    let s = walkPages(student);
    if (s.rollOverBudget > 0) s = tryMove(s, { type: 'rollover', amount: s.rollOverBudget }).student;
    s = scoutWisely(s);
    const target = Math.max(step(s), Math.floor((s.totalBudget * 0.1) / step(s)) * step(s));
    s = tryMove(s, { type: 'setSavings', amount: target }).student;
    s = signPlan(s, 0);
    if (!isLineupComplete(s)) s = signPlan(freeSavingsFor(s, cheapestFill(s)), 0);
    return s;
  },
  replace(student) {
    let s = signPlan(student, 0);
    if (!isLineupComplete(s)) s = signPlan(freeSavingsFor(s, cheapestFill(s)), 0);
    return s;
  },
  cheer: (rng) => rng.int(0, 5),
};

/** "Spend first, save what is left": biggest stars first, no scouting, savings from leftovers. */
export const careless: Strategy = {
  name: 'careless spender',
  prepare(student) {
    let s = walkPages(student);
    if (s.rollOverBudget > 0) s = tryMove(s, { type: 'rollover', amount: s.rollOverBudget }).student;
    s = greedyFill(s);
    const left = remainingBudget(s);
    if (left > 0) s = tryMove(s, { type: 'setSavings', amount: left - (left % step(s)) }).student;
    return s;
  },
  replace(student) {
    let s = greedyFill(student);
    if (!isLineupComplete(s)) s = greedyFill(freeSavingsFor(s, cheapestFill(s)));
    if (!isLineupComplete(s)) s = greedyFill(tryMove(s, { type: 'setSavings', amount: 0 }).student);
    return s;
  },
  cheer: (rng) => rng.int(0, 5),
};

/** For each empty slot in order, the highest-ranked player that still leaves the rest fillable. */
export function greedyFill(student: Student): Student {
  let s = student;
  for (let guard = 0; guard < 6; guard++) {
    const slot = firstEmptySlot(s);
    if (slot === null) break;
    const options = signablePlayers(s, slot).sort((a, b) => b.overallRank - a.overallRank);
    let signed = false;
    for (const p of options) {
      const after = tryMove(s, { type: 'sign', slot, playerId: p._id });
      if (!after.ok) continue;
      if (cheapestFill(after.student) > remainingBudget(after.student)) continue;
      s = after.student;
      signed = true;
      break;
    }
    if (!signed) break;
  }
  return s;
}

/** Any legal play: random savings, random scouting, random affordable players. */
export const random: Strategy = {
  name: 'random legal',
  prepare(student, rng) {
    let s = walkPages(student);
    if (s.rollOverBudget > 0 && rng.next() < 0.5) s = tryMove(s, { type: 'rollover', amount: s.rollOverBudget }).student;
    if (rng.next() < 0.5) s = scoutRandomly(s, rng);
    const { max } = savingsRange(s);
    const amount = Math.floor((rng.next() * max * 0.4) / step(s)) * step(s);
    s = tryMove(s, { type: 'setSavings', amount }).student;
    return randomFill(s, rng);
  },
  replace(student, rng) {
    let s = randomFill(student, rng);
    if (!isLineupComplete(s)) s = randomFill(freeSavingsFor(s, cheapestFill(s)), rng);
    return s;
  },
  cheer: (rng) => rng.int(0, 5),
};

function scoutRandomly(student: Student, rng: Rng): Student {
  let s = student;
  for (let guard = 0; guard < 40; guard++) {
    const board = s.players.filter((p) => p.playerAssignment === 'scoutPlayer' && p.offerLevel === null);
    const p: Player | undefined = board[0];
    if (!p) break;
    const row = rng.pick<ContractLevel>([1, 2, 3]);
    s = tryMove(s, { type: 'scoutOffer', playerId: p._id, contractLevel: row, confirmed: rng.next() < 0.5 }).student;
  }
  return tryMove(s, { type: 'finishScouting' }).student;
}

function randomFill(student: Student, rng: Rng): Student {
  let s = student;
  for (let guard = 0; guard < 30 && !isLineupComplete(s); guard++) {
    const slot = rng.pick(SLOTS.filter((x) => s[x] === null));
    const options = signablePlayers(s, slot).filter((p) => p.playerCost <= remainingBudget(s));
    if (options.length === 0) continue;
    const after = tryMove(s, { type: 'sign', slot, playerId: rng.pick(options)._id });
    if (after.ok && cheapestFill(after.student) <= remainingBudget(after.student)) s = after.student;
  }
  return s;
}

/** Play the moves lineupAdvice suggests. */
export function followAdvice(student: Student): Student {
  return lineupAdvice(student).moves.reduce((s, move) => tryMove(s, move).student, student);
}

/** Play the current season to its end with a strategy. Stops early if the team cannot play. */
export function playSeason(student: Student, strategy: Strategy, rng: Rng): Student {
  let s = strategy.prepare(student, rng);
  for (let guard = 0; guard < 40 && !s.season.inTransition; guard++) {
    if (s.season.currentScenario !== null || !isLineupComplete(s)) s = strategy.replace(s, rng);
    // A strategy that found no way of its own follows the engine's advice (a trade, lower
    // savings), as a student following the Season screen's words would.
    if (!isLineupComplete(s)) s = followAdvice(s);
    if (playBlocker(s) !== null) break;
    s = tryMove(s, { type: 'playGame', cheerBonus: strategy.cheer(rng) }).student;
  }
  return s;
}

export const STRATEGIES = { smart, careless, random } as const;
