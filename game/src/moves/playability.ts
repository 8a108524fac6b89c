import { isLineupComplete } from '../lineup/starters';
import { lineupAdvice } from './lineupAdvice';
import type { ErrorCode, SeasonTeam, Student } from '../types';

/**
 * Whether the empty slots can still be filled by the moves a student has: signing market
 * (or offered scouted) players with the money left, lowering savings, and trading a starter
 * for a cheaper player (release before the first game). See lineupAdvice.
 */
const lineupFillable = (student: Student): boolean => lineupAdvice(student).fix !== 'shortHanded';

/** Games in the current season (= opponents, docs/product.md#season-rules). */
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
 * Why the puck button cannot start a game, or null when it can (docs/product.md#season-rules: objectives
 * allow, the lineup is full and opponents remain).
 * One addition to the spec, the last resort: when no signing, savings change or trade can
 * fill the lineup (lineupAdvice says 'shortHanded', and why), the team plays short-handed
 * rather than being stuck for ever. Whenever the lineup can be filled, the game waits.
 */
export function playBlocker(student: Student): ErrorCode | null {
  const { season } = student;
  if (season.inTransition) return 'season/in-transition';
  if (season.currentOpponentIndex >= season.allOpponents.length) return 'season/no-games-left';
  const full = isLineupComplete(student);
  if (full && season.currentScenario === null) return null;
  if (!full && !lineupFillable(student)) return null;
  if (season.currentScenario !== null) return 'season/scenario-open';
  return 'season/lineup-incomplete';
}

/** True when the next game would be played with empty slots (see playBlocker). */
export const playsShortHanded = (student: Student): boolean =>
  !isLineupComplete(student) && !lineupFillable(student);

export const canPlayGame = (student: Student): boolean => playBlocker(student) === null;

/** The 'Game X of N' counter: X is the next game's number, capped at N. */
export const gameCounter = (student: Student): { game: number; of: number } => ({
  game: Math.min(student.season.completedGames + 1, gamesInSeason(student)),
  of: gamesInSeason(student),
});
