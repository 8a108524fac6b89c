import type { Rng } from '../random';
import type { Level, SeasonState, SeasonTeam } from '../types';
import type { GameDecision } from './decideGame';
import { outsideGamesOfDay, studentGameResults, withResult } from './league';
import type { TeamResult } from './league';
import { rankStandings } from './standings';

const withTeamResult = (team: SeasonTeam, result: TeamResult | undefined): SeasonTeam =>
  result === undefined ? team : { ...team, stats: withResult(team.stats, result) };

/**
 * Put one game day into the season: the student's team and its opponent get the real result
 * (an overtime loss is an overtime loss, worth 1 point), every other team plays a club outside
 * the table, by chance weighted by its rank (season/league.ts; our reading of the specification's
 * "other teams gain random points and wins", at its pace: docs/product.md#season-rules, docs/decisions.md#d47), the
 * standings are rebuilt and the next opponent comes up.
 */
export function recordGame(season: SeasonState, decision: GameDecision, level: Level, rng: Rng): SeasonState {
  const index = season.currentOpponentIndex;
  const [studentResult, opponentResult] = studentGameResults(decision.outcome);
  const homeTeam = withTeamResult(season.homeTeam, studentResult);
  const others = outsideGamesOfDay(season.allOpponents, index, level, rng);
  const allOpponents = season.allOpponents.map((team, i) => withTeamResult(team, i === index ? opponentResult : others.get(i)));
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
