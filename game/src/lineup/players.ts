import type { Player, PlayerAssignment, SlotName, Student } from '../types';

export const findPlayer = (student: Student, playerId: string): Player | undefined =>
  student.players.find((p) => p._id === playerId);

/** A copy of the players with some of them changed, by id. */
export function updatePlayers(
  players: readonly Player[],
  changes: Readonly<Record<string, Partial<Player>>>,
): Player[] {
  return players.map((p) => {
    const change = changes[p._id];
    return change ? { ...p, ...change } : p;
  });
}

/** Move one player to a new place, keeping the slot fields in step with playerAssignment. */
export function assignPlayer(student: Student, playerId: string, assignment: PlayerAssignment): Student {
  const player = findPlayer(student, playerId);
  const next: Student = {
    ...student,
    players: updatePlayers(student.players, { [playerId]: { playerAssignment: assignment } }),
  };
  const oldSlot = player && isSlot(player.playerAssignment) ? player.playerAssignment : null;
  if (oldSlot && next[oldSlot] === playerId) next[oldSlot] = null;
  if (isSlot(assignment)) next[assignment] = playerId;
  return next;
}

const isSlot = (a: PlayerAssignment): a is SlotName =>
  a === 'fOne' || a === 'fTwo' || a === 'fThree' || a === 'dOne' || a === 'dTwo' || a === 'gOne';
