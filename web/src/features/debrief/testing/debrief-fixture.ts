import type { SeasonDebrief } from '@rink/game';

/** A season's debrief as the engine stores it (a 2nd place, $3 saved): the debrief tests start from it. */
export const aDebrief: SeasonDebrief = {
  level: 1,
  seasonNumber: 1,
  wins: 8,
  losses: 3,
  overtimeLosses: 1,
  points: 17,
  place: 2,
  teams: 13,
  savings: 3,
  savingsCup: true,
  topThreeCup: true,
  firstCup: false,
  rolloverAvailable: 3,
  totalBudget: 15,
  moneySpent: 11,
  teamRank: 132,
  rankPerDollar: 12,
  averageRankPerDollar: 12.5,
  players: [],
  injuries: [],
  shortHandedGames: 0,
  suggestion: { rule: 'keep-going', text: 'Great season!' },
  decisions: [],
};
