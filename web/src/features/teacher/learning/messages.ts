import { defineMessage, defineMessages } from 'react-intl';

/** The Learning tab's frame (docs/learning.md). */
export const learningMessages = defineMessages({
  title: { id: 'teacher.learning.title', defaultMessage: 'Learning' },
  lead: {
    id: 'teacher.learning.lead',
    defaultMessage:
      'What your class knows about money before and after playing, by area of the National Standards for Personal Financial Education. It updates by itself.',
  },
  checkOffTaken: { id: 'teacher.learning.checkOffTaken', defaultMessage: 'The money check is off: your students do not take it. The checks already taken still show here.' },
  checkOffNone: { id: 'teacher.learning.checkOffNone', defaultMessage: 'The money check is off: your students do not take it. Turn it on to see what they learn.' },
  noCheck: { id: 'teacher.learning.noCheck', defaultMessage: 'Nobody has taken the money check yet.' },
  noCheckDue: { id: 'teacher.learning.noCheckDue', defaultMessage: 'Nobody has taken the money check yet. Each student takes it before their first season.' },
  prompts: { id: 'teacher.learning.prompts', defaultMessage: 'Discussion prompts' },
  noPrompts: {
    id: 'teacher.learning.noPrompts',
    defaultMessage: 'Prompts come from what the class does: they appear once students have taken the check or finished a season.',
  },
  eachStudent: { id: 'teacher.learning.eachStudent', defaultMessage: 'Each student' },
  scrollHint: { id: 'teacher.learning.scrollHint', defaultMessage: 'The table scrolls sideways: swipe it, or focus it and use the arrow keys.' },
});

/** The figures' words (learning-figures.ts), shared by the tab, the printed report and the prompts. */
export const figureMessages = defineMessages({
  overall: { id: 'teacher.figures.overall', defaultMessage: 'Overall' },
  percent: defineMessage<{ value: number }>({ id: 'teacher.figures.percent', defaultMessage: '{value, number}%' }),
  over: defineMessage<{ before: number; after: number }>({
    id: 'teacher.figures.over',
    defaultMessage: 'Before: {before, plural, one {# student} other {# students}}; after: {after, plural, one {# student} other {# students}}',
  }),
  growthOver: defineMessage<{ students: number }>({
    id: 'teacher.figures.growthOver',
    defaultMessage: 'Growth over the {students, plural, one {# student} other {# students}} with both checks',
  }),
  everyone: defineMessage<{ before: string; beforeStudents: number; after: string; afterStudents: number }>({
    id: 'teacher.figures.everyone',
    defaultMessage:
      'Everyone who took each check, overall: {before} ({beforeStudents, plural, one {# student} other {# students}}) → {after} ({afterStudents, plural, one {# student} other {# students}})',
  }),
  firstCheckScore: defineMessage<{ score: string }>({ id: 'teacher.figures.firstCheckScore', defaultMessage: '{score} (first check)' }),
  score: defineMessage<{ right: number; of: number }>({ id: 'teacher.figures.score', defaultMessage: '{right, number} of {of, number}' }),
  change: defineMessage<{ before: number; after: number; of: number }>({ id: 'teacher.figures.change', defaultMessage: '{before, number} → {after, number} of {of, number}' }),
  changeScores: defineMessage<{ before: string; after: string }>({ id: 'teacher.figures.changeScores', defaultMessage: '{before} → {after}' }),
  answering: defineMessage<{ answered: number; of: number }>({ id: 'teacher.figures.answering', defaultMessage: 'Answering: {answered, number} of {of, number}' }),
  dueBefore: { id: 'teacher.figures.dueBefore', defaultMessage: 'Due: the check before playing' },
  dueAfter: { id: 'teacher.figures.dueAfter', defaultMessage: 'Due: the check after a season' },
  decisions: defineMessage<{ met: number; judged: number }>({ id: 'teacher.figures.decisions', defaultMessage: '{met, number} of {judged, number}' }),
  seasonsSaved: defineMessage<{ part: number; whole: number; percent: number }>({
    id: 'teacher.figures.seasonsSaved',
    defaultMessage: '{part, number} of {whole, plural, one {# season ended with savings} other {# seasons ended with savings}} ({percent, number}%)',
  }),
  injuriesCovered: defineMessage<{ part: number; whole: number; percent: number }>({
    id: 'teacher.figures.injuriesCovered',
    defaultMessage: '{part, number} of {whole, plural, one {# injury covered without playing short} other {# injuries covered without playing short}} ({percent, number}%)',
  }),
  refusalsRecovered: defineMessage<{ part: number; whole: number; percent: number }>({
    id: 'teacher.figures.refusalsRecovered',
    defaultMessage:
      '{part, number} of {whole, plural, one {# signing refused for lack of money was filled later} other {# signings refused for lack of money were filled later}} ({percent, number}%)',
  }),
  // The printed report says the plural whatever the count (its words as they were).
  printSeasonsSaved: defineMessage<{ part: number; whole: number; percent: number }>({ id: 'teacher.figures.printSeasonsSaved', defaultMessage: '{part, number} of {whole, plural, other {# seasons ended with savings}} ({percent, number}%)' }),
  printInjuriesCovered: defineMessage<{ part: number; whole: number; percent: number }>({
    id: 'teacher.figures.printInjuriesCovered',
    defaultMessage: '{part, number} of {whole, plural, other {# injuries covered without playing short}} ({percent, number}%)',
  }),
  printRefusalsRecovered: defineMessage<{ part: number; whole: number; percent: number }>({
    id: 'teacher.figures.printRefusalsRecovered',
    defaultMessage: '{part, number} of {whole, plural, other {# signings refused for lack of money were filled later}} ({percent, number}%)',
  }),
});

