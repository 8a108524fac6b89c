import { LEAGUE_RANK_STEP_SHARE, OPPONENT_RANK_RANGE, POINTS } from '../levels';
import type { Rng } from '../random';
import type { GameOutcome, Level, SeasonTeam, TeamStats } from '../types';
import { gapBand } from './decideGame';

/**
 * The league's games (docs/decisions.md, "Standings are real records"): every team's record
 * is built here from games it played, one result at a time, so every row of the standings is
 * a record a hockey fan would believe: games played = wins + losses + overtime losses, and
 * points = 2 x wins + overtime losses (spec point 9: win 2, overtime loss 1, loss 0).
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

/**
 * The chance that a team beats another one `gap` rank points weaker (negative: stronger):
 * a logistic curve whose step is a share of the level's opponent rank range, so it reads the
 * same at every level. Equal teams: 1/2.
 */
export function winChance(gap: number, level: Level): number {
  const [low, high] = OPPONENT_RANK_RANGE[level];
  return 1 / (1 + Math.exp(-gap / ((high - low) * LEAGUE_RANK_STEP_SHARE)));
}

/**
 * A game between two teams that are not the student's, as [a's result, b's result]. The
 * winner is drawn with winChance; teams within 5 rank points of each other go to overtime,
 * the rule that sends the student's own close games there (decideGame's 'close' band).
 */
export function playOtherGame(a: SeasonTeam, b: SeasonTeam, level: Level, rng: Rng): [TeamResult, TeamResult] {
  const gap = a.teamRank - b.teamRank;
  const loser: TeamResult = gapBand(gap) === 'close' ? 'overtimeLoss' : 'loss';
  return rng.next() < winChance(gap, level) ? ['win', loser] : [loser, 'win'];
}

/**
 * The other games of one game day, as each opponent's result (by index into `opponents`):
 * while the student plays opponents[playing], the others are paired by chance and play each
 * other. With an odd number of them the team the student meets next rests that day, so over
 * a season each rests once and no team's games played trail the student's by more than one.
 */
export function otherGamesOfDay(opponents: readonly SeasonTeam[], playing: number, level: Level, rng: Rng): Map<number, TeamResult> {
  let others = opponents.map((_, i) => i).filter((i) => i !== playing);
  if (others.length % 2 === 1) {
    const resting = (playing + 1) % opponents.length;
    others = others.filter((i) => i !== resting);
  }
  // Fisher-Yates shuffle, then neighbours meet.
  for (let i = others.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [others[i], others[j]] = [others[j] as number, others[i] as number];
  }
  const results = new Map<number, TeamResult>();
  for (let k = 0; k + 1 < others.length; k += 2) {
    const a = others[k] as number;
    const b = others[k + 1] as number;
    const teamA = opponents[a];
    const teamB = opponents[b];
    if (!teamA || !teamB) continue;
    const [ra, rb] = playOtherGame(teamA, teamB, level, rng);
    results.set(a, ra);
    results.set(b, rb);
  }
  return results;
}
