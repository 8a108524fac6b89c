import { defineMessage, defineMessages } from 'react-intl';

// The team page's words (docs/product.md#team-page, #budget-rules): the club header, the lineup,
// the player card's dialog and the sign, trade and release flows. English is the specification's
// wording; Spanish is in web/src/i18n/es/team.json. A message with arguments is a
// defineMessage<Values>, so react-intl 12 checks the values each call passes. The engine's
// refusals come through serverText (web/src/i18n/server-text.ts); slot and position names are in
// slot-labels.ts.

/** The page, its club header and its sticks. */
export const teamMessages = defineMessages({
  title: { id: 'team.title', defaultMessage: 'TEAM' },
  teamLogo: defineMessage<{ team: string }>({ id: 'team.teamLogo', defaultMessage: '{team} logo' }),
  clubLine: defineMessage<{ level: number; firstName: string; lastName: string }>({
    id: 'team.clubLine',
    defaultMessage: 'Level {level} · General Manager {firstName} {lastName}',
  }),
  boardLabel: { id: 'team.club.label', defaultMessage: 'Budget and rank' },
  total: { id: 'team.club.total', defaultMessage: 'Total' },
  savings: { id: 'team.club.savings', defaultMessage: 'Savings' },
  spent: { id: 'team.club.spent', defaultMessage: 'Spent' },
  remaining: { id: 'team.club.remaining', defaultMessage: 'Remaining' },
  teamRank: { id: 'team.club.teamRank', defaultMessage: 'Team rank' },
  teamRankValue: defineMessage<{ rank: string; cap: string }>({ id: 'team.club.teamRankValue', defaultMessage: '{rank} / {cap}' }),
  lineupHeading: { id: 'team.lineupHeading', defaultMessage: 'Your lineup: 3 forwards, 2 defense, 1 goalie' },
  whereNext: { id: 'team.whereNext', defaultMessage: 'Where to next' },
  stickScout: { id: 'team.stick.scout', defaultMessage: 'SCOUT' },
  stickScoutDescription: { id: 'team.stick.scoutDescription', defaultMessage: 'Find new players to sign!' },
  stickSeason: { id: 'team.stick.season', defaultMessage: 'SEASON' },
  stickSeasonDescription: { id: 'team.stick.seasonDescription', defaultMessage: 'Play games and win the championship!' },
  stickBudget: { id: 'team.stick.budget', defaultMessage: 'BUDGET' },
  stickBudgetDescription: { id: 'team.stick.budgetDescription', defaultMessage: 'Manage your team’s money.' },
  stickTrophies: { id: 'team.stick.trophies', defaultMessage: 'TROPHIES' },
  stickTrophiesDescription: { id: 'team.stick.trophiesDescription', defaultMessage: 'See your badges and trophies!' },
  stickHome: { id: 'team.stick.home', defaultMessage: 'HOME' },
  stickHomeDescription: { id: 'team.stick.homeDescription', defaultMessage: 'Back to your office.' },
});

/** A lineup slot's button. */
export const slotMessages = defineMessages({
  playerLine: defineMessage<{ rank: string; cost: string }>({ id: 'team.slot.playerLine', defaultMessage: 'Rank {rank} · {cost}' }),
  signForward: { id: 'team.slot.signForward', defaultMessage: 'Sign a forward' },
  signDefender: { id: 'team.slot.signDefender', defaultMessage: 'Sign a defender' },
  signGoalie: { id: 'team.slot.signGoalie', defaultMessage: 'Sign a goalie' },
});

/** Words every dialog of the page shares. */
export const dialogMessages = defineMessages({
  close: { id: 'team.dialog.close', defaultMessage: 'Close' },
  cancel: { id: 'team.dialog.cancel', defaultMessage: 'Cancel' },
});

/** What a sign, trade or release changes (the engine's previewMove). */
export const changeMessages = defineMessages({
  changesTo: { id: 'team.change.changesTo', defaultMessage: 'changes to' },
  cost: { id: 'team.change.cost', defaultMessage: 'Cost' },
  remainingBudget: { id: 'team.change.remainingBudget', defaultMessage: 'Remaining budget' },
  notEnough: { id: 'team.change.notEnough', defaultMessage: 'not enough!' },
  teamOverallRank: { id: 'team.change.teamOverallRank', defaultMessage: 'Team overall rank' },
});

/** A starter's card: release before the season, trade once it has started. */
export const playerMessages = defineMessages({
  title: defineMessage<{ slot: string; name: string }>({ id: 'team.player.title', defaultMessage: '{slot}: {name}' }),
  trade: { id: 'team.player.trade', defaultMessage: 'Trade' },
  release: { id: 'team.player.release', defaultMessage: 'Release' },
  canTrade: { id: 'team.player.canTrade', defaultMessage: 'The season has started: you can trade this player for one on the market.' },
  canRelease: {
    id: 'team.player.canRelease',
    defaultMessage: 'Before the season starts you can release this player back to the market. Trading opens once the season starts.',
  },
});

/** The refusal's overlay (its title and hint are the engine's words). */
export const refusedMessages = defineMessages({
  backToTeam: { id: 'team.refused.backToTeam', defaultMessage: 'Back to Team' },
  goToBudget: { id: 'team.refused.goToBudget', defaultMessage: 'Go to Budget' },
});

export const releaseMessages = defineMessages({
  title: { id: 'team.release.title', defaultMessage: 'Are you sure you want to release this player?' },
  confirm: { id: 'team.release.confirm', defaultMessage: 'Release' },
  busy: { id: 'team.release.busy', defaultMessage: 'Releasing' },
  goesBack: defineMessage<{ name: string }>({ id: 'team.release.goesBack', defaultMessage: '{name} goes back to the market.' }),
  /** Read to screen readers once the release went through. */
  done: defineMessage<{ name: string }>({ id: 'team.release.done', defaultMessage: '{name} released to the market.' }),
});