/** The class's averages: bars and the same figures as a table. */
export const averagesMessages = defineMessages({
  title: { id: 'teacher.averages.title', defaultMessage: 'The class’s money check, by area' },
  lead: defineMessage<{ over: string }>({ id: 'teacher.averages.lead', defaultMessage: 'Percent of answers right. {over}.' }),
  before: { id: 'teacher.averages.before', defaultMessage: 'Before playing' },
  beforeFirst: { id: 'teacher.averages.beforeFirst', defaultMessage: 'First check' },
  beforeMixed: { id: 'teacher.averages.beforeMixed', defaultMessage: 'Before playing or first check' },
  after: { id: 'teacher.averages.after', defaultMessage: 'After (latest)' },
  caption: defineMessage<{ over: string }>({ id: 'teacher.averages.caption', defaultMessage: 'Class average, percent right. {over}.' }),
  area: { id: 'teacher.averages.area', defaultMessage: 'Area' },
  beforeColumn: { id: 'teacher.averages.beforeColumn', defaultMessage: 'Before' },
  beforeColumnFirst: { id: 'teacher.averages.beforeColumnFirst', defaultMessage: 'First check' },
  beforeColumnMixed: { id: 'teacher.averages.beforeColumnMixed', defaultMessage: 'Before or first check' },
  afterColumn: { id: 'teacher.averages.afterColumn', defaultMessage: 'After' },
});

/** The habits behind the scores. */
export const habitsMessages = defineMessages({
  title: { id: 'teacher.habits.title', defaultMessage: 'The habits behind them' },
  none: { id: 'teacher.habits.none', defaultMessage: 'No season has ended yet: the class’s habits show here after the first one.' },
});

/** The per-student table of the Learning tab. */
export const learningTableMessages = defineMessages({
  region: { id: 'teacher.learningTable.region', defaultMessage: "Each student's money check" },
  caption: { id: 'teacher.learningTable.caption', defaultMessage: 'Each student’s money check and decisions, live. The first four column headers sort the table.' },
  student: { id: 'teacher.learningTable.student', defaultMessage: 'Student' },
  before: { id: 'teacher.learningTable.before', defaultMessage: 'Check before' },
  beforeFirst: { id: 'teacher.learningTable.beforeFirst', defaultMessage: 'First check' },
  beforeMixed: { id: 'teacher.learningTable.beforeMixed', defaultMessage: 'Check before or first check' },
  after: { id: 'teacher.learningTable.after', defaultMessage: 'Latest after' },
  growth: { id: 'teacher.learningTable.growth', defaultMessage: 'Growth' },
  beforeAfter: { id: 'teacher.learningTable.beforeAfter', defaultMessage: 'before → after' },
  checkNow: { id: 'teacher.learningTable.checkNow', defaultMessage: 'Check now' },
  decisionsMet: { id: 'teacher.learningTable.decisionsMet', defaultMessage: 'Decisions met' },
  ofJudged: { id: 'teacher.learningTable.ofJudged', defaultMessage: 'of those judged' },
  nothingDue: { id: 'teacher.learningTable.nothingDue', defaultMessage: 'Nothing due' },
  off: { id: 'teacher.learningTable.off', defaultMessage: 'Off' },
  areaDecisions: defineMessage<{ area: string; decisions: string }>({ id: 'teacher.learningTable.areaDecisions', defaultMessage: '{area}: {decisions}' }),
});

