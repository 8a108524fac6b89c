import { SLOTS, SLOT_POSITION, normalisePosition } from '../lineup/slots';
import { isLineupComplete } from '../lineup/starters';
import { teamCost } from '../money/budget';
import type { ErrorCode, SeasonTeam, Student } from '../types';

/**
 * Whether the empty slots can still be filled: enough available players of each position
 * (market, and offered scouted players, who join one at a time at the first empty slot while
 * the lineup objective is open) whose cheapest contracts fit in total - spent, that is with
 * savings emptied if need be. Trades are not counted.
 */
export function lineupFillable(student: Student): boolean {
  const scoutsOpen = !(student.objectives.FILL_TEAM?.isComplete ?? false);
  let cost = 0;
  for (const position of ['forward', 'defense', 'goalie'] as const) {
    const need = SLOTS.filter((slot) => student[slot] === null && SLOT_POSITION[slot] === position).length;
    if (need === 0) continue;
    const costs = student.players
      .filter(
        (p) =>
          normalisePosition(p.playerPosition) === position &&
          (p.playerAssignment === 'marketPlayer' || (scoutsOpen && p.playerAssignment === 'offeredScoutPlayer')),
      )
      .map((p) => p.playerCost)
      .sort((a, b) => a - b);
    if (costs.length < need) return false;
    cost += costs.slice(0, need).reduce((a, b) => a + b, 0);
  }
  return cost <= student.totalBudget - teamCost(student);
}

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
 * One addition to the spec: when injuries and trades have left no affordable player of a
 * needed position, the team plays short-handed rather than being stuck for ever.
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