export const signMessages = defineMessages({
  title: { id: 'team.sign.title', defaultMessage: 'Are you sure you want to sign this player?' },
  confirm: { id: 'team.sign.confirm', defaultMessage: 'Confirm' },
  busy: { id: 'team.sign.busy', defaultMessage: 'Signing' },
  /** Read to screen readers once the signing went through. */
  done: defineMessage<{ name: string }>({ id: 'team.sign.done', defaultMessage: '{name} signed!' }),
});

/** The sign-player board: its tabs, the money left and the ways out when it is short. */
export const boardMessages = defineMessages({
  title: defineMessage<{ slot: string }>({ id: 'team.board.title', defaultMessage: 'Sign a player: {slot}' }),
  fillsSlot: defineMessage<{ slot: string }>({ id: 'team.board.fillsSlot', defaultMessage: 'Signing here fills {slot}.' }),
  moneyLeft: defineMessage<{ amount: string }>({ id: 'team.board.moneyLeft', defaultMessage: 'You have {amount} left to spend.' }),
  costsMore: defineMessage<{ short: string }>({ id: 'team.board.costsMore', defaultMessage: 'Costs {short} more than you have.' }),
  overTeamCostCap: { id: 'team.board.overTeamCostCap', defaultMessage: 'Over the league’s limit on what a team’s contracts can cost.' },
  overRankCap: { id: 'team.board.overRankCap', defaultMessage: 'Would make your team too strong for this league.' },
  shortOnMoney: { id: 'team.board.shortOnMoney', defaultMessage: 'Short on money?' },
  bySavings: defineMessage<{ savings: string }>({
    id: 'team.board.bySavings',
    defaultMessage: 'You have {savings} in savings. Move some back to spending on the Budget page.',
  }),
  byTrade: defineMessage<{ starters: string }>({
    id: 'team.board.byTrade',
    defaultMessage: 'Trade a starter for a cheaper player to free money: {starters}. Close this board, press that player on your team, then Trade.',
  }),
  byRelease: defineMessage<{ starters: string }>({
    id: 'team.board.byRelease',
    defaultMessage: 'Release a starter to free money: {starters}. Close this board, press that player on your team, then Release.',
  }),
  /** One starter in the lists above: "Ava Quill (Forward 2, $3)". */
  starter: defineMessage<{ name: string; slot: string; cost: string }>({ id: 'team.board.starter', defaultMessage: '{name} ({slot}, {cost})' }),
  pickAffordable: { id: 'team.board.pickAffordable', defaultMessage: 'Pick a player you can pay for now.' },
  moveSavings: { id: 'team.board.moveSavings', defaultMessage: 'Move savings to spending' },
  backToMyTeam: { id: 'team.board.backToMyTeam', defaultMessage: 'Back to my team' },
});

export const tradeMessages = defineMessages({
  /** Stands for the outgoing player's name when the slot has none any more. */
  thisPlayer: { id: 'team.trade.thisPlayer', defaultMessage: 'this player' },
  marketTitle: defineMessage<{ name: string }>({ id: 'team.trade.marketTitle', defaultMessage: 'Trade {name} for…' }),
  noMarket: { id: 'team.trade.noMarket', defaultMessage: 'No players of this position are on the market right now.' },
  title: defineMessage<{ name: string }>({ id: 'team.trade.title', defaultMessage: 'Are you sure you want to trade {name} for this player?' }),
  confirm: { id: 'team.trade.confirm', defaultMessage: 'Confirm Trade' },
  busy: { id: 'team.trade.busy', defaultMessage: 'Trading' },
  /** Read to screen readers once the trade went through. */
  done: defineMessage<{ name: string }>({ id: 'team.trade.done', defaultMessage: 'Trade done: {name} joins your team!' }),
});

/** How the six slots and the three positions read on screen (slot-labels.ts). */
export const slotLabelMessages = defineMessages({
  fOne: { id: 'team.slotLabel.fOne', defaultMessage: 'Forward 1' },
  fTwo: { id: 'team.slotLabel.fTwo', defaultMessage: 'Forward 2' },
  fThree: { id: 'team.slotLabel.fThree', defaultMessage: 'Forward 3' },
  dOne: { id: 'team.slotLabel.dOne', defaultMessage: 'Defense 1' },
  dTwo: { id: 'team.slotLabel.dTwo', defaultMessage: 'Defense 2' },
  gOne: { id: 'team.slotLabel.gOne', defaultMessage: 'Goalie' },
});

/** The sign board's tabs, and what a tab says when it has nobody to offer. */
export const positionMessages = defineMessages({
  forwards: { id: 'team.position.forwards', defaultMessage: 'Forwards' },
  defense: { id: 'team.position.defense', defaultMessage: 'Defense' },
  goalies: { id: 'team.position.goalies', defaultMessage: 'Goalies' },
  forwardsFilled: { id: 'team.position.forwardsFilled', defaultMessage: 'Your forwards spots are all filled.' },
  defenseFilled: { id: 'team.position.defenseFilled', defaultMessage: 'Your defense spots are all filled.' },
  goaliesFilled: { id: 'team.position.goaliesFilled', defaultMessage: 'Your goalies spots are all filled.' },
  noForwards: { id: 'team.position.noForwards', defaultMessage: 'No forwards are available to sign right now.' },
  noDefense: { id: 'team.position.noDefense', defaultMessage: 'No defense are available to sign right now.' },
  noGoalies: { id: 'team.position.noGoalies', defaultMessage: 'No goalies are available to sign right now.' },
});
