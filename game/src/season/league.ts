import { OPPONENT_RANK_RANGE, OUTSIDE_GAME_CHANCES, POINTS } from '../levels';
import type { Rng } from '../random';
import type { GameOutcome, Level, SeasonTeam, TeamStats } from '../types';

/**
 * The league's games (docs/decisions.md#d47): every team's record
 * is built here from games it played, one result at a time, so every row of the standings is
 * a record a hockey fan would believe: games played = wins + losses + overtime losses, and
 * points = 2 x wins + overtime losses (docs/product.md#season-rules: win 2, overtime loss 1, loss 0).
 */

/** One team's result in one game. */
export type TeamResult = 'win' | 'overtimeLoss' | 'loss';

/** A team's record before its first game. */
export const NO_GAMES: TeamStats = { wins: 0, losses: 0, overtimeLosses: 0, points: 0 };

/** Games a team has played: every game is a win, a regulation loss or an overtime loss. */
export const gamesPlayed = (stats: TeamStats): number => stats.wins + stats.losses + stats.overtimeLosses;

const RESULT_POINTS: Readonly<Record<TeamResult, number>> = {
  win: POINTS.win,
  overtimeLoss: POINTS.overtimeLoss,
  loss: POINTS.loss,
};

/** A record with one more game in it. */
export function withResult(stats: TeamStats, result: TeamResult): TeamStats {
  return {
    wins: stats.wins + (result === 'win' ? 1 : 0),
    losses: stats.losses + (result === 'loss' ? 1 : 0),
    overtimeLosses: stats.overtimeLosses + (result === 'overtimeLoss' ? 1 : 0),
    points: stats.points + RESULT_POINTS[result],
  };
}

/** The student's game as [student's result, opponent's result]: the loser in overtime gets its point. */
export function studentGameResults(outcome: GameOutcome): [TeamResult, TeamResult] {
  switch (outcome) {
    case 'won':
      return ['win', 'loss'];
    case 'wonOvertime':
      return ['win', 'overtimeLoss'];
    case 'lostOvertime':
      return ['overtimeLoss', 'win'];
    case 'lost':
      return ['loss', 'win'];
  }
}

/** A team's chances in a game against a club outside the table: win, overtime loss, loss. */
interface OutsideGameChances {
  win: number;
  overtimeLoss: number;
  loss: number;
}

/**
 * A team's chances against a club outside the table, by its rank's place in the level's
 * opponent rank range (OUTSIDE_GAME_CHANCES: from the weakest end to the strongest in a
 * straight line, 1.5 points a game for a team mid-range, the spec's average).
 */
export function outsideGameChances(teamRank: number, level: Level): OutsideGameChances {
  const [low, high] = OPPONENT_RANK_RANGE[level];
  const place = Math.min(1, Math.max(0, (teamRank - low) / (high - low)));
  const { weakest, strongest } = OUTSIDE_GAME_CHANCES;
  const win = weakest.win + (strongest.win - weakest.win) * place;
  const overtimeLoss = weakest.overtimeLoss + (strongest.overtimeLoss - weakest.overtimeLoss) * place;
  return { win, overtimeLoss, loss: 1 - win - overtimeLoss };
}

/** A team's game against a club outside the table, its result drawn with outsideGameChances. */
export function playOutsideGame(team: SeasonTeam, level: Level, rng: Rng): TeamResult {
  const { win, overtimeLoss } = outsideGameChances(team.teamRank, level);
  const roll = rng.next();
  if (roll < win) return 'win';
  return roll < win + overtimeLoss ? 'overtimeLoss' : 'loss';
}

/**
 * The other games of one game day, as each opponent's result (by index into `opponents`):
 * while the student plays opponents[playing], every other team plays a club outside the table
 * (the spec's other teams gain points on every game day, at 1.5 a day on average, which games
 * among themselves could not give: a game hands out 2 points between two teams). So every
 * team has played exactly as many games as the student.
 */
export function outsideGamesOfDay(opponents: readonly SeasonTeam[], playing: number, level: Level, rng: Rng): Map<number, TeamResult> {
  const results = new Map<number, TeamResult>();
  opponents.forEach((team, i) => {
    if (i !== playing) results.set(i, playOutsideGame(team, level, rng));
  });
  return results;
}
