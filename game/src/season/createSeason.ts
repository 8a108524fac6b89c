import { HOME_TEAMS, OPPONENT_TEAMS } from '../content/teams';
import type { TeamInfo } from '../content/teams';
import { OPPONENT_COUNT, OPPONENT_RANK_RANGE } from '../levels';
import type { Rng } from '../random';
import type { Level, SeasonState, SeasonTeam } from '../types';
import { NO_GAMES } from './league';
import { rankStandings } from './standings';

const seasonTeam = (info: TeamInfo, teamRank: number, isStudentTeam: boolean): SeasonTeam => ({
  ...info,
  videos: { gameOn: info.videos.gameOn, gameOver: { ...info.videos.gameOver } },
  teamRank,
  standings: 0,
  stats: NO_GAMES,
  isStudentTeam,
});

/**
 * A fresh season: the level's opponents in a shuffled order, each with a random team rank
 * in the level's range (docs/product.md#season-rules). The student's team rank is the lineup's, so it is 0 here.
 */
export function createSeason(level: Level, rng: Rng): SeasonState {
  const [low, high] = OPPONENT_RANK_RANGE[level];
  const pool = [...OPPONENT_TEAMS[level]];
  // Fisher-Yates shuffle for the schedule order.
  for (let i = pool.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    const a = pool[i];
    const b = pool[j];
    if (a && b) {
      pool[i] = b;
      pool[j] = a;
    }
  }
  const allOpponents = pool.slice(0, OPPONENT_COUNT[level]).map((info) => seasonTeam(info, rng.int(low, high), false));
  const homeTeam = seasonTeam(HOME_TEAMS[level], 0, true);
  return {
    allOpponents,
    homeTeam,
    completedGames: 0,
    currentOpponentIndex: 0,
    standings: rankStandings([homeTeam, ...allOpponents]),
    inTransition: false,
    inSession: false,
    seasonActive: false,
    awards: { savingsCup: false, thirdCup: false, firstCup: false },
    currentScenario: null,
    scoutingComplete: false,
    injuries: [],
    rolloverUsed: 0,
    refusals: [],
  };
}
