import { TUTORIAL_NAMES } from '@rink/game';
import type { StudentTimeSpent } from '@rink/common';

/** A class at a glance, as the teacher's own Classroom Stats counts it (docs/product.md#admin-teachers). */
interface ClassStats {
  students: number;
  totalMinutes: number;
  /** Students who finished all five tutorials. */
  finishedTutorials: number;
  /** Levels finished, added up over the class. */
  levelsCompleted: number;
  /** Students who finished the whole game (all three levels, award accepted). */
  completedGame: number;
}

export const TUTORIAL_COUNT = TUTORIAL_NAMES.length;

export function classStats(students: readonly StudentTimeSpent[]): ClassStats {
  return {
    students: students.length,
    totalMinutes: students.reduce((sum, student) => sum + student.minutes, 0),
    finishedTutorials: students.filter((student) => student.tutorialsDone >= TUTORIAL_COUNT).length,
    levelsCompleted: students.reduce((sum, student) => sum + student.levelsDone, 0),
    completedGame: students.filter((student) => student.wonGame).length,
  };
}
