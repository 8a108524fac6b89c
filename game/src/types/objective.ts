/** Objective types (docs/product.md#objectives). */
export type ObjectiveType = 'LEARN_BUDGET' | 'FILL_TEAM' | 'PLAY_SEASON' | 'SEASON_SCENARIO';
export const OBJECTIVE_TYPES: readonly ObjectiveType[] = [
  'LEARN_BUDGET',
  'FILL_TEAM',
  'PLAY_SEASON',
  'SEASON_SCENARIO',
];

export interface Objective {
  id: string;
  /** The text the objectives board shows. */
  objective: string;
  isComplete: boolean;
  isUrgent: boolean;
  type: ObjectiveType;
}

/** Stored map keyed by objective type; SEASON_SCENARIO exists only once an injury has happened. */
export type Objectives = Partial<Record<ObjectiveType, Objective>>;
