import { defineMessage, defineMessages } from 'react-intl';

// Home's words (docs/product.md#home-page). English is the specification's wording; Spanish is in
// web/src/i18n/es/home.json. A message with arguments is a defineMessage<Values>, so react-intl 12
// checks the values each call passes (defineMessages alone types a message as taking none).

export const homeMessages = defineMessages({
  title: { id: 'home.title', defaultMessage: 'HOME' },
  teamLogo: defineMessage<{ team: string }>({ id: 'home.teamLogo', defaultMessage: '{team} logo' }),
  welcome: defineMessage<{ firstName: string }>({ id: 'home.welcome', defaultMessage: 'Welcome, {firstName}!' }),
  generalManager: defineMessage<{ team: string }>({ id: 'home.generalManager', defaultMessage: 'General Manager, {team}' }),
  level: defineMessage<{ level: number }>({ id: 'home.level', defaultMessage: 'Level {level}' }),
  whereNext: { id: 'home.whereNext', defaultMessage: 'Where to next' },
  stickTeam: { id: 'home.stick.team', defaultMessage: 'TEAM' },
  stickTeamDescription: { id: 'home.stick.teamDescription', defaultMessage: 'Build your team by signing players!' },
  stickBudget: { id: 'home.stick.budget', defaultMessage: 'BUDGET' },
  stickBudgetDescription: { id: 'home.stick.budgetDescription', defaultMessage: 'Manage your team’s money.' },
  stickSeason: { id: 'home.stick.season', defaultMessage: 'SEASON' },
  stickSeasonDescription: { id: 'home.stick.seasonDescription', defaultMessage: 'Play games and win the championship!' },
  stickTrophies: { id: 'home.stick.trophies', defaultMessage: 'TROPHIES' },
  stickTrophiesDescription: { id: 'home.stick.trophiesDescription', defaultMessage: 'See your badges and trophies!' },

  objectives: { id: 'home.objectives', defaultMessage: 'Objectives' },
  nothingToDo: { id: 'home.nothingToDo', defaultMessage: 'Nothing to do right now. Great work!' },
  objectiveDone: { id: 'home.objectiveDone', defaultMessage: '(done)' },
  objectiveUrgent: { id: 'home.objectiveUrgent', defaultMessage: '(do this now)' },
  objectiveToDo: { id: 'home.objectiveToDo', defaultMessage: '(to do)' },

  teamRank: { id: 'home.teamRank', defaultMessage: 'Team rank' },
  teamRankValue: defineMessage<{ rank: string; cap: string }>({ id: 'home.teamRankValue', defaultMessage: '{rank} of {cap}' }),
  spendingBudget: { id: 'home.spendingBudget', defaultMessage: 'Spending budget' },
  spendingBudgetValue: defineMessage<{ spent: string; spendable: string }>({ id: 'home.spendingBudgetValue', defaultMessage: '{spent} spent of {spendable}' }),
  savings: defineMessage<{ amount: string }>({ id: 'home.savings', defaultMessage: 'Savings: {amount}' }),

  resetButton: { id: 'home.reset.button', defaultMessage: 'Reset Season' },
  resetTitle: { id: 'home.reset.title', defaultMessage: 'Reset the season?' },
  resetDescription: defineMessage<{ level: number }>({
    id: 'home.reset.description',
    defaultMessage: 'Your level {level} season starts over: your lineup, savings, objectives and games played are cleared.',
  }),
  resetBusy: { id: 'home.reset.busy', defaultMessage: 'Resetting' },
  resetDone: { id: 'home.reset.done', defaultMessage: 'Season reset. Good luck!' },
});
