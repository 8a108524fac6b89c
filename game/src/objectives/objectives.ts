import type { Objective, ObjectiveType, Objectives, Student } from '../types';
import { OBJECTIVE_TYPES } from '../types';

/** Board texts. SEASON_SCENARIO's is the specification's own; the rest follow its objectives (docs/product.md#objectives). */
export const OBJECTIVE_TEXT: Readonly<Record<ObjectiveType, string>> = {
  LEARN_BUDGET: 'Learn about your budget',
  FILL_TEAM: 'Fill your team by signing players',
  PLAY_SEASON: 'Play the season',
  SEASON_SCENARIO: 'Replace the injured player',
};

const OBJECTIVE_ID: Readonly<Record<ObjectiveType, string>> = {
  LEARN_BUDGET: 'learn-budget',
  FILL_TEAM: 'fill-team',
  PLAY_SEASON: 'play-season',
  SEASON_SCENARIO: 'season-scenario',
};

export const makeObjective = (type: ObjectiveType, isComplete = false, isUrgent = false): Objective => ({
  id: OBJECTIVE_ID[type],
  objective: OBJECTIVE_TEXT[type],
  isComplete,
  isUrgent,
  type,
});

/** Objectives of a fresh season: learn the budget, fill the team, play the season. */
export const newObjectives = (): Objectives => ({
  LEARN_BUDGET: makeObjective('LEARN_BUDGET'),
  FILL_TEAM: makeObjective('FILL_TEAM'),
  PLAY_SEASON: makeObjective('PLAY_SEASON'),
});

/** A copy of the map with one objective set (created when missing). */
export function setObjective(
  objectives: Objectives,
  type: ObjectiveType,
  isComplete: boolean,
  isUrgent = false,
): Objectives {
  return { ...objectives, [type]: makeObjective(type, isComplete, isUrgent) };
}

/**
 * The three objectives the home board shows (docs/product.md#objectives): urgent open ones first, then
 * other open ones, then completed ones, each group in type order.
 */
export function homeObjectives(student: Student): Objective[] {
  const present = OBJECTIVE_TYPES.flatMap((t) => {
    const o = student.objectives[t];
    return o ? [o] : [];
  });
  const score = (o: Objective): number => (o.isComplete ? 2 : o.isUrgent ? 0 : 1);
  return present
    .map((o, i) => ({ o, i }))
    .sort((a, b) => score(a.o) - score(b.o) || a.i - b.i)
    .slice(0, 3)
    .map(({ o }) => o);
}
