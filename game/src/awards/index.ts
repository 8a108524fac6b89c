export { seasonAwards, endSeason, earnedAdvance, endOfSeasonChoices, trophyCase } from './awards';
export type { EndOfSeasonChoices, TrophyShelf, TrophyShelfCup } from './awards';
