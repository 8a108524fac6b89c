import { setObjective } from '../objectives/objectives';
import { isLineupComplete } from '../lineup/starters';
import type { Student } from '../types';

/**
 * Objectives that follow a signing (docs/product.md#lineup-rules): a full lineup completes FILL_TEAM when it
 * was open, and closes an open injury scenario.
 */
export function afterLineupChange(student: Student): Student {
  if (!isLineupComplete(student)) return student;
  let objectives = student.objectives;
  if (!(objectives.FILL_TEAM?.isComplete ?? false)) objectives = setObjective(objectives, 'FILL_TEAM', true);
  let season = student.season;
  if (season.currentScenario !== null) {
    objectives = setObjective(objectives, 'SEASON_SCENARIO', true);
    season = { ...season, currentScenario: null };
  }
  return { ...student, objectives, season };
}
