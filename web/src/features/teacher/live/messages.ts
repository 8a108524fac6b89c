import { defineMessage, defineMessages, type MessageTag } from 'react-intl';

/** Where a student is in the game, in a teacher's words (progress-view.ts). */
export const stageMessages = defineMessages({
  notStarted: { id: 'teacher.stage.notStarted', defaultMessage: 'Not started' },
  check: { id: 'teacher.stage.check', defaultMessage: 'Taking the money check' },
  tutorials: { id: 'teacher.stage.tutorials', defaultMessage: 'Tutorials' },
  team: { id: 'teacher.stage.team', defaultMessage: 'Building the team' },
  injury: { id: 'teacher.stage.injury', defaultMessage: 'Covering an injury' },
  playing: { id: 'teacher.stage.playing', defaultMessage: 'Playing the season' },
  seasonOver: { id: 'teacher.stage.seasonOver', defaultMessage: 'Season over: choosing what next' },
  finished: { id: 'teacher.stage.finished', defaultMessage: 'Finished the game' },
  tutorialsDone: defineMessage<{ done: number; total: number }>({ id: 'teacher.stage.tutorialsDone', defaultMessage: 'Tutorials ({done, number} of {total, number} done)' }),
  checkBefore: defineMessage<{ answered: number; of: number }>({ id: 'teacher.stage.checkBefore', defaultMessage: 'Taking the money check before the first season ({answered, number} of {of, number} answered)' }),
  checkAfter: defineMessage<{ answered: number; of: number }>({ id: 'teacher.stage.checkAfter', defaultMessage: 'Taking the money check after the season ({answered, number} of {of, number} answered)' }),
  playingGame: defineMessage<{ game: number; games: number }>({ id: 'teacher.stage.playingGame', defaultMessage: 'Playing the season: game {game, number} of {games, number}' }),
  teamLowerSavings: { id: 'teacher.stage.teamLowerSavings', defaultMessage: 'Building the team: needs to lower savings' },
  teamTrade: { id: 'teacher.stage.teamTrade', defaultMessage: 'Building the team: needs a trade' },
  injuryLowerSavings: { id: 'teacher.stage.injuryLowerSavings', defaultMessage: 'Covering an injury: needs to lower savings' },
  injuryTrade: { id: 'teacher.stage.injuryTrade', defaultMessage: 'Covering an injury: needs a trade' },
  stuckFor: defineMessage<{ stage: string; minutes: number }>({ id: 'teacher.stage.stuckFor', defaultMessage: '{stage}, no move for {minutes, number} min' }),
});

/** The decisions table's cells (progress-view.ts). */
export const progressMessages = defineMessages({
  gamesToPlay: defineMessage<{ games: number }>({ id: 'teacher.progress.gamesToPlay', defaultMessage: '{games, plural, other {# games to play}}' }),
  // Plurals with 'other' only: English says '1 won' and '2 won' alike; Spanish needs the count's form.
  record: defineMessage<{ wins: number; losses: number }>({ id: 'teacher.progress.record', defaultMessage: '{wins, plural, other {# won}}, {losses, plural, other {# lost}}' }),
  recordOvertime: defineMessage<{ wins: number; losses: number; overtime: number }>({
    id: 'teacher.progress.recordOvertime',
    defaultMessage: '{wins, plural, other {# won}}, {losses, plural, other {# lost}}, {overtime, plural, other {# lost in overtime}}',
  }),
  season: defineMessage<{ played: number; games: number; record: string; place: number; teams: number }>({
    id: 'teacher.progress.season',
    defaultMessage: '{played, number} of {games, number} played, {record}, {place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} of {teams, number}',
  }),
  spent: defineMessage<{ spent: string; budget: string }>({ id: 'teacher.progress.spent', defaultMessage: '{spent} of {budget}' }),
  left: defineMessage<{ left: string }>({ id: 'teacher.progress.left', defaultMessage: '{left} left' }),
  nothingLeft: { id: 'teacher.progress.nothingLeft', defaultMessage: 'nothing left' },
  savedRollover: defineMessage<{ saved: string; rollover: string }>({ id: 'teacher.progress.savedRollover', defaultMessage: '{saved} (+ {rollover} to roll over)' }),
  injuriesNone: { id: 'teacher.progress.injuriesNone', defaultMessage: 'None' },
  injuries: defineMessage<{ count: number }>({ id: 'teacher.progress.injuries', defaultMessage: '{count, plural, one {# injury} other {# injuries}}' }),
  injuriesSigned: defineMessage<{ count: number }>({ id: 'teacher.progress.injuriesSigned', defaultMessage: 'signed {count, number}' }),
  injuriesTraded: defineMessage<{ count: number }>({ id: 'teacher.progress.injuriesTraded', defaultMessage: 'traded {count, number}' }),
  injuriesShort: defineMessage<{ count: number }>({ id: 'teacher.progress.injuriesShort', defaultMessage: '{count, plural, one {# short-handed game} other {# short-handed games}}' }),
  injuriesOpen: { id: 'teacher.progress.injuriesOpen', defaultMessage: 'spots still open' },
  debrief: defineMessage<{ season: number; level: number; record: string; place: number; teams: number; spent: string; saved: string; tip: string }>({
    id: 'teacher.progress.debrief',
    defaultMessage:
      'Season {season, number} (level {level, number}): {record}, {place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} of {teams, number}, spent {spent}, saved {saved}, tip: {tip}',
  }),
  notYet: { id: 'teacher.progress.notYet', defaultMessage: 'Not yet' },
  justNow: { id: 'teacher.progress.justNow', defaultMessage: 'just now' },
  minutesAgo: defineMessage<{ minutes: number }>({ id: 'teacher.progress.minutesAgo', defaultMessage: '{minutes, number} min ago' }),
  hoursAgo: defineMessage<{ hours: number }>({ id: 'teacher.progress.hoursAgo', defaultMessage: '{hours, number} h ago' }),
  daysAgo: defineMessage<{ days: number }>({ id: 'teacher.progress.daysAgo', defaultMessage: '{days, plural, other {# days ago}}' }),
  leftWhen: defineMessage<{ when: string }>({ id: 'teacher.progress.leftWhen', defaultMessage: 'Left {when}' }),
});

