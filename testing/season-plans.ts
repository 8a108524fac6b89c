// A student at any point of a season, for e2e/ and tools/ alike: which players a sensible
// student picks, the moves a season's set-up makes, and the states the Admin SDK writes before
// a journey or a benchmark starts (studentAt). Everything is computed by the rules engine
// itself (applyMove), so a plan the rules would refuse fails here, loudly, before a browser
// tries it. The browser journeys then make every move through the screens; these functions
// only say which.
import {
  applyMove,
  BASE_BUDGET,
  createRng,
  isLineupComplete,
  lineupAdvice,
  newStudent,
  positionFitsSlot,
  remainingBudget,
  signablePlayers,
  SLOTS,
  SLOT_POSITION,
  startLevel,
  teamRank,
  tradablePlayers,
  type Level,
  type Move,
  type Player,
  type SlotName,
  type Student,
} from "@rink/game";

/** Applies a move that must succeed (the state after it); a refused move throws, naming the move and the rule. */
export const applyOrThrow = (s: Student, move: Move): Student => {
  const result = applyMove(s, move);
  if ("error" in result) throw new Error(`${move.type} refused: ${result.error.code}`);
  return result.state;
};

const tryMove = (s: Student, move: Move): Student | null => {
  const result = applyMove(s, move);
  return "state" in result ? result.state : null;
};

export interface SignStep {
  slot: SlotName;
  player: Player;
}

export interface TradeStep {
  slot: SlotName;
  /** The starter leaving. */
  outgoing: Player;
  incoming: Player;
}

function choose<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  return items.flatMap((item, i) => choose(items.slice(i + 1), k - 1).map((rest) => [item, ...rest]));
}

/**
 * The players a student could put in `slot` when it is the first empty one: the market's, plus
 * the scouted players with an offer while the lineup objective is open (docs/product.md#lineup-rules).
 */
const candidates = (s: Student, slot: SlotName): Player[] => {
  const offered = !(s.objectives.FILL_TEAM?.isComplete ?? false);
  return [
    ...signablePlayers(s, slot).filter((p) => p.playerAssignment === "marketPlayer"),
    ...(offered ? s.players.filter((p) => p.playerAssignment === "offeredScoutPlayer" && positionFitsSlot(p.playerPosition, slot)) : []),
  ];
};

/**
 * The strongest lineup the money left pays for, signed slot by slot in the team page's order
 * (Forward 1 ... Goalie). Signing in that order keeps each slot the first empty one, so the
 * scouted players the student offered contracts to are on its board (docs/product.md#lineup-rules).
 * Ties go to the cheaper lineup.
 */
export function strongestLineup(s: Student): SignStep[] {
  const empty = SLOTS.filter((slot) => s[slot] === null);
  const byPosition = (position: string) => empty.filter((slot) => SLOT_POSITION[slot] === position);
  const groups = (["forward", "defense", "goalie"] as const).map((position) => {
    const slots = byPosition(position);
    const first = slots[0];
    const pool = first ? candidates(s, first) : [];
    return { slots, options: choose(pool, slots.length) };
  });
  let best: { rank: number; cost: number; picks: SignStep[] } | null = null;
  const [f, d, g] = groups;
  if (!f || !d || !g) throw new Error("no groups");
  for (const fs of f.options)
    for (const ds of d.options)
      for (const gs of g.options) {
        const picks: SignStep[] = [
          ...fs.map((player, i) => ({ slot: f.slots[i] as SlotName, player })),
          ...ds.map((player, i) => ({ slot: d.slots[i] as SlotName, player })),
          ...gs.map((player, i) => ({ slot: g.slots[i] as SlotName, player })),
        ];
        const cost = picks.reduce((sum, p) => sum + p.player.playerCost, 0);
        const rank = picks.reduce((sum, p) => sum + p.player.overallRank, 0);
        if (best && (rank < best.rank || (rank === best.rank && cost >= best.cost))) continue;
        if (signAll(s, inSlotOrder(picks)) === null) continue;
        best = { rank, cost, picks };
      }
  if (!best) throw new Error("no lineup fits the budget");
  return inSlotOrder(best.picks);
}

const inSlotOrder = (steps: SignStep[]): SignStep[] => [...steps].sort((a, b) => SLOTS.indexOf(a.slot) - SLOTS.indexOf(b.slot));

