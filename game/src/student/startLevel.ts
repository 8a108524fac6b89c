import { initialPlayers } from '../content/players';
import { newObjectives } from '../objectives/objectives';
import type { Rng } from '../random';
import { createSeason } from '../season/createSeason';
import { levelKey } from '../types';
import type { Level, Student } from '../types';

/**
 * A fresh season at a level: fresh players (injured ones come back), an empty lineup, no
 * savings, fresh objectives and page visits, that level's results cleared and new opponents.
 * Cups, rollover savings, tutorials, time spent and the total budget are kept; promotion
 * sets the total budget itself.
 */
export function startLevel(student: Student, level: Level, rng: Rng): Student {
  return {
    ...student,
    level,
    savingsBudget: 0,
    players: initialPlayers(level),
    fOne: null,
    fTwo: null,
    fThree: null,
    dOne: null,
    dTwo: null,
    gOne: null,
    objectives: newObjectives(),
    pagesVisited: [],
    seasons: { ...student.seasons, [levelKey(level)]: [] },
    season: createSeason(level, rng),
  };
}
