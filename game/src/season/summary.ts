import type { Player, Student } from '../types';
import { starters } from '../lineup/starters';
import { teamCost } from '../money/budget';
import { studentPlace } from './standings';

/** Games between double-header summaries (spec point 2: the double-header summary dialog). */
export const GAMES_PER_DOUBLE_HEADER = 2;

export interface SeasonSummary {
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

/** What the double-header and season-complete dialogs show. */
export function seasonSummary(student: Student): SeasonSummary {
  // The team's record as the standings show it, so the dialogs and the board never disagree.
  const { wins, losses, overtimeLosses, points } = student.season.homeTeam.stats;
  const top = starters(student).reduce<Player | null>(
    (best, p) => (best === null || p.overallRank > best.overallRank ? p : best),
    null,
  );
  return {
    wins,
    losses,
    overtimeLosses,
    points,
    place: studentPlace(student.season.standings),
    moneySpent: teamCost(student),
    savings: student.savingsBudget,
    topPlayer: top,
    minutesSpent: Math.floor(student.timeSpent / 60000),
  };
}

/** Whether the double-header summary shows after the game just played. */
export const isDoubleHeaderBreak = (completedGames: number, gamesInSeason: number): boolean =>
  completedGames > 0 && completedGames < gamesInSeason && completedGames % GAMES_PER_DOUBLE_HEADER === 0;