function signAll(s: Student, steps: readonly SignStep[]): Student | null {
  let acc: Student | null = s;
  for (const step of steps) {
    if (acc === null) return null;
    acc = tryMove(acc, { type: "sign", slot: step.slot, playerId: step.player._id });
  }
  return acc;
}

/** The cheapest players that fill the empty slots (a weak team, or the least money spent). */
export function cheapestFill(s: Student): SignStep[] {
  const steps: SignStep[] = [];
  let acc = s;
  for (const slot of SLOTS) {
    if (acc[slot] !== null) continue;
    const player = [...candidates(acc, slot)]
      .filter((p) => p.playerAssignment === "marketPlayer")
      .sort((a, b) => a.playerCost - b.playerCost || a.overallRank - b.overallRank)
      .find((p) => tryMove(acc, { type: "sign", slot, playerId: p._id }) !== null);
    if (!player) throw new Error(`nobody affordable for ${slot}`);
    acc = applyOrThrow(acc, { type: "sign", slot, playerId: player._id });
    steps.push({ slot, player });
  }
  return steps;
}

export interface InjuryPlan {
  trade: TradeStep | null;
  signs: SignStep[];
  /** Team rank once the plan is done. */
  rank: number;
}

/**
 * After an injury: one trade of a starter for a market player (when `trade` is asked for),
 * then the strongest signings for the empty slots that keep the savings. The student's
 * choice a Team page offers: a trade can free money (a cheaper player) or buy rank with the
 * money the injured contracts left.
 */
export function injuryPlan(s: Student, withTrade: boolean): InjuryPlan {
  const trades: Array<TradeStep | null> = withTrade
    ? SLOTS.flatMap((slot) => {
        const outgoing = s.players.find((p) => p._id === s[slot]);
        return outgoing ? tradablePlayers(s, slot).map((incoming) => ({ slot, outgoing, incoming })) : [];
      })
    : [null];
  let best: InjuryPlan | null = null;
  for (const trade of trades) {
    const traded = trade ? tryMove(s, { type: "trade", slot: trade.slot, playerId: trade.incoming._id }) : s;
    if (!traded) continue;
    let signs: SignStep[];
    try {
      signs = strongestLineup(traded);
    } catch {
      continue;
    }
    const done = signAll(traded, signs);
    if (!done || !isLineupComplete(done)) continue;
    const rank = teamRank(done);
    if (!best || rank > best.rank) best = { trade, signs, rank };
  }
  if (!best) throw new Error("no trade and signings refill the lineup");
  return best;
}

/** Applies a plan with the engine: what the screens should leave behind. */
export function applyInjuryPlan(s: Student, plan: InjuryPlan): Student {
  const traded = plan.trade ? applyOrThrow(s, { type: "trade", slot: plan.trade.slot, playerId: plan.trade.incoming._id }) : s;
  return plan.signs.reduce((acc, step) => applyOrThrow(acc, { type: "sign", slot: step.slot, playerId: step.player._id }), traded);
}

/** How a journey refills its lineup after the injury that followed game `game`. */
export type Refill = (s: Student, game: number) => InjuryPlan;

/**
 * The rest of the season as the engine plays it with a fixed cheer bonus and the journey's
 * refills: what the screens should reach. With bonus 0 it is the worst the cheering can do
 * (a bonus only turns losses into wins, and the chance draws are the same either way).
 */
export function playedOut(s: Student, cheerBonus: number, refill: Refill): Student {
  let acc = s;
  while (!acc.season.inTransition) {
    if (acc.season.currentScenario !== null) acc = applyInjuryPlan(acc, refill(acc, acc.season.completedGames));
    acc = applyOrThrow(acc, { type: "playGame", cheerBonus, game: acc.season.completedGames + 1 });
  }
  return acc;
}

// ---- Set-ups written with the Admin SDK --------------------------------------------------

/**
 * The season and chance draws a fresh student would have had from `seed` (the server picks a
 * random seed at sign-up). Used on a freshly made student so the journey is repeatable:
 * the same opponents and the same injuries every run.
 */
export function seededStart(stored: Student, seed: number): Pick<Student, "season" | "rngSeed" | "rngState"> {
  const fresh = newStudent({ firstName: stored.firstName, lastName: stored.lastName, userName: stored.userName, seed });
  return { season: fresh.season, rngSeed: fresh.rngSeed, rngState: fresh.rngState };
}

