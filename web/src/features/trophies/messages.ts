import { defineMessage, defineMessages, type MessageTag } from 'react-intl';

/** The trophies page's words (docs/product.md#trophies-page, #season-end). Cup names and descriptions are the game's content (useContent). */
export const trophiesMessages = defineMessages({
  screenTitle: { id: 'trophies.screenTitle', defaultMessage: 'TROPHIES' },
  wonHeading: { id: 'trophies.wonHeading', defaultMessage: 'You won Rink Money!' },
  wonText: { id: 'trophies.wonText', defaultMessage: 'You accepted the major-league award. Every cup you earned stays here.' },
  finaleAgain: { id: 'trophies.finaleAgain', defaultMessage: 'See the Finale Again' },
  readDebrief: { id: 'trophies.readDebrief', defaultMessage: 'Read Your Season Debrief' },

  // The page's way out (stick buttons).
  navLabel: { id: 'trophies.nav.label', defaultMessage: 'Where to next' },
  navHome: { id: 'trophies.nav.home', defaultMessage: 'HOME' },
  navHomeDescription: { id: 'trophies.nav.homeDescription', defaultMessage: 'Back to your office.' },
  navTeam: { id: 'trophies.nav.team', defaultMessage: 'TEAM' },
  navTeamDescription: { id: 'trophies.nav.teamDescription', defaultMessage: 'Build your team by signing players!' },
  navSeason: { id: 'trophies.nav.season', defaultMessage: 'SEASON' },
  navSeasonDescription: { id: 'trophies.nav.seasonDescription', defaultMessage: 'Play games and win the championship!' },
  navBudget: { id: 'trophies.nav.budget', defaultMessage: 'BUDGET' },
  navBudgetDescription: { id: 'trophies.nav.budgetDescription', defaultMessage: 'Manage your team’s money.' },
});

/** The trophy case, its cups and their overlay. */
export const caseMessages = defineMessages({
  title: { id: 'trophies.case.title', defaultMessage: 'Trophy Case' },
  shelfLabel: defineMessage<{ level: number }>({ id: 'trophies.case.shelfLabel', defaultMessage: 'Level {level} cups' }),
  shelfLabelDimmed: defineMessage<{ level: number }>({ id: 'trophies.case.shelfLabelDimmed', defaultMessage: 'Level {level} cups, not reached yet' }),
  shelfLevel: defineMessage<{ level: number }>({ id: 'trophies.case.shelfLevel', defaultMessage: 'Level {level}' }),
  shelfLocked: defineMessage<{ level: number }>({ id: 'trophies.case.shelfLocked', defaultMessage: 'Reach Level {level} to play for these cups.' }),
  won: { id: 'trophies.case.won', defaultMessage: 'Won!' },
  locked: { id: 'trophies.case.locked', defaultMessage: 'Locked' },
  notWonYet: { id: 'trophies.case.notWonYet', defaultMessage: 'Not won yet' },
  statusWon: { id: 'trophies.case.statusWon', defaultMessage: 'You won this cup!' },
  statusLocked: defineMessage<{ level: number }>({ id: 'trophies.case.statusLocked', defaultMessage: 'Reach Level {level} to play for this cup.' }),
  statusToWin: { id: 'trophies.case.statusToWin', defaultMessage: 'Not won yet. Keep playing!' },
  close: { id: 'trophies.case.close', defaultMessage: 'Close' },
  backToTrophies: { id: 'trophies.case.backToTrophies', defaultMessage: 'Back to Trophies' },
  trophyAlt: defineMessage<{ cup: string }>({ id: 'trophies.case.trophyAlt', defaultMessage: '{cup} trophy' }),
  level: defineMessage<{ level: number }>({ id: 'trophies.case.level', defaultMessage: 'Level {level}' }),
});

/** The finale: the game is won. */
export const finaleMessages = defineMessages({
  kicker: { id: 'trophies.finale.kicker', defaultMessage: 'THE GAME IS WON' },
  title: { id: 'trophies.finale.title', defaultMessage: 'Champion Manager!' },
  congratulations: defineMessage<{ name: string }>({
    id: 'trophies.finale.congratulations',
    defaultMessage: 'Congratulations, {name}! You accepted the major-league award and finished Rink Money.',
  }),
  cupsWon: defineMessage<{ won: number; total: number }>({
    id: 'trophies.finale.cupsWon',
    defaultMessage: 'You saved money, built winning teams and earned {won} of the {total} cups. That is how a real general manager plays.',
  }),
  seeTrophies: { id: 'trophies.finale.seeTrophies', defaultMessage: 'See My Trophies' },
});

/** The season's end and its choices. */
export const seasonEndMessages = defineMessages({
  title: { id: 'trophies.seasonEnd.title', defaultMessage: 'Season complete!' },
  finished: defineMessage<{ place: string; level: number; b: MessageTag }>({ id: 'trophies.seasonEnd.finished', defaultMessage: 'Your team finished <b>{place}</b> in Level {level}.' }),
  cupLine: defineMessage<{ cup: string; won: 'yes' | 'no' }>({ id: 'trophies.seasonEnd.cupLine', defaultMessage: '{cup}: {won, select, yes {won this season!} other {not this time.}}' }),
  acceptPromotion: { id: 'trophies.seasonEnd.acceptPromotion', defaultMessage: 'Accept Promotion' },
  acceptAward: { id: 'trophies.seasonEnd.acceptAward', defaultMessage: 'Accept Award' },
  accepting: { id: 'trophies.seasonEnd.accepting', defaultMessage: 'Accepting' },
  repeatSeason: { id: 'trophies.seasonEnd.repeatSeason', defaultMessage: 'Repeat Season' },
  repeatTitle: { id: 'trophies.seasonEnd.repeatTitle', defaultMessage: 'Repeat this season?' },
  repeatDescription: defineMessage<{ level: number }>({
    id: 'trophies.seasonEnd.repeatDescription',
    defaultMessage: 'You will play Level {level} again from the start: a new team, new opponents and a new budget plan. Your cups stay in the trophy case.',
  }),
  starting: { id: 'trophies.seasonEnd.starting', defaultMessage: 'Starting' },
  nextAward: {
    id: 'trophies.seasonEnd.nextAward',
    defaultMessage: 'You earned the Top Three Cup and the Savings Cup at the top level. Accept the award to win the game!',
  },
  nextPromotion: defineMessage<{ next: number }>({
    id: 'trophies.seasonEnd.nextPromotion',
    defaultMessage: 'You earned the Top Three Cup and the Savings Cup. You can move up to Level {next}!',
  }),
  nextWonGame: {
    id: 'trophies.seasonEnd.nextWonGame',
    defaultMessage: 'You have already won the game! Play this level again whenever you like: your cups stay in the case.',
  },
  nextTryAgain: {
    id: 'trophies.seasonEnd.nextTryAgain',
    defaultMessage: 'To move up, your team needs both the Top Three Cup and the Savings Cup in the same season. Try again: you keep every cup you won.',
  },
});
