import { isLineupComplete } from '../lineup/starters';
import type { ErrorCode, SeasonTeam, Student } from '../types';

/** Games in the current season (= opponents, spec point 9). */
export const gamesInSeason = (student: Student): number => student.season.allOpponents.length;

/** The next opponent, or null when the season's games are all played. */
export const nextOpponent = (student: Student): SeasonTeam | null =>
  student.season.allOpponents[student.season.currentOpponentIndex] ?? null;

/** The next opponents after the next one (the ready card shows the upcoming two). */
export const upcomingOpponents = (student: Student, count = 2): SeasonTeam[] =>
  student.season.allOpponents.slice(
    student.season.currentOpponentIndex + 1,
    student.season.currentOpponentIndex + 1 + count,
  );

/**
 * Why the puck button cannot start a game, or null when it can (spec point 4: objectives
 * allow, the lineup is full and opponents remain).
 */
export function playBlocker(student: Student): ErrorCode | null {
  const { season } = student;
  if (season.inTransition) return 'season/in-transition';
  if (season.currentOpponentIndex >= season.allOpponents.length) return 'season/no-games-left';
  if (season.currentScenario !== null) return 'season/scenario-open';
  if (!isLineupComplete(student)) return 'season/lineup-incomplete';
  return null;
}

export const canPlayGame = (student: Student): boolean => playBlocker(student) === null;

/** The 'Game X of N' counter: X is the next game's number, capped at N. */
export const gameCounter = (student: Student): { game: number; of: number } => ({
  game: Math.min(student.season.completedGames + 1, gamesInSeason(student)),
  of: gamesInSeason(student),
});