/** Tutorials done and the pages a student reaching the season has visited. */
export function walked(s: Student): Student {
  let acc = s;
  for (const tutorial of ["home", "budget", "team", "scout", "season"] as const) {
    acc = tryMove(acc, { type: "completeTutorial", tutorial }) ?? acc;
  }
  for (const page of ["home", "budget", "team", "scout", "season"] as const) acc = tryMove(acc, { type: "visitPage", page }) ?? acc;
  return acc;
}

/** A fresh season at `level` from the stored student, seeded, with the pages visited (as the trophies tests do). */
export function beginLevel(stored: Student, level: Level, seed: number): Student {
  const rng = createRng(seed);
  const started = startLevel({ ...stored, totalBudget: BASE_BUDGET[level] }, level, rng);
  return walked({ ...started, rngState: rng.state() });
}

/** The cheapest full lineup: a team that loses every game (level 1 opponents rank 70-94). */
export function weakTeam(s: Student): Student {
  return cheapestFill(s).reduce((acc, step) => applyOrThrow(acc, { type: "sign", slot: step.slot, playerId: step.player._id }), s);
}

/** Savings first, then the strongest lineup the rest pays for. */
export function strongTeam(s: Student, savings: number): Student {
  const saved = applyOrThrow(s, { type: "setSavings", amount: savings });
  return strongestLineup(saved).reduce((acc, step) => applyOrThrow(acc, { type: "sign", slot: step.slot, playerId: step.player._id }), saved);
}

// ---- A student at a point of a season ------------------------------------------------------

/** Before a game: fills the lineup again after an injury (or leaves it as it is). */
export type BeforeGame = (s: Student) => Student;

/** After an injury: the cheapest market player that fits each empty slot, where one is affordable. */
export function refillCheapest(s: Student): Student {
  let acc = s;
  for (const slot of SLOTS) {
    if (acc[slot] !== null) continue;
    const player = acc.players
      .filter((p) => p.playerAssignment === "marketPlayer" && p.playerPosition === SLOT_POSITION[slot] && p.playerCost <= remainingBudget(acc))
      .sort((a, b) => a.playerCost - b.playerCost)[0];
    if (player) acc = applyOrThrow(acc, { type: "sign", slot, playerId: player._id });
  }
  return acc;
}

/** After an injury: the strongest refill that keeps the savings, with no trade (injuryPlan). */
export const refillStrongest: BeforeGame = (s) => (s.season.currentScenario === null ? s : applyInjuryPlan(s, injuryPlan(s, false)));

/** The engine's own advice for the lineup (the Team page's), followed. */
export const followAdvice: BeforeGame = (s) => lineupAdvice(s).moves.reduce(applyOrThrow, s);

/** Plays up to `games` more games (fewer when the season ends), `beforeGame` making each one playable. */
export function playGames(s: Student, games: number, options: { cheerBonus?: number; beforeGame?: BeforeGame } = {}): Student {
  const { cheerBonus = 5, beforeGame = refillCheapest } = options;
  let acc = s;
  for (let i = 0; i < games && !acc.season.inTransition; i += 1) {
    acc = applyOrThrow(beforeGame(acc), { type: "playGame", cheerBonus, game: acc.season.completedGames + 1 });
  }
  return acc;
}

export interface SeasonPoint {
  /** The level begun (default 1). */
  level?: Level;
  /** The season's draws (default 1): the same seed, the same opponents and injuries. */
  seed?: number;
  /** Saved before the lineup is signed (default 0). */
  savings?: number;
  /** The strongest lineup the money left pays for, or the cheapest (default). */
  team?: "strong" | "weak";
  /** Games played by the engine (default 0; more than the season holds plays it all). */
  games?: number;
  cheerBonus?: number;
  beforeGame?: BeforeGame;
}

/**
 * The student `stored` at a point of a season: `level` begun with `seed` (tutorials done, the
 * pages visited), `savings` saved, a team signed, then `games` games played by the engine.
 */
export function studentAt(stored: Student, point: SeasonPoint = {}): Student {
  const { level = 1, seed = 1, savings = 0, team = "weak", games = 0, cheerBonus, beforeGame } = point;
  const begun = beginLevel(stored, level, seed);
  const saved = savings > 0 ? applyOrThrow(begun, { type: "setSavings", amount: savings }) : begun;
  const signed = team === "strong" ? strongestLineup(saved).reduce((acc, step) => applyOrThrow(acc, { type: "sign", slot: step.slot, playerId: step.player._id }), saved) : weakTeam(saved);
  return playGames(signed, games, { cheerBonus, beforeGame });
}
