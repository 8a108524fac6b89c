import { INJURIES_PER_EVENT, INJURY_EVERY_GAMES } from '../levels';
import { makeObjective, setObjective } from '../objectives/objectives';
import { SLOTS } from '../lineup/slots';
import type { Rng } from '../random';
import type { Player, Scenario, Student } from '../types';
import { updatePlayers } from '../lineup/players';
import { logInjury } from './injuryLog';

/** An injury event follows every 4th game but never the last one (docs/product.md#injury-rules). */
export const injuryDue = (completedGames: number, gamesInSeason: number): boolean =>
  completedGames > 0 && completedGames % INJURY_EVERY_GAMES === 0 && completedGames < gamesInSeason;

/**
 * Who gets hurt (docs/product.md#injury-rules): first the second-best starter by overall rank (ties go to
 * the earlier slot), then random starters among the rest, two in all at every level.
 */
export function chooseInjured(student: Student, rng: Rng): Player[] {
  const lineup = SLOTS.flatMap((slot) => {
    const p = student.players.find((x) => x._id === student[slot]);
    return p ? [p] : [];
  });
  const byRank = [...lineup].sort((a, b) => b.overallRank - a.overallRank);
  const injured: Player[] = [];
  const secondBest = byRank[1] ?? byRank[0];
  if (secondBest) injured.push(secondBest);
  while (injured.length < INJURIES_PER_EVENT[student.level]) {
    const rest = lineup.filter((p) => !injured.includes(p));
    if (rest.length === 0) break;
    injured.push(rng.pick(rest));
  }
  return injured;
}

export const injuryMessage = (names: readonly string[]): string =>
  `${names.join(' and ')} ${names.length === 1 ? 'is' : 'are'} injured! Sign a replacement before the next game.`;

/**
 * Apply an injury event: the injured players become unavailable and leave their slots, the
 * 'Replace the injured player' objective opens (urgent), and the lineup objective reopens
 * so scouted players are offered again at the first empty slot.
 */
export function applyInjuries(student: Student, rng: Rng): Student {
  const injured = chooseInjured(student, rng);
  if (injured.length === 0) return student;
  const next: Student = {
    ...student,
    players: updatePlayers(
      student.players,
      Object.fromEntries(injured.map((p) => [p._id, { playerAssignment: 'unavailable' as const }])),
    ),
  };
  for (const slot of SLOTS) {
    if (injured.some((p) => p._id === next[slot])) next[slot] = null;
  }
  const objective = makeObjective('SEASON_SCENARIO', false, true);
  const first = injured[0] as Player;
  const scenario: Scenario = {
    message: injuryMessage(injured.map((p) => p.playerName)),
    objective,
    action: 'injury',
    selectPlayer: true,
    player: first._id,
    injuredPlayers: injured.map((p) => p._id),
    gameButtonLabel: 'Go to Team',
    gameButtonAction: '/team',
  };
  const logged = logInjury(next, injured);
  return {
    ...logged,
    objectives: setObjective(setObjective(next.objectives, 'SEASON_SCENARIO', false, true), 'FILL_TEAM', false),
    season: { ...logged.season, currentScenario: scenario },
  };
}
