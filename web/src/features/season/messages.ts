import { defineMessage, defineMessages, type MessageTag } from 'react-intl';
import type { PositionGroup } from '@rink/game';

// The season page's words (docs/product.md#season-page). English is the specification's wording;
// the Spanish is in web/src/i18n/es/season.json. The engine's own words (the jumbotron's phases,
// the results, ordinals, cups, the injury scenario) come through useContent()/contentText(), and
// the engine's refusals through the server-text table.

export const seasonMessages = defineMessages({
  pageTitle: { id: 'season.pageTitle', defaultMessage: 'SEASON' },
  tryAgain: { id: 'season.tryAgain', defaultMessage: 'Try Again' },
  gameCounter: defineMessage<{ game: number; of: number }>({ id: 'season.gameCounter', defaultMessage: 'Game {game} of {of}' }),
  seasonOver: { id: 'season.seasonOver', defaultMessage: 'The season is over!' },
  finalStandings: { id: 'season.finalStandings', defaultMessage: 'Final standings' },
});

/** The jumbotron and its flow (game-flow.ts, jumbotron/). */
export const jumbotronMessages = defineMessages({
  label: { id: 'season.jumbotron.label', defaultMessage: 'Jumbotron' },
  upNext: defineMessage<{ name: string }>({ id: 'season.jumbotron.upNext', defaultMessage: 'Up next: {name}' }),
  lastGame: { id: 'season.jumbotron.lastGame', defaultMessage: 'That was the last game of the season!' },
  finalPeriodOver: { id: 'season.jumbotron.finalPeriodOver', defaultMessage: 'The Final Period is over!' },
  saving: { id: 'season.jumbotron.saving', defaultMessage: 'Saving the result…' },
  saveFailed: { id: 'season.jumbotron.saveFailed', defaultMessage: 'The result could not be saved. Check your connection and try again.' },
  saveRetrying: { id: 'season.jumbotron.saveRetrying', defaultMessage: 'Saving did not work yet. Trying again…' },
  saveWaiting: { id: 'season.jumbotron.saveWaiting', defaultMessage: 'Waiting for the internet…' },
  saveWaitingNote: {
    id: 'season.jumbotron.saveWaitingNote',
    defaultMessage: 'No internet right now. Your result is safe here, and it will be saved when the internet is back.',
  },
  highlightWin: defineMessage<{ ours: number; theirs: number }>({ id: 'season.jumbotron.highlightWin', defaultMessage: 'Goal after goal: {ours} to {theirs}!' }),
  highlightLoss: defineMessage<{ ours: number; theirs: number }>({ id: 'season.jumbotron.highlightLoss', defaultMessage: 'So close! {ours} to {theirs}. Next time!' }),
  finalScore: defineMessage<{ home: string; homeGoals: number; opponent: string; opponentGoals: number }>({ id: 'season.jumbotron.finalScore', defaultMessage: 'Final score: {home} {homeGoals}, {opponent} {opponentGoals}' }),
  opponent: { id: 'season.jumbotron.opponent', defaultMessage: 'opponent' },
  scoreDash: { id: 'season.jumbotron.scoreDash', defaultMessage: '–' },
  versus: { id: 'season.jumbotron.versus', defaultMessage: 'versus' },
  vs: { id: 'season.jumbotron.vs', defaultMessage: 'VS' },
  logo: defineMessage<{ name: string }>({ id: 'season.jumbotron.logo', defaultMessage: '{name} logo' }),
  teamRank: defineMessage<{ rank: number | undefined }>({ id: 'season.jumbotron.teamRank', defaultMessage: 'Team rank {rank}' }),
  steadyWait: defineMessage<{ left: number }>({
    id: 'season.jumbotron.steadyWait',
    defaultMessage: 'Keep cheering at your own pace: {left} more {left, plural, one {cheer} other {cheers}} for the full bonus',
  }),
  finishGame: { id: 'season.jumbotron.finishGame', defaultMessage: 'Finish the Game' },
  skip: { id: 'season.jumbotron.skip', defaultMessage: 'Skip' },
  /** The button that stops every timer of the game (and its videos), then starts them again (D84). */
  pause: { id: 'season.jumbotron.pause', defaultMessage: 'Pause' },
  resume: { id: 'season.jumbotron.resume', defaultMessage: 'Resume' },
  /** The jumbotron's message while the game is paused. */
  paused: { id: 'season.jumbotron.paused', defaultMessage: 'Paused' },
  winClip: { id: 'season.jumbotron.winClip', defaultMessage: 'Win highlight: the puck flies into the net and the goal lamp flashes' },
  lossClip: { id: 'season.jumbotron.lossClip', defaultMessage: 'Loss highlight: a shot slides wide of the net' },
  gameOnClip: { id: 'season.jumbotron.gameOnClip', defaultMessage: 'Game on: two skaters chase the puck across the rink while the crowd cheers' },
});

