import type { SlotName } from './core';

/** The six areas of the 2021 National Standards for Personal Financial Education. */
export const STANDARDS = ['earningIncome', 'spending', 'saving', 'investing', 'managingCredit', 'managingRisk'] as const;
export type Standard = (typeof STANDARDS)[number];

/** The areas the check and the game's decisions speak to, in the order reports show them. */
export const CHECKED_STANDARDS = ['spending', 'saving', 'managingRisk'] as const satisfies readonly Standard[];
export type CheckedStandard = (typeof CHECKED_STANDARDS)[number];

/** The money check's two parallel forms (content/money-check.ts). */
export const CHECK_FORMS = ['A', 'B'] as const;
export type CheckForm = (typeof CHECK_FORMS)[number];

/** When a money check is taken: before the first season of level 1, or after a season ends. */
export type CheckMoment = 'before' | 'after';

/** One money check, under way or finished (learning/check.ts). */
export interface CheckAttempt {
  moment: CheckMoment;
  /** The debrief's seasonNumber of the season just ended; 0 for the check before any season. */
  afterSeason: number;
  form: CheckForm;
  /** The student's choice for each question answered so far, in the form's order. */
  answers: number[];
}

/** The money check of a student (docs/learning.md#the-money-check). */
export interface MoneyCheckState {
  /** The class takes the check: the teacher's setting, copied here by the server. */
  on: boolean;
  /** The check the student has begun and not finished; null when none is under way. */
  current: CheckAttempt | null;
  /** Finished checks, oldest first. */
  taken: CheckAttempt[];
}

/** The money decisions the engine judges at a season's end (learning/decisions.ts). */
export type DecisionKind = 'savedAtEnd' | 'rolloverUsed' | 'refusalRecovered' | 'valueForMoney' | 'injuryCovered';

/** One judged decision of a season, tied to an area of the standards. */
export interface DecisionRecord {
  kind: DecisionKind;
  standard: CheckedStandard;
  /** The student did what the lesson asks (kept savings, covered the injury, ...). */
  met: boolean;
}

/** A signing the rules refused for lack of money, and whether that spot was filled later in the season. */
export interface RefusalRecord {
  slot: SlotName;
  playerId: string;
  /** Games played when it was refused. */
  afterGame: number;
  /** A later signing or trade filled the same spot this season. */
  recovered: boolean;
}