/** The debrief's tips, as the decisions table lists them (a season's rule). */
export const ruleMessages = defineMessages({
  'save-first': { id: 'teacher.rule.saveFirst', defaultMessage: 'save first' },
  'cover-injuries': { id: 'teacher.rule.coverInjuries', defaultMessage: 'cover injuries' },
  'spend-savings': { id: 'teacher.rule.spendSavings', defaultMessage: 'spend savings' },
  'rank-per-dollar': { id: 'teacher.rule.rankPerDollar', defaultMessage: 'more rank per dollar' },
  'stronger-team': { id: 'teacher.rule.strongerTeam', defaultMessage: 'a stronger team' },
  'keep-going': { id: 'teacher.rule.keepGoing', defaultMessage: 'keep going' },
});

/** Loading, error and empty states of a live class view. */
export const stateMessages = defineMessages({
  loading: { id: 'teacher.liveState.loading', defaultMessage: 'Loading your class…' },
  failed: { id: 'teacher.liveState.failed', defaultMessage: 'Your class’s progress could not be loaded. Check the connection and open this again.' },
  noStudents: { id: 'teacher.liveState.noStudents', defaultMessage: 'No Students to Display' },
});

/** The class at a glance: four groups a teacher walks to. */
export const glanceMessages = defineMessages({
  title: { id: 'teacher.glance.title', defaultMessage: 'The class at a glance' },
  stuck: { id: 'teacher.glance.stuck', defaultMessage: 'Stuck' },
  stuckHint: { id: 'teacher.glance.stuckHint', defaultMessage: 'No move for 5 minutes, or the team needs a hard step' },
  notStarted: { id: 'teacher.glance.notStarted', defaultMessage: 'Not started' },
  notStartedHint: { id: 'teacher.glance.notStartedHint', defaultMessage: 'Has not played yet' },
  spentAll: { id: 'teacher.glance.spentAll', defaultMessage: 'Spent everything' },
  spentAllHint: { id: 'teacher.glance.spentAllHint', defaultMessage: 'Nothing saved, nothing left' },
  saved: { id: 'teacher.glance.saved', defaultMessage: 'Saving' },
  savedHint: { id: 'teacher.glance.savedHint', defaultMessage: 'Has put money aside' },
  count: defineMessage<{ title: string; count: number }>({ id: 'teacher.glance.count', defaultMessage: '{title}: {count, number}' }),
  more: defineMessage<{ count: number }>({ id: 'teacher.glance.more', defaultMessage: 'and {count, number} more' }),
  showFewer: { id: 'teacher.glance.showFewer', defaultMessage: 'Show fewer' },
  showAll: defineMessage<{ count: number }>({ id: 'teacher.glance.showAll', defaultMessage: 'Show all {count, number}' }),
  nobody: { id: 'teacher.glance.nobody', defaultMessage: 'Nobody' },
  detail: defineMessage<{ name: string; detail: string; b: MessageTag }>({ id: 'teacher.glance.detail', defaultMessage: '<b>{name}</b>: {detail}' }),
});