/** The cheer meter, the puck, the rank bars and the cheering controls. */
export const cheerMessages = defineMessages({
  meterLabel: { id: 'season.cheer.meterLabel', defaultMessage: 'Cheer meter' },
  meterValue: defineMessage<{ level: number; max: number }>({ id: 'season.cheer.meterValue', defaultMessage: 'Cheer level {level} of {max}' }),
  bonus: defineMessage<{ bonus: number }>({ id: 'season.cheer.bonus', defaultMessage: 'Cheer bonus: +{bonus}' }),
  puckCheer: { id: 'season.cheer.puckCheer', defaultMessage: 'Cheer' },
  puckStart: { id: 'season.cheer.puckStart', defaultMessage: 'Start the game' },
  ranksLabel: { id: 'season.cheer.ranksLabel', defaultMessage: 'Team ranks' },
  ranksTitle: { id: 'season.cheer.ranksTitle', defaultMessage: 'Team rank' },
  rankWithBonus: defineMessage<{ rank: number; bonus: number }>({ id: 'season.cheer.rankWithBonus', defaultMessage: '{rank} + {bonus} cheer bonus' }),
  noGamesLeft: { id: 'season.cheer.noGamesLeft', defaultMessage: 'No games left to play.' },
  tipsTitle: { id: 'season.cheer.tipsTitle', defaultMessage: 'How to cheer' },
  tipsSteady: defineMessage<{ perPoint: number; max: number }>({
    id: 'season.cheer.tipsSteady',
    defaultMessage: 'Press the puck (or Space) at your own pace. Every {perPoint} presses add 1 to your team rank, up to +{max}. The game waits for you.',
  }),
  tipsFast: defineMessage<{ perPoint: number; max: number }>({
    id: 'season.cheer.tipsFast',
    defaultMessage:
      'Click the puck (or press Space) as fast as you can while the game is on! Every {perPoint} cheers add 1 to your team rank, up to +{max}.',
  }),
  ownPace: { id: 'season.cheer.ownPace', defaultMessage: 'Cheer at my own pace' },
  ownPaceOn: { id: 'season.cheer.ownPaceOn', defaultMessage: 'Each press counts more and the meter never falls. 15 presses earn the full bonus.' },
  ownPaceOff: { id: 'season.cheer.ownPaceOff', defaultMessage: 'Click fast to cheer! The meter falls when you stop.' },
  mute: { id: 'season.cheer.mute', defaultMessage: 'Mute game sound' },
  unmute: { id: 'season.cheer.unmute', defaultMessage: 'Unmute game sound' },
  /** The button's visible words: <more> is hidden on narrow screens, where the header is tight. */
  muteShown: defineMessage<{ more: MessageTag }>({ id: 'season.cheer.muteShown', defaultMessage: 'Mute<more> game sound</more>' }),
  unmuteShown: defineMessage<{ more: MessageTag }>({ id: 'season.cheer.unmuteShown', defaultMessage: 'Unmute<more> game sound</more>' }),
});

