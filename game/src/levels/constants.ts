import type { ContractLevel, Level } from '../types';

/** Per-level table: index by level 1..3. */
type PerLevel<T> = Readonly<Record<Level, T>>;

/**
 * Dollars a season starts with. Source: the spec's budget tutorial ("$15 total at level 1")
 * and the slider tick thresholds 15/150/1500, which tell the money scale of each level.
 */
export const BASE_BUDGET: PerLevel<number> = { 1: 15, 2: 150, 3: 1500 };

/** Money unit per level: contract prices are 1/2/3 of this (docs/product.md#constants: $3/$2/$1, $30/..., $300/...). */
export const MONEY_UNIT: PerLevel<number> = { 1: 1, 2: 10, 3: 100 };

/**
 * Team-cost cap, dollars: the most the six contracts may cost together. The spec hides the
 * value. We choose the base budget: a first season cannot spend everything and still save,
 * so saving is a real trade-off; a student who rolled savings over can spend to the cap and
 * keep money saved, which is the reward for saving. Without a cap, repeated rollovers would
 * buy an unbeatable team.
 *
 * We looked again at a student whose rollover lifts the total above the cap, so a
 * signing is refused with money left. We keep the cap fixed (the spec keeps a budget cap,
 * and a cap that grew with the budget would never refuse anything: the money check always
 * comes first) and made the refusal say plainly why and that the money stays saved
 * ('budget/team-cost-cap' in errors/messages.ts). For a child that is the lesson itself:
 * money saved is still there, it counts for the savings cup and rolls over again.
 */
export const TEAM_COST_CAP: PerLevel<number> = { 1: 15, 2: 150, 3: 1500 };

/** Total overall-rank cap of the six starters (docs/product.md#constants: 160/330/515). */
export const TEAM_RANK_CAP: PerLevel<number> = { 1: 160, 2: 330, 3: 515 };

/** Highest overall rank a single player has (docs/product.md#constants: "1 -> 30, 2 -> 60, 3 -> 90"). */
export const PLAYER_RANK_MAX: PerLevel<number> = { 1: 30, 2: 60, 3: 90 };

/** Savings slider step, dollars (docs/product.md#constants). */
export const SAVINGS_STEP: PerLevel<number> = { 1: 1, 2: 10, 3: 100 };

/** Above this total the slider shows fewer ticks (docs/product.md#constants). */
export const SLIDER_TICK_THIN_ABOVE: PerLevel<number> = { 1: 15, 2: 150, 3: 1500 };

/** In the level-1 budget tutorial the savings puck stops below this (docs/product.md#constants). */
export const BUDGET_TUTORIAL_SAVINGS_LIMIT = 13;

/** Opponents per season = games per season (docs/product.md#constants). */
export const OPPONENT_COUNT: PerLevel<number> = { 1: 12, 2: 12, 3: 13 };

/** Opponent team-rank range, both ends included (docs/product.md#constants). */
export const OPPONENT_RANK_RANGE: PerLevel<readonly [number, number]> = {
  1: [70, 94],
  2: [240, 294],
  3: [425, 489],
};

/** Scouting contract prices in dollars, by contract row (docs/product.md#constants). Row 1 pays most. */
export const CONTRACT_COST: PerLevel<Readonly<Record<ContractLevel, number>>> = {
  1: { 1: 3, 2: 2, 3: 1 },
  2: { 1: 30, 2: 20, 3: 10 },
  3: { 1: 300, 2: 200, 3: 100 },
};

/** Players each contract row holds (docs/product.md#constants: "1/2/3 in the contract rows"), 6 in all. */
export const CONTRACT_ROW_SIZE: Readonly<Record<ContractLevel, number>> = { 1: 1, 2: 2, 3: 3 };

/** Scouted players per season (docs/product.md#constants). */
export const SCOUTED_PLAYER_COUNT = 6;

/** Rank at or above which row 3 (the cheapest) is refused (docs/product.md#constants: 15/45/75). */
export const SCOUT_BLOCK_RANK: PerLevel<number> = { 1: 15, 2: 45, 3: 75 };

/** Rank at or below which row 1 (the dearest) asks 'Are you sure?' (docs/product.md#constants: 5/35/65). */
export const SCOUT_WARN_RANK: PerLevel<number> = { 1: 5, 2: 35, 3: 65 };

/** Points per outcome (docs/product.md#constants: win 2, overtime loss 1, regulation loss 0). */
export const POINTS = { win: 2, overtimeLoss: 1, loss: 0 } as const;

/**
 * The spec's random standings gains of the teams not playing the student, per game (the
 * specification's constants). Read literally they make records no league has (wins with no losses, more wins
 * than games), so the season plays the other teams' games instead (season/league.ts,
 * docs/decisions.md#d47); these stay as the pace those games are
 * calibrated to: (0 + 3) / 2 = 1.5 points a game day on average.
 */
export const OTHER_TEAM_POINTS_PER_GAME: readonly [number, number] = [0, 3];
export const OTHER_TEAM_WINS_PER_GAME: readonly [number, number] = [0, 2];

/**
 * A team not playing the student plays a club outside the table that game day (ours, for the
 * specification's random gains; season/league.ts). Its chances of a win and of an overtime loss (the
 * rest are regulation losses) run in a straight line from the weakest rank of the level's
 * opponent range to the strongest, so stronger teams climb faster, yet anyone can lose.
 *
 * Calibrated to the spec's pace: opponent ranks are drawn evenly over the range, so the league's
 * average team sits mid-range, with a 65% win and a 20% overtime-loss chance: 2 x 0.65 + 0.20 =
 * 1.5 points a game, the literal rule's (0 + 3) / 2. The weakest team averages 2 x 0.45 + 0.30 =
 * 1.2 points a game, the strongest 2 x 0.85 + 0.10 = 1.8: a spread chosen so the 3rd-best team
 * ends a season about where the literal rule put it (npm run bench -w game prints both).
 */
export const OUTSIDE_GAME_CHANCES = {
  weakest: { win: 0.45, overtimeLoss: 0.3 },
  strongest: { win: 0.85, overtimeLoss: 0.1 },
} as const;

/** An injury event follows every 4th game, never the last (docs/product.md#constants). */
export const INJURY_EVERY_GAMES = 4;
export const INJURIES_PER_EVENT: PerLevel<number> = { 1: 2, 2: 2, 3: 2 };

/** Finishing at or above this place earns the top-three cup (docs/product.md#constants). */
export const TOP_THREE_PLACE = 3;

export const MAX_LEVEL: Level = 3;

/** A team buying less than this share of the average rank per dollar bought "low" (the debrief's rank-per-dollar rule, the value-for-money decision). */
export const LOW_VALUE_SHARE = 0.9;
