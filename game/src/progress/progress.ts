import { MAX_LEVEL } from '../levels';
import type { Student } from '../types';

/** How many of the five tutorials the student has finished (0-5), as the teacher's dashboard shows it. */
export function tutorialsDone(student: Pick<Student, 'tutorials'>): number {
  return Object.values(student.tutorials).filter(Boolean).length;
}

/**
 * Levels finished (docs/product.md#classroom-stats): each promotion finishes the level
 * left behind; the last level counts once its award is accepted and the game is won.
 */
export function levelsDone(student: Pick<Student, 'level' | 'wonGame'>): number {
  return student.wonGame ? MAX_LEVEL : student.level - 1;
}