/** The side and board cards: the team card, the standings, the play-blocked box, the season-over panel, the links. */
export const boardMessages = defineMessages({
  yourTeam: { id: 'season.board.yourTeam', defaultMessage: 'Your team' },
  teamRank: defineMessage<{ rank: number }>({ id: 'season.board.teamRank', defaultMessage: 'Team rank {rank}' }),
  won: { id: 'season.board.won', defaultMessage: 'won' },
  lost: { id: 'season.board.lost', defaultMessage: 'lost' },
  otl: { id: 'season.board.otl', defaultMessage: 'OTL' },
  otlWords: { id: 'season.board.otlWords', defaultMessage: 'lost in overtime' },
  pts: { id: 'season.board.pts', defaultMessage: 'pts' },
  place: { id: 'season.board.place', defaultMessage: 'place' },
  nextGame: { id: 'season.board.nextGame', defaultMessage: 'Next game' },
  /** The next opponent's name, then its rank in smaller letters (<rank>). */
  nextTeam: defineMessage<{ name: string; rank: number; small: MessageTag }>({ id: 'season.board.nextTeam', defaultMessage: '{name} <small>(rank {rank})</small>' }),
  then: { id: 'season.board.then', defaultMessage: 'Then' },
  teamWithRank: defineMessage<{ name: string; rank: number }>({ id: 'season.board.teamWithRank', defaultMessage: '{name} (rank {rank})' }),
  noGamesLeft: { id: 'season.board.noGamesLeft', defaultMessage: 'No games left this season.' },

  standings: { id: 'season.board.standings', defaultMessage: 'Standings' },
  standingsColumns: { id: 'season.board.standingsColumns', defaultMessage: ': place, team, games played, wins, losses, overtime losses and points' },
  placeHeader: { id: 'season.board.placeHeader', defaultMessage: 'Place' },
  teamHeader: { id: 'season.board.teamHeader', defaultMessage: 'Team' },
  yourTeamRow: { id: 'season.board.yourTeamRow', defaultMessage: ', your team' },
  keySeparator: { id: 'season.board.keySeparator', defaultMessage: ' · ' },
  // The record columns' letters (the full-season browser test reads the English table by them),
  // the words they stand for (their title), and the key under the table.
  gp: { id: 'season.board.col.gp', defaultMessage: 'GP' },
  w: { id: 'season.board.col.w', defaultMessage: 'W' },
  l: { id: 'season.board.col.l', defaultMessage: 'L' },
  otlColumn: { id: 'season.board.col.otl', defaultMessage: 'OTL' },
  ptsColumn: { id: 'season.board.col.pts', defaultMessage: 'PTS' },
  gpWords: { id: 'season.board.col.gpWords', defaultMessage: 'Games played' },
  wWords: { id: 'season.board.col.wWords', defaultMessage: 'Wins' },
  lWords: { id: 'season.board.col.lWords', defaultMessage: 'Losses' },
  otlColumnWords: { id: 'season.board.col.otlWords', defaultMessage: 'Overtime losses' },
  ptsWords: { id: 'season.board.col.ptsWords', defaultMessage: 'Points' },
  // The key under the table: each column's letters (<b>) and what they mean.
  gpKey: defineMessage<{ b: MessageTag }>({ id: 'season.board.key.gp', defaultMessage: '<b>GP</b> games played' }),
  wKey: defineMessage<{ b: MessageTag }>({ id: 'season.board.key.w', defaultMessage: '<b>W</b> won (2 points)' }),
  lKey: defineMessage<{ b: MessageTag }>({ id: 'season.board.key.l', defaultMessage: '<b>L</b> lost' }),
  otlKey: defineMessage<{ b: MessageTag }>({ id: 'season.board.key.otl', defaultMessage: '<b>OTL</b> lost in overtime (1 point)' }),
  ptsKey: defineMessage<{ b: MessageTag }>({ id: 'season.board.key.pts', defaultMessage: '<b>PTS</b> points' }),

  shortHandedTitle: { id: 'season.board.shortHandedTitle', defaultMessage: 'Your team will play short-handed' },
  notReadyTitle: { id: 'season.board.notReadyTitle', defaultMessage: 'Your team is not ready to play' },

  seasonOverLabel: { id: 'season.board.seasonOverLabel', defaultMessage: 'Season over' },
  finished: defineMessage<{ place: string }>({ id: 'season.board.finished', defaultMessage: 'Your team finished {place}' }),
  seasonOverText: {
    id: 'season.board.seasonOverText',
    defaultMessage: 'The season is over. Read how your money choices shaped it, then choose what to do next on the trophies page.',
  },
  seeDebrief: { id: 'season.board.seeDebrief', defaultMessage: 'See Your Season Debrief' },
  goToTrophies: { id: 'season.board.goToTrophies', defaultMessage: 'Go to Trophies' },

  whereNext: { id: 'season.board.whereNext', defaultMessage: 'Where to next' },
  teamStick: { id: 'season.board.teamStick', defaultMessage: 'TEAM' },
  teamStickText: { id: 'season.board.teamStickText', defaultMessage: 'Sign or trade players.' },
  budgetStick: { id: 'season.board.budgetStick', defaultMessage: 'BUDGET' },
  budgetStickText: { id: 'season.board.budgetStickText', defaultMessage: 'Manage your team’s money.' },
  trophiesStick: { id: 'season.board.trophiesStick', defaultMessage: 'TROPHIES' },
  trophiesStickText: { id: 'season.board.trophiesStickText', defaultMessage: 'See the cups you can win.' },

  leaveTitle: { id: 'season.board.leaveTitle', defaultMessage: 'Your game is not saved yet' },
  leaveText: { id: 'season.board.leaveText', defaultMessage: 'Stay on this page until the result is saved, so your game counts.' },
  stayHere: { id: 'season.board.stayHere', defaultMessage: 'Stay Here' },
});

