import { isSlotName } from '../lineup/slots';
import { assignPlayer } from '../lineup/players';
import type { MoveOf, Student } from '../types';

/** The moves that change who is in the six slots. */
export type LineupMove = MoveOf<'sign' | 'trade' | 'release'>;

/**
 * What a lineup move does to the players, without its rules: the one place that says so, used
 * by the moves once their checks pass and by previewMove to show what a refused move would
 * have left (the sign confirmation shows "not enough!" before the refusal).
 */
export function lineupChange(student: Student, move: LineupMove): Student {
  if (!isSlotName(move.slot)) return student;
  const current = student[move.slot];
  switch (move.type) {
    case 'sign':
      return assignPlayer(student, move.playerId, move.slot);
    case 'trade':
      return assignPlayer(current === null ? student : assignPlayer(student, current, 'unavailable'), move.playerId, move.slot);
    case 'release':
      return current === null ? student : assignPlayer(student, current, 'marketPlayer');
  }
}
