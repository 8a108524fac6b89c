import { MAX_LEVEL, TOP_THREE_PLACE } from '../levels';
import { setObjective } from '../objectives/objectives';
import { studentPlace } from './standings';
import { CUPS } from '../content/cups';
import { LEVELS, levelKey } from '../types';
import type { Cup, Level, LevelAwards, Student } from '../types';

/**
 * Cups for a finished season (docs/product.md#cup-rules): savings cup when savings remain, top-three cup
 * for a place of 3 or better, first cup for first place.
 */
export function seasonAwards(savingsBudget: number, place: number): LevelAwards {
  return {
    savingsCup: savingsBudget > 0,
    thirdCup: place <= TOP_THREE_PLACE,
    firstCup: place === 1,
  };
}

/**
 * End the season after its last game: compute the cups (kept forever in the trophy case),
 * move savings to rollOverBudget and zero savingsBudget, and lock the season in transition.
 */
export function endSeason(student: Student): Student {
  const earned = seasonAwards(student.savingsBudget, studentPlace(student.season.standings));
  const key = levelKey(student.level);
  const had = student.awards[key];
  return {
    ...student,
    rollOverBudget: student.rollOverBudget + student.savingsBudget,
    savingsBudget: 0,
    awards: {
      ...student.awards,
      [key]: {
        savingsCup: had.savingsCup || earned.savingsCup,
        thirdCup: had.thirdCup || earned.thirdCup,
        firstCup: had.firstCup || earned.firstCup,
      },
    },
    objectives: setObjective(student.objectives, 'PLAY_SEASON', true),
    season: { ...student.season, awards: earned, inTransition: true, seasonActive: false, inSession: false },
  };
}

/** Whether this season earned the right to move on: top-three and savings cups (docs/product.md#level-rules). */
export const earnedAdvance = (student: Student): boolean =>
  student.season.inTransition && student.season.awards.thirdCup && student.season.awards.savingsCup;

export interface EndOfSeasonChoices {
  repeatSeason: boolean;
  acceptPromotion: boolean;
  acceptAward: boolean;
}

/** The end-of-season buttons (docs/product.md#season-end): Repeat always; Promotion at 1-2 or Award at 3 when earned. */
export function endOfSeasonChoices(student: Student): EndOfSeasonChoices {
  const inTransition = student.season.inTransition;
  const advance = earnedAdvance(student);
  return {
    repeatSeason: inTransition,
    acceptPromotion: advance && student.level < MAX_LEVEL,
    acceptAward: advance && student.level === MAX_LEVEL && !student.wonGame,
  };
}

export interface TrophyShelfCup {
  cup: Cup;
  /** Won in some season of this level (cups are kept forever). */
  earned: boolean;
}

export interface TrophyShelf {
  level: Level;
  /** Above the student's level: shown dimmed (docs/product.md#trophies-page). */
  dimmed: boolean;
  cups: TrophyShelfCup[];
}

/** The trophy case (docs/product.md#trophies-page): a shelf per level, top level first, three cups each. */
export function trophyCase(student: Student): TrophyShelf[] {
  return [...LEVELS].reverse().map((level) => ({
    level,
    dimmed: level > student.level,
    cups: CUPS[level].map((cup) => ({ cup, earned: student.awards[levelKey(level)][cup.key] })),
  }));
}