/**
 * The lineup advice (board/advice-text.ts): each case one whole sentence (or two), the numbers
 * and positions chosen inside it. `position` is forward, defense or goalie.
 */
export const adviceMessages = defineMessages({
  goToTeam: { id: 'season.advice.goToTeam', defaultMessage: 'Go to Team' },
  goToBudget: { id: 'season.advice.goToBudget', defaultMessage: 'Go to Budget' },
  sign: defineMessage<{ empty: number }>({
    id: 'season.advice.sign',
    defaultMessage:
      'Your team has {empty, plural, one {# empty spot} other {# empty spots}}. Go to Team and sign a player for each empty spot. You have enough money left.',
  }),
  lowerSavings: defineMessage<{ empty: number; amount: string }>({
    id: 'season.advice.lowerSavings',
    defaultMessage:
      'Your team has {empty, plural, one {# empty spot} other {# empty spots}}, but you need more money to fill {empty, plural, one {it} other {them}}. Lower your savings on Budget by {amount}. Then go to Team and sign a player for each empty spot.',
  }),
  trade: defineMessage<{ empty: number; how: 'release' | 'trade'; name: string; cost: string; position: PositionGroup; more: number }>({
    id: 'season.advice.trade',
    defaultMessage:
      'Your team has {empty, plural, one {# empty spot} other {# empty spots}} and not enough money to fill {empty, plural, one {it} other {them}}. Go to Team and {how, select, release {release {name} ({cost}) and sign} other {trade {name} ({cost}) for}} a cheaper {position, select, forward {forward} defense {defense player} other {goalie}}{more, plural, =0 {} one {, and make one more change like it} other {, and make # more changes like it}} to free some money. Then sign a player for each empty spot.',
  }),
  tradeAfterSavings: defineMessage<{ empty: number; how: 'release' | 'trade'; name: string; cost: string; position: PositionGroup; more: number; amount: string }>({
    id: 'season.advice.tradeAfterSavings',
    defaultMessage:
      'Your team has {empty, plural, one {# empty spot} other {# empty spots}} and not enough money to fill {empty, plural, one {it} other {them}}. First lower your savings on Budget by {amount}. Then go to Team and {how, select, release {release {name} ({cost}) and sign} other {trade {name} ({cost}) for}} a cheaper {position, select, forward {forward} defense {defense player} other {goalie}}{more, plural, =0 {} one {, and make one more change like it} other {, and make # more changes like it}}, and sign a player for each empty spot.',
  }),
  noneLeft: defineMessage<{ position: PositionGroup; empty: number }>({
    id: 'season.advice.noneLeft',
    defaultMessage:
      'There are no more {position, select, forward {forwards} defense {defense players} other {goalies}} you can sign, so your team will play with {empty, plural, one {# empty spot} other {# empty spots}} for now. Your other players will try their best!',
  }),
  tooFew: defineMessage<{ position: PositionGroup; left: number; need: number; empty: number }>({
    id: 'season.advice.tooFew',
    defaultMessage:
      'Only {left, plural, one {# {position, select, forward {forward} defense {defense player} other {goalie}} is} other {# {position, select, forward {forwards} defense {defense players} other {goalies}} are}} left to sign and your team needs {need}. Sign who you can on Team; the spots nobody can fill stay empty, so your team will play with {empty, plural, one {# empty spot} other {# empty spots}} for now. Your other players will try their best!',
  }),
  noMoney: defineMessage<{ empty: number }>({
    id: 'season.advice.noMoney',
    defaultMessage:
      'Even with no savings and trades for cheaper players, there is not enough money to fill {empty, plural, one {the empty spot} other {the empty spots}}, so your team will play with {empty, plural, one {# empty spot} other {# empty spots}} for now. Your other players will try their best!',
  }),
});

