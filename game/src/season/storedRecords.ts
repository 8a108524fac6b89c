import { createRng } from '../random';
import { levelKey } from '../types';
import type { GameResult, Level, SeasonDebrief, SeasonState, SeasonTeam, Student, TeamStats } from '../types';
import { GAME_OUTCOMES } from './decideGame';
import type { GameDecision } from './decideGame';
import { NO_GAMES } from './league';
import { recordGame } from './recordGame';
import { rankStandings } from './standings';

/**
 * Documents saved before overtime losses were counted (docs/decisions.md#d47) have no
 * overtimeLosses: their other teams gained 0-3 points and 0-2 wins a game, with no losses,
 * and the student's overtime losses counted as losses. Reading one brings it to today's
 * shape, so every row on the board is a possible record and the season carries on:
 *
 * - the season's records are rebuilt from the games the student played (its results, in
 *   schedule order), the other teams' games replayed by today's rules with a seed taken from
 *   the season itself, so every reader rebuilds the same table;
 * - a debrief keeps its figures, its overtime losses split out of its losses: the student's
 *   points always came from real games, so they are exactly points - 2 x wins.
 */
export function withRealRecords(student: Student): Student {
  const oldSeason = !hasOvertimeLosses(student.season.homeTeam.stats);
  const oldDebriefs = student.debriefs.some((d) => !hasOvertimeLosses(d));
  if (!oldSeason && !oldDebriefs) return student;
  return {
    ...student,
    season: oldSeason ? replayRecords(student.season, student.seasons[levelKey(student.level)], student.level) : student.season,
    debriefs: oldDebriefs ? student.debriefs.map(splitOvertimeLosses) : student.debriefs,
  };
}

const hasOvertimeLosses = (record: Partial<Pick<TeamStats, 'overtimeLosses'>>): boolean => typeof record.overtimeLosses === 'number';

function splitOvertimeLosses(debrief: SeasonDebrief): SeasonDebrief {
  // A stored debrief is only checked to be in a list: leave one without the figures as it is.
  if (hasOvertimeLosses(debrief) || ![debrief.wins, debrief.losses, debrief.points].every(Number.isFinite)) return debrief;
  const overtimeLosses = Math.min(debrief.losses, Math.max(0, debrief.points - 2 * debrief.wins));
  return { ...debrief, losses: debrief.losses - overtimeLosses, overtimeLosses };
}

/** A seed the season itself gives: its schedule (names in order) and its opponents' ranks. */
function seasonSeed(season: SeasonState): number {
  let hash = 2166136261;
  for (const team of season.allOpponents) {
    for (const ch of `${team.name}:${team.teamRank};`) hash = Math.imul(hash ^ ch.charCodeAt(0), 16777619);
  }
  return hash >>> 0;
}

function replayRecords(season: SeasonState, results: readonly GameResult[], level: Level): SeasonState {
  const fresh = (team: SeasonTeam): SeasonTeam => ({ ...team, stats: NO_GAMES });
  const rng = createRng(seasonSeed(season));
  let replay: SeasonState = { ...season, homeTeam: fresh(season.homeTeam), allOpponents: season.allOpponents.map(fresh), completedGames: 0, currentOpponentIndex: 0 };
  for (const result of results.slice(0, season.completedGames)) {
    const decision: GameDecision = {
      outcome: GAME_OUTCOMES[result.messageIndex] ?? (result.win ? 'won' : 'lost'),
      messageIndex: result.messageIndex,
      score: result.score,
      points: result.points,
      win: result.win,
    };
    replay = recordGame(replay, decision, level, rng);
  }
  return { ...season, homeTeam: replay.homeTeam, allOpponents: replay.allOpponents, standings: rankStandings([replay.homeTeam, ...replay.allOpponents]) };
}