/** The class report's exports beside Download Class Data. */
export const exportsMessages = defineMessages({
  report: { id: 'teacher.exports.report', defaultMessage: 'Class report (CSV)' },
  preparingCsv: { id: 'teacher.exports.preparingCsv', defaultMessage: 'Preparing CSV' },
  roster: { id: 'teacher.exports.roster', defaultMessage: 'Roster (CSV)' },
  print: { id: 'teacher.exports.print', defaultMessage: 'Print report' },
  preparing: { id: 'teacher.exports.preparing', defaultMessage: 'Preparing' },
  reportFailed: { id: 'teacher.exports.reportFailed', defaultMessage: 'The class report could not be made.' },
  rosterFailed: { id: 'teacher.exports.rosterFailed', defaultMessage: 'The roster could not be saved.' },
  printFailed: { id: 'teacher.exports.printFailed', defaultMessage: 'The class report could not be printed.' },
});

/** The class report's and the roster's CSV headers, in the teacher's language (report-csv.ts). */
export const csvMessages = defineMessages({
  firstName: { id: 'teacher.csv.firstName', defaultMessage: 'First Name' },
  lastName: { id: 'teacher.csv.lastName', defaultMessage: 'Last Name' },
  username: { id: 'teacher.csv.username', defaultMessage: 'Username' },
  password: { id: 'teacher.csv.password', defaultMessage: 'Password' },
  level: { id: 'teacher.csv.level', defaultMessage: 'Level' },
  seasonsPlayed: { id: 'teacher.csv.seasonsPlayed', defaultMessage: 'Seasons Played' },
  checkBefore: defineMessage<{ of: number }>({ id: 'teacher.csv.checkBefore', defaultMessage: 'Check Before (of {of, number})' }),
  checkBeforeArea: defineMessage<{ area: string; of: number }>({ id: 'teacher.csv.checkBeforeArea', defaultMessage: 'Check Before: {area} (of {of, number})' }),
  firstCheck: defineMessage<{ of: number }>({ id: 'teacher.csv.firstCheck', defaultMessage: 'First Check (of {of, number})' }),
  firstCheckArea: defineMessage<{ area: string; of: number }>({ id: 'teacher.csv.firstCheckArea', defaultMessage: 'First Check: {area} (of {of, number})' }),
  checkBeforeOrFirst: defineMessage<{ of: number }>({ id: 'teacher.csv.checkBeforeOrFirst', defaultMessage: 'Check Before or First Check (of {of, number})' }),
  checkBeforeOrFirstArea: defineMessage<{ area: string; of: number }>({
    id: 'teacher.csv.checkBeforeOrFirstArea',
    defaultMessage: 'Check Before or First Check: {area} (of {of, number})',
  }),
  firstCheckAfterSeason: { id: 'teacher.csv.firstCheckAfterSeason', defaultMessage: 'First Check After Season' },
  latestAfter: defineMessage<{ of: number }>({ id: 'teacher.csv.latestAfter', defaultMessage: 'Latest Check After (of {of, number})' }),
  latestAfterArea: defineMessage<{ area: string; of: number }>({ id: 'teacher.csv.latestAfterArea', defaultMessage: 'Latest Check After: {area} (of {of, number})' }),
  growth: { id: 'teacher.csv.growth', defaultMessage: 'Growth' },
  seasonsSaved: { id: 'teacher.csv.seasonsSaved', defaultMessage: 'Seasons Saved' },
  seasons: { id: 'teacher.csv.seasons', defaultMessage: 'Seasons' },
  injuriesCovered: { id: 'teacher.csv.injuriesCovered', defaultMessage: 'Injuries Covered' },
  injuries: { id: 'teacher.csv.injuries', defaultMessage: 'Injuries' },
  refusalsRecovered: { id: 'teacher.csv.refusalsRecovered', defaultMessage: 'Refusals Recovered' },
  refusals: { id: 'teacher.csv.refusals', defaultMessage: 'Refusals' },
  minutesPlayed: { id: 'teacher.csv.minutesPlayed', defaultMessage: 'Minutes Played' },
});

