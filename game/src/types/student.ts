import type { CheerStyle, Level, LevelKey, Page, TutorialName } from './core';
import type { Objectives } from './objective';
import type { Player } from './player';
import type { MoneyCheckState } from './learning';
import type { GameResult, LevelAwards, SeasonDebrief, SeasonState } from './season';

/**
 * The stored student document (docs/product.md#student-record). Field names are the storage and wire
 * format. No password is stored here. The document id is the student's _id.
 * Everything is JSON: no undefined, no class instances, no arrays inside arrays.
 */
export interface Student {
  firstName: string;
  lastName: string;
  userName: string;
  role: 'student';
  teacherId: string | null;
  level: Level;
  /** Dollars the student may split between spending and savings this season. */
  totalBudget: number;
  /** Dollars put aside with the savings slider. */
  savingsBudget: number;
  /** Dollars saved in earlier seasons, waiting to be added to the total budget. */
  rollOverBudget: number;
  players: Player[];
  fOne: string | null;
  fTwo: string | null;
  fThree: string | null;
  dOne: string | null;
  dTwo: string | null;
  gOne: string | null;
  tutorials: Record<TutorialName, boolean>;
  objectives: Objectives;
  pagesVisited: Page[];
  /** Game results per level, keyed '1'/'2'/'3'. */
  seasons: Record<LevelKey, GameResult[]>;
  awards: Record<LevelKey, LevelAwards>;
  /** Milliseconds played, summed over sessions. */
  timeSpent: number;
  wonGame: boolean;
  /** The season at the current level. */
  season: SeasonState;
  /** How the student cheers during a game: by clicking fast, or at their own pace (see cheer/). */
  cheerStyle: CheerStyle;
  /** Debrief figures of the finished seasons, oldest first, the last MAX_DEBRIEFS kept. */
  debriefs: SeasonDebrief[];
  /** The money check: whether the class takes it, the check under way and the finished ones. */
  moneyCheck: MoneyCheckState;
  /** Seed the student was created with (for support and replays). */
  rngSeed: number;
  /** Current state of the seeded generator; every chance event draws from and advances it. */
  rngState: number;
}
