// Progress rows for the Learning tab's unit tests: a new student's document, with the money
// check and habits each scenario needs.
import { NO_ACTIVITY, progressOf, type CheckResult, type LearningProgress } from '@rink/common';
import { newStudent } from '@rink/game';
import type { ProgressRow } from '../live/progress-view';

/** A check's result from its right answers by area (spending of 4, saving of 2, managing risk of 2: the forms' split). */
export function result(spending: number, saving: number, managingRisk: number, afterSeason = 0): CheckResult {
  return {
    afterSeason,
    form: afterSeason === 0 ? 'A' : 'B',
    right: spending + saving + managingRisk,
    of: 8,
    byStandard: { spending: { right: spending, of: 4 }, saving: { right: saving, of: 2 }, managingRisk: { right: managingRisk, of: 2 } },
  };
}

export function learningRow(id: string, firstName: string, learning: Partial<LearningProgress> = {}, lastName = 'Kid'): ProgressRow {
  const base = progressOf(newStudent({ firstName, lastName, userName: id, teacherId: 't1', seed: 3 }), NO_ACTIVITY);
  return { ...base, id, learning: { ...base.learning, ...learning } };
}

export const habits = (h: Partial<LearningProgress['habits']>): LearningProgress['habits'] => ({
  seasons: 0,
  seasonsSaved: 0,
  injuries: 0,
  injuriesCovered: 0,
  refusals: 0,
  refusalsRecovered: 0,
  ...h,
});