/** The money check's setting: a switch for the whole class. */
export const moneyCheckMessages = defineMessages({
  on: { id: 'teacher.moneyCheck.on', defaultMessage: 'Money check: On' },
  off: { id: 'teacher.moneyCheck.off', defaultMessage: 'Money check: Off' },
  unknown: { id: 'teacher.moneyCheck.unknown', defaultMessage: 'Money check: …' },
  saving: { id: 'teacher.moneyCheck.saving', defaultMessage: 'Saving…' },
  notChanged: defineMessage<{ message: string }>({ id: 'teacher.moneyCheck.notChanged', defaultMessage: 'The setting was not changed: {message}' }),
  what: {
    id: 'teacher.moneyCheck.what',
    defaultMessage:
      'When it is on, each student answers eight short money questions before their first season and again after each season, so you can see what they learned.',
  },
});

/** The printed class report. */
export const reportMessages = defineMessages({
  title: { id: 'teacher.report.title', defaultMessage: 'Rink Money class report' },
  titleFor: defineMessage<{ teacher: string }>({ id: 'teacher.report.titleFor', defaultMessage: 'Rink Money class report: {teacher}' }),
  line: defineMessage<{ date: string; count: number }>({
    id: 'teacher.report.line',
    defaultMessage:
      '{date} · {count, plural, one {# student} other {# students}} · The money check, by area of the National Standards for Personal Financial Education (2021).',
  }),
  percentRight: { id: 'teacher.report.percentRight', defaultMessage: 'The money check, percent right' },
  sentence: defineMessage<{ text: string }>({ id: 'teacher.report.sentence', defaultMessage: '{text}.' }),
  habits: { id: 'teacher.report.habits', defaultMessage: 'The habits behind them' },
  noSeason: { id: 'teacher.report.noSeason', defaultMessage: 'No season has ended yet.' },
  toTalkAbout: { id: 'teacher.report.toTalkAbout', defaultMessage: 'To talk about' },
  promptArea: defineMessage<{ area: string }>({ id: 'teacher.report.promptArea', defaultMessage: '({area})' }),
  eachStudent: { id: 'teacher.report.eachStudent', defaultMessage: 'Each student' },
  student: { id: 'teacher.report.student', defaultMessage: 'Student' },
  before: { id: 'teacher.report.before', defaultMessage: 'Before' },
  beforeFirst: { id: 'teacher.report.beforeFirst', defaultMessage: 'First check' },
  beforeMixed: { id: 'teacher.report.beforeMixed', defaultMessage: 'Before or first check' },
  latestAfter: { id: 'teacher.report.latestAfter', defaultMessage: 'Latest after' },
  growth: { id: 'teacher.report.growth', defaultMessage: 'Growth' },
  decisionsMet: { id: 'teacher.report.decisionsMet', defaultMessage: 'Decisions met (Sp / Sa / MR)' },
});

/** The prompts on the classroom's screen. */
export const projectorMessages = defineMessages({
  button: { id: 'teacher.projector.button', defaultMessage: 'Project prompts' },
  label: { id: 'teacher.projector.label', defaultMessage: 'Discussion prompts' },
  where: defineMessage<{ number: number; total: number }>({ id: 'teacher.projector.where', defaultMessage: 'Prompt {number, number} of {total, number}' }),
  whereArea: defineMessage<{ number: number; total: number; area: string }>({ id: 'teacher.projector.whereArea', defaultMessage: 'Prompt {number, number} of {total, number} · {area}' }),
  close: { id: 'teacher.projector.close', defaultMessage: 'Close' },
  previous: { id: 'teacher.projector.previous', defaultMessage: '← Previous' },
  keys: { id: 'teacher.projector.keys', defaultMessage: 'Arrow keys step through the prompts. Escape leaves.' },
  next: { id: 'teacher.projector.next', defaultMessage: 'Next →' },
});

