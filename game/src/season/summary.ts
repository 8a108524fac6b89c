import type { Player, Student } from '../types';
import { starters, teamRank } from '../lineup/starters';
import { teamCost } from '../money/budget';
import { studentPlace } from './standings';

/** Games between double-header summaries (docs/product.md#season-dialogs: the double-header summary dialog). */
const GAMES_PER_DOUBLE_HEADER = 2;

interface SeasonSummary {
  wins: number;
  /** Regulation losses. */
  losses: number;
  overtimeLosses: number;
  points: number;
  place: number;
  moneySpent: number;
  savings: number;
  /** The highest-ranked starter, or null with an empty lineup. */
  topPlayer: Player | null;
  minutesSpent: number;
}

/** A lineup's own figures: its rank (the bars'), the money its contracts cost and its best player. */
export interface TeamFigures {
  rank: number;
  moneySpent: number;
  /** The highest-ranked starter, or null with an empty lineup. */
  topPlayer: Player | null;
}

export function teamFigures(student: Student): TeamFigures {
  const topPlayer = starters(student).reduce<Player | null>(
    (best, p) => (best === null || p.overallRank > best.overallRank ? p : best),
    null,
  );
  return { rank: teamRank(student), moneySpent: teamCost(student), topPlayer };
}

/**
 * What the double-header and season-complete dialogs show. `team` is the lineup the figures
 * describe: by default the one the student has now; after a game, the one that played it (the
 * injuries that follow a 4th game take players away in the same move, and the summary reports
 * the games just played, not the lineup the injury left).
 */
export function seasonSummary(student: Student, team: TeamFigures = teamFigures(student)): SeasonSummary {
  // The team's record as the standings show it, so the dialogs and the board never disagree.
  const { wins, losses, overtimeLosses, points } = student.season.homeTeam.stats;
  return {
    wins,
    losses,
    overtimeLosses,
    points,
    place: studentPlace(student.season.standings),
    moneySpent: team.moneySpent,
    savings: student.savingsBudget,
    topPlayer: team.topPlayer,
    minutesSpent: Math.floor(student.timeSpent / 60000),
  };
}

/** Whether the double-header summary shows after the game just played. */
export const isDoubleHeaderBreak = (completedGames: number, gamesInSeason: number): boolean =>
  completedGames > 0 && completedGames < gamesInSeason && completedGames % GAMES_PER_DOUBLE_HEADER === 0;
