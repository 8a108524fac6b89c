import { setObjective } from '../objectives/objectives';
import { isLineupComplete } from '../lineup/starters';
import type { Student } from '../types';

/**
 * Objectives that follow a signing (docs/product.md#lineup-rules): a full lineup completes FILL_TEAM when it
 * was open, closes an open injury scenario, and completes 'Replace the injured player' when it was
 * open (also after a short-handed game closed the scenario but not the objective).
 */
export function afterLineupChange(student: Student): Student {
  if (!isLineupComplete(student)) return student;
  let objectives = student.objectives;
  if (!(objectives.FILL_TEAM?.isComplete ?? false)) objectives = setObjective(objectives, 'FILL_TEAM', true);
  let season = student.season;
  if (objectives.SEASON_SCENARIO?.isComplete === false) objectives = setObjective(objectives, 'SEASON_SCENARIO', true);
  if (season.currentScenario !== null) season = { ...season, currentScenario: null };
  return { ...student, objectives, season };
}
