import { OTHER_TEAM_POINTS_PER_GAME, OTHER_TEAM_WINS_PER_GAME, POINTS } from '../levels';
import type { Rng } from '../random';
import type { SeasonState, SeasonTeam, TeamStats } from '../types';
import type { GameDecision } from './decideGame';
import { rankStandings } from './standings';

const addStats = (team: SeasonTeam, delta: TeamStats): SeasonTeam => ({
  ...team,
  stats: {
    wins: team.stats.wins + delta.wins,
    losses: team.stats.losses + delta.losses,
    points: team.stats.points + delta.points,
  },
});

/**
 * Put one game into the season: the student's team and the opponent get the real result
 * (an overtime loss earns the loser 1 point), every other team gains 0-3 points and 0-2
 * wins by chance (spec point 9), the standings are rebuilt and the next opponent comes up.
 */
export function recordGame(season: SeasonState, decision: GameDecision, rng: Rng): SeasonState {
  const index = season.currentOpponentIndex;
  const overtime = decision.outcome === 'wonOvertime' || decision.outcome === 'lostOvertime';
  const homeTeam = addStats(season.homeTeam, {
    wins: decision.win ? 1 : 0,
    losses: decision.win ? 0 : 1,
    points: decision.points,
  });
  const allOpponents = season.allOpponents.map((team, i) => {
    if (i === index) {
      return addStats(team, {
        wins: decision.win ? 0 : 1,
        losses: decision.win ? 1 : 0,
        points: decision.win ? (overtime ? POINTS.overtimeLoss : POINTS.loss) : POINTS.win,
      });
    }
    const points = rng.int(OTHER_TEAM_POINTS_PER_GAME[0], OTHER_TEAM_POINTS_PER_GAME[1]);
    const wins = rng.int(OTHER_TEAM_WINS_PER_GAME[0], OTHER_TEAM_WINS_PER_GAME[1]);
    return addStats(team, { wins, losses: 0, points });
  });
  return {
    ...season,
    homeTeam,
    allOpponents,
    standings: rankStandings([homeTeam, ...allOpponents]),
    completedGames: season.completedGames + 1,
    currentOpponentIndex: index + 1,
    seasonActive: true,
  };
}