/** The discussion prompts (prompts.ts): the class's figures and the question to talk about. */
export const promptMessages = defineMessages({
  spendingQuestion: { id: 'teacher.prompt.spendingQuestion', defaultMessage: 'When you choose one thing, what do you give up?' },
  savingQuestion: { id: 'teacher.prompt.savingQuestion', defaultMessage: 'Why save first and spend what is left, not the other way round?' },
  managingRiskQuestion: { id: 'teacher.prompt.managingRiskQuestion', defaultMessage: 'What could go wrong for a team, and how do you get ready before it does?' },
  injuriesShort: defineMessage<{ short: number; teams: number }>({
    id: 'teacher.prompt.injuriesShort',
    defaultMessage: '{short, number} of {teams, plural, one {# team} other {# teams}} hit by an injury could not fill the spots in time and played short.',
  }),
  injuriesShortQuestion: { id: 'teacher.prompt.injuriesShortQuestion', defaultMessage: 'What is an emergency fund for, and how much should a team keep in it?' },
  injuriesCovered: defineMessage<{ teams: number }>({
    id: 'teacher.prompt.injuriesCovered',
    defaultMessage: 'All {teams, plural, one {# team} other {# teams}} hit by an injury filled the spots without playing short.',
  }),
  injuriesCoveredQuestion: { id: 'teacher.prompt.injuriesCoveredQuestion', defaultMessage: 'What did those teams do before the injury that made it possible?' },
  seasonsSaved: defineMessage<{ saved: number; seasons: number; percent: number }>({
    id: 'teacher.prompt.seasonsSaved',
    defaultMessage: '{saved, number} of {seasons, plural, one {# season} other {# seasons}} ended with savings ({percent, number}%).',
  }),
  seasonsSavedHard: { id: 'teacher.prompt.seasonsSavedHard', defaultMessage: 'Why is it hard to keep savings to the end of a season?' },
  seasonsSavedNext: { id: 'teacher.prompt.seasonsSavedNext', defaultMessage: 'What can a team do next season with the money it saved?' },
  refusals: defineMessage<{ refusals: number; recovered: number }>({
    id: 'teacher.prompt.refusals',
    defaultMessage:
      '{refusals, plural, one {# signing was} other {# signings were}} refused for lack of money; {recovered, number} of those spots {recovered, plural, one {was} other {were}} filled later.',
  }),
  refusalsQuestion: { id: 'teacher.prompt.refusalsQuestion', defaultMessage: 'When you cannot afford what you want, what are your choices?' },
  weakestLatest: defineMessage<{ percent: number; area: string; right: number; of: number }>({
    id: 'teacher.prompt.weakestLatest',
    defaultMessage: 'On the latest money check, the class got {percent, number}% of the {area} questions right ({right, number} of {of, number} answers).',
  }),
  weakestFirst: defineMessage<{ percent: number; area: string; right: number; of: number }>({
    id: 'teacher.prompt.weakestFirst',
    defaultMessage: 'On the first money check, the class got {percent, number}% of the {area} questions right ({right, number} of {of, number} answers).',
  }),
  biggestGain: defineMessage<{ area: string; students: number; before: number; after: number }>({
    id: 'teacher.prompt.biggestGain',
    defaultMessage:
      'In {area}, the {students, plural, one {# student} other {# students}} who took both checks went from {before, number}% right before playing to {after, number}% after.',
  }),
  biggestGainFirst: defineMessage<{ area: string; students: number; before: number; after: number }>({
    id: 'teacher.prompt.biggestGainFirst',
    defaultMessage:
      'In {area}, the {students, plural, one {# student} other {# students}} who took both checks went from {before, number}% right on their first check to {after, number}% on their latest.',
  }),
  biggestGainQuestion: defineMessage<{ area: string }>({ id: 'teacher.prompt.biggestGainQuestion', defaultMessage: 'What did the game show you about {area} that you did not know before?' }),
});
