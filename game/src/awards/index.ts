export { seasonAwards, endSeason, earnedAdvance, endOfSeasonChoices } from './awards';
export type { EndOfSeasonChoices } from './awards';
