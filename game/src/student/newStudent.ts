import { BASE_BUDGET } from '../levels';
import { createRng, normaliseSeed } from '../random';
import type { Student } from '../types';
import { initialPlayers } from '../content/players';
import { newObjectives } from '../objectives/objectives';
import { createSeason } from '../season/createSeason';

interface NewStudentInput {
  firstName: string;
  lastName: string;
  userName: string;
  teacherId?: string | null;
  /** Seed for every chance event this student will meet; the server picks it, never the client. */
  seed: number;
  /** The class takes the money check (the teacher's setting); off unless said. */
  moneyCheck?: boolean;
}

const noCups = () => ({ savingsCup: false, thirdCup: false, firstCup: false });

/** A fresh level-1 student with the level's players and a first season ready to play. */
export function newStudent(input: NewStudentInput): Student {
  const seed = normaliseSeed(input.seed);
  const rng = createRng(seed);
  const season = createSeason(1, rng);
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    userName: input.userName,
    role: 'student',
    teacherId: input.teacherId ?? null,
    level: 1,
    totalBudget: BASE_BUDGET[1],
    savingsBudget: 0,
    rollOverBudget: 0,
    players: initialPlayers(1),
    fOne: null,
    fTwo: null,
    fThree: null,
    dOne: null,
    dTwo: null,
    gOne: null,
    tutorials: { home: false, budget: false, team: false, scout: false, season: false },
    objectives: newObjectives(),
    pagesVisited: [],
    seasons: { '1': [], '2': [], '3': [] },
    awards: { '1': noCups(), '2': noCups(), '3': noCups() },
    timeSpent: 0,
    wonGame: false,
    season,
    cheerStyle: 'fast',
    debriefs: [],
    moneyCheck: { on: input.moneyCheck ?? false, current: null, taken: [] },
    rngSeed: seed,
    rngState: rng.state(),
  };
}
