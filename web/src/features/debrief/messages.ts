import { defineMessage, defineMessages } from 'react-intl';

/** The debrief page's words (docs/product.md#debrief-page). Cup names, injuries and the tip are the game's content (useContent). */
export const debriefMessages = defineMessages({
  screenTitle: { id: 'debrief.screenTitle', defaultMessage: 'SEASON' },
  heading: { id: 'debrief.heading', defaultMessage: 'Season Debrief' },
  notYet: {
    id: 'debrief.notYet',
    defaultMessage: 'Your season debrief appears here when your season ends. Play every game of the season, then come back to see how your money choices worked out!',
  },
  goToSeason: { id: 'debrief.goToSeason', defaultMessage: 'Go to the Season' },
  subtitle: defineMessage<{ level: number; season: number }>({
    id: 'debrief.subtitle',
    defaultMessage: 'Level {level}, your {season, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} season: how your money choices shaped it.',
  }),
  goToTrophies: { id: 'debrief.goToTrophies', defaultMessage: 'Go to Trophies' },

  // The cards' titles.
  resultsTitle: { id: 'debrief.results.title', defaultMessage: 'Your results' },
  savingsTitle: { id: 'debrief.savings.title', defaultMessage: 'What you saved' },
  spendingTitle: { id: 'debrief.spending.title', defaultMessage: 'What you spent' },
  injuriesTitle: { id: 'debrief.injuries.title', defaultMessage: 'How you covered injuries' },
  tipTitle: { id: 'debrief.tip.title', defaultMessage: 'Your tip for next season' },
  checkTitle: { id: 'debrief.check.title', defaultMessage: 'Your money check' },

  // Results.
  wins: { id: 'debrief.results.wins', defaultMessage: 'Wins' },
  losses: { id: 'debrief.results.losses', defaultMessage: 'Losses' },
  points: { id: 'debrief.results.points', defaultMessage: 'Points' },
  /** standings.ts overtimeNote(), under the losses. */
  overtimeNote: defineMessage<{ count: number }>({ id: 'debrief.results.overtimeNote', defaultMessage: '+ {count} in overtime' }),
  place: defineMessage<{ place: string; teams: number }>({ id: 'debrief.results.place', defaultMessage: 'Your team finished {place} of {teams} teams.' }),
  cupLine: defineMessage<{ cup: string; won: 'yes' | 'no' }>({ id: 'debrief.results.cupLine', defaultMessage: '{cup}: {won, select, yes {won!} other {not this time.}}' }),

  // Savings.
  savedThisSeason: { id: 'debrief.savings.savedThisSeason', defaultMessage: 'Saved this season' },
  readyForNext: { id: 'debrief.savings.readyForNext', defaultMessage: 'Ready for next season' },
  savedSome: defineMessage<{ savings: string }>({ id: 'debrief.savings.savedSome', defaultMessage: 'You finished the season with {savings} still in savings.' }),
  savedNone: { id: 'debrief.savings.savedNone', defaultMessage: 'You finished the season with $0 in savings.' },
  cupWon: defineMessage<{ cup: string }>({ id: 'debrief.savings.cupWon', defaultMessage: 'That won the {cup}!' }),
  cupMissed: defineMessage<{ cup: string }>({ id: 'debrief.savings.cupMissed', defaultMessage: 'The {cup} needs money left in savings at the end, so it stayed on the shelf this time.' }),
  rollover: defineMessage<{ rollover: string }>({
    id: 'debrief.savings.rollover',
    defaultMessage: 'Saved money is not lost: {rollover} now waits for you. Next season, press “Use Last Season’s Savings” on Budget to add it to your budget.',
  }),
  rolloverSplit: defineMessage<{ rollover: string; thisSeason: string; earlier: string }>({
    id: 'debrief.savings.rolloverSplit',
    defaultMessage:
      'Saved money is not lost: {rollover} now waits for you ({thisSeason} from this season and {earlier} from earlier ones). Next season, press “Use Last Season’s Savings” on Budget to add it to your budget.',
  }),
  noRollover: { id: 'debrief.savings.noRollover', defaultMessage: 'Money you save at the end of a season can be added to the next season’s budget.' },

  // Spending.
  spent: defineMessage<{ spent: string; budget: string; rank: number }>({
    id: 'debrief.spending.spent',
    defaultMessage: 'You spent {spent} of your {budget} budget on your starters. Together they made a team rank of {rank}.',
  }),
  noPlayersPaid: { id: 'debrief.spending.noPlayersPaid', defaultMessage: 'You did not pay for any players this season.' },
  perMoney: defineMessage<{ money: string; rate: string; average: string }>({
    id: 'debrief.spending.perMoney',
    defaultMessage: 'Every {money} you spent bought about {rate} rank points. An average player gives about {average} for {money}.',
  }),
  verdictAverage: { id: 'debrief.spending.verdictAverage', defaultMessage: 'That is about average.' },
  verdictLow: { id: 'debrief.spending.verdictLow', defaultMessage: 'That is less than average: some of your players cost a lot for their rank.' },
  verdictHigh: { id: 'debrief.spending.verdictHigh', defaultMessage: 'Great shopping: you got more rank for your money than average!' },
  startersCaption: { id: 'debrief.spending.startersCaption', defaultMessage: 'Your starters at the end of the season' },
  columnPlayer: { id: 'debrief.spending.columnPlayer', defaultMessage: 'Player' },
  columnPosition: { id: 'debrief.spending.columnPosition', defaultMessage: 'Position' },
  columnPrice: { id: 'debrief.spending.columnPrice', defaultMessage: 'Price' },
  columnRank: { id: 'debrief.spending.columnRank', defaultMessage: 'Rank' },
  forward: { id: 'debrief.position.forward', defaultMessage: 'Forward' },
  defense: { id: 'debrief.position.defense', defaultMessage: 'Defense' },
  goalie: { id: 'debrief.position.goalie', defaultMessage: 'Goalie' },

  // Injuries.
  noInjuries: { id: 'debrief.injuries.none', defaultMessage: 'Nobody was injured this season.' },

  // The money check.
  standardBoth: defineMessage<{ standard: string; beforeRight: number; beforeOf: number; nowRight: number; nowOf: number }>({ id: 'debrief.check.standardBoth', defaultMessage: '{standard}: {beforeRight} of {beforeOf} before, {nowRight} of {nowOf} now' }),
  standardFirstBoth: defineMessage<{ standard: string; beforeRight: number; beforeOf: number; nowRight: number; nowOf: number }>({
    id: 'debrief.check.standardFirstBoth',
    defaultMessage: '{standard}: {beforeRight} of {beforeOf} on your first check, {nowRight} of {nowOf} now',
  }),
  standardNow: defineMessage<{ standard: string; nowRight: number; nowOf: number }>({ id: 'debrief.check.standardNow', defaultMessage: '{standard}: {nowRight} of {nowOf} now' }),
  growthFirst: { id: 'debrief.check.growthFirst', defaultMessage: 'Next time you take the check, you will see how much you have grown.' },
  growthMore: defineMessage<{ count: number }>({
    id: 'debrief.check.growthMore',
    defaultMessage: 'That is {count, plural, one {# more right} other {# more right}} than before your first season. Your money choices are paying off!',
  }),
  growthMoreFirst: defineMessage<{ count: number }>({
    id: 'debrief.check.growthMoreFirst',
    defaultMessage: 'That is {count, plural, one {# more right} other {# more right}} than on your first check. Your money choices are paying off!',
  }),
  growthSameFirst: {
    id: 'debrief.check.growthSameFirst',
    defaultMessage: 'The same as on your first check. Read the explanations again: they show how each choice works in your team.',
  },
  growthSame: {
    id: 'debrief.check.growthSame',
    defaultMessage: 'The same as before your first season. Read the explanations again: they show how each choice works in your team.',
  },
  growthFewer: {
    id: 'debrief.check.growthFewer',
    defaultMessage: 'A few fewer than before. That happens! Read each explanation again, and try the ideas in your next season.',
  },
});