/** The Decisions tab and its table (docs/product.md#decisions-view). */
export const decisionsMessages = defineMessages({
  title: { id: 'teacher.decisions.title', defaultMessage: 'Decisions' },
  lead: { id: 'teacher.decisions.lead', defaultMessage: 'What each student is doing with their money, as they play. It updates by itself.' },
  eachStudent: { id: 'teacher.decisions.eachStudent', defaultMessage: 'Each student' },
  scrollHint: { id: 'teacher.decisions.scrollHint', defaultMessage: 'The table scrolls sideways: swipe it, or focus it and use the arrow keys.' },
  region: { id: 'teacher.decisions.region', defaultMessage: "Each student's decisions" },
  caption: { id: 'teacher.decisions.caption', defaultMessage: 'Each student’s decisions, live. Column headers sort the table.' },
  name: { id: 'teacher.decisions.name', defaultMessage: 'Student' },
  stage: { id: 'teacher.decisions.stage', defaultMessage: 'Where they are' },
  season: { id: 'teacher.decisions.season', defaultMessage: 'Season' },
  spent: { id: 'teacher.decisions.spent', defaultMessage: 'Spent' },
  saved: { id: 'teacher.decisions.saved', defaultMessage: 'Saved' },
  scouted: { id: 'teacher.decisions.scouted', defaultMessage: 'Scouted' },
  injuries: { id: 'teacher.decisions.injuries', defaultMessage: 'Injuries' },
  activity: { id: 'teacher.decisions.activity', defaultMessage: 'Last move' },
  debriefs: { id: 'teacher.decisions.debriefs', defaultMessage: 'Season debriefs' },
  level: defineMessage<{ level: number }>({ id: 'teacher.decisions.level', defaultMessage: 'Level {level, number}' }),
  stuck: { id: 'teacher.decisions.stuck', defaultMessage: 'Stuck' },
  yes: { id: 'teacher.decisions.yes', defaultMessage: 'Yes' },
  no: { id: 'teacher.decisions.no', defaultMessage: 'No' },
  noneYet: { id: 'teacher.decisions.noneYet', defaultMessage: 'None yet' },
});

/** Classroom Stats (docs/product.md#classroom-stats): the dialog, its totals, charts and table. */
export const statsMessages = defineMessages({
  title: { id: 'teacher.stats.title', defaultMessage: 'Classroom Stats' },
  closeLabel: { id: 'teacher.stats.closeLabel', defaultMessage: 'Close Classroom Stats' },
  close: { id: 'teacher.stats.close', defaultMessage: 'Close' },
  totalMinutes: { id: 'teacher.stats.totalMinutes', defaultMessage: 'Total Minutes' },
  completedTutorial: { id: 'teacher.stats.completedTutorial', defaultMessage: 'Completed Tutorial' },
  completedLevels: { id: 'teacher.stats.completedLevels', defaultMessage: 'Completed Levels' },
  completedGame: { id: 'teacher.stats.completedGame', defaultMessage: 'Completed Game' },
  of: defineMessage<{ count: number; total: number }>({ id: 'teacher.stats.of', defaultMessage: '{count, number} of {total, number}' }),
  byLevel: { id: 'teacher.stats.byLevel', defaultMessage: 'Students by level' },
  level: defineMessage<{ level: number }>({ id: 'teacher.stats.level', defaultMessage: 'Level {level, number}' }),
  students: { id: 'teacher.stats.students', defaultMessage: 'Students' },
  minutesByStudent: { id: 'teacher.stats.minutesByStudent', defaultMessage: 'Minutes by student' },
  minutesByStudentPage: defineMessage<{ page: number }>({ id: 'teacher.stats.minutesByStudentPage', defaultMessage: 'Minutes by student (page {page, number})' }),
  minutes: { id: 'teacher.stats.minutes', defaultMessage: 'Minutes' },
  previous: { id: 'teacher.stats.previous', defaultMessage: 'Previous' },
  page: defineMessage<{ page: number; pages: number }>({ id: 'teacher.stats.page', defaultMessage: 'Page {page, number} of {pages, number}' }),
  next: { id: 'teacher.stats.next', defaultMessage: 'Next' },
  noStudents: { id: 'teacher.stats.noStudents', defaultMessage: 'No students yet.' },
  name: { id: 'teacher.stats.name', defaultMessage: 'Name' },
  tableLabel: { id: 'teacher.stats.tableLabel', defaultMessage: 'Student stats' },
  tableCaption: { id: 'teacher.stats.tableCaption', defaultMessage: 'Each student’s stats' },
  student: { id: 'teacher.stats.student', defaultMessage: 'Student' },
  levelColumn: { id: 'teacher.stats.levelColumn', defaultMessage: 'Level' },
  tutorialsDone: { id: 'teacher.stats.tutorialsDone', defaultMessage: 'Tutorials Done' },
  levelsCompleted: { id: 'teacher.stats.levelsCompleted', defaultMessage: 'Levels Completed' },
  gameCompleted: { id: 'teacher.stats.gameCompleted', defaultMessage: 'Completed Game' },
  tutorialsOf: defineMessage<{ done: number; total: number }>({ id: 'teacher.stats.tutorialsOf', defaultMessage: '{done, number} of {total, number}' }),
  yes: { id: 'teacher.stats.yes', defaultMessage: 'Yes' },
  no: { id: 'teacher.stats.no', defaultMessage: 'No' },
});