/** The three dialogs after games (dialogs/). */
export const dialogMessages = defineMessages({
  summaryTitle: { id: 'season.dialog.summaryTitle', defaultMessage: 'Double-Header Summary' },
  summaryText: defineMessage<{ games: number }>({ id: 'season.dialog.summaryText', defaultMessage: 'Two more games played! Here is your season after {games} games.' }),
  saveAndExit: { id: 'season.dialog.saveAndExit', defaultMessage: 'Save and Exit' },
  continueSeason: { id: 'season.dialog.continueSeason', defaultMessage: 'Continue Season' },
  wins: { id: 'season.dialog.wins', defaultMessage: 'Wins' },
  losses: { id: 'season.dialog.losses', defaultMessage: 'Losses' },
  standing: { id: 'season.dialog.standing', defaultMessage: 'Standing' },
  ofTeams: defineMessage<{ teams: number }>({ id: 'season.dialog.ofTeams', defaultMessage: 'of {teams} teams' }),
  moneySpent: { id: 'season.dialog.moneySpent', defaultMessage: 'Money spent' },
  savings: { id: 'season.dialog.savings', defaultMessage: 'Savings' },
  timeSpent: { id: 'season.dialog.timeSpent', defaultMessage: 'Time spent' },
  underAMinute: { id: 'season.dialog.underAMinute', defaultMessage: 'Under 1 minute' },
  minutes: defineMessage<{ minutes: number }>({ id: 'season.dialog.minutes', defaultMessage: '{minutes, plural, one {# minute} other {# minutes}}' }),
  topPlayer: { id: 'season.dialog.topPlayer', defaultMessage: 'Top player' },
  emptyLineup: { id: 'season.dialog.emptyLineup', defaultMessage: 'Your lineup is empty right now. Sign players on Team before the next game.' },

  injuryTitle: { id: 'season.dialog.injuryTitle', defaultMessage: 'Injury!' },
  injuredPlayers: { id: 'season.dialog.injuredPlayers', defaultMessage: 'Injured players' },
  injuredLine: defineMessage<{ position: PositionGroup; rank: number; price: string }>({
    id: 'season.dialog.injuredLine',
    defaultMessage: '{position, select, forward {Forward} defense {Defense} other {Goalie}} · Rank {rank} · {price}',
  }),
  objective: { id: 'season.dialog.objective', defaultMessage: 'Objective' },
  injuryHelp: {
    id: 'season.dialog.injuryHelp',
    defaultMessage:
      'On Team, tap the empty spot and sign a scouted player or one from the market. Short on money? Trade a player for a cheaper one. The next game starts once every spot is full.',
  },

  completeTitle: { id: 'season.dialog.completeTitle', defaultMessage: 'Season Complete' },
  finished: defineMessage<{ place: string }>({ id: 'season.dialog.finished', defaultMessage: 'Your team finished {place}!' }),
  points: { id: 'season.dialog.points', defaultMessage: 'Points' },
  cupsTitle: { id: 'season.dialog.cupsTitle', defaultMessage: 'Cups this season' },
  noCups: { id: 'season.dialog.noCups', defaultMessage: 'No cups this time. Your season debrief shows what to try next season.' },
});
