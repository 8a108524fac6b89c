import { defineMessage, defineMessages } from 'react-intl';

// The game frame's own words (docs/translating.md): header, footer, loading and error states,
// the mascot's frame, the help panel, the clip player and the money check's frame. The content
// they frame (tutorial slides, FAQ, questions, clip captions) comes from useContent()
// (web/src/i18n/content). Spanish: web/src/i18n/es/play.json.

export const shellMessages = defineMessages({
  exit: { id: 'play.shell.exit', defaultMessage: 'Exit' },
  gamePages: { id: 'play.shell.gamePages', defaultMessage: 'Game pages' },
  moneyCheckTitle: { id: 'play.shell.moneyCheckTitle', defaultMessage: 'MONEY CHECK' },
  loadingTeam: { id: 'play.shell.loadingTeam', defaultMessage: 'Loading your team' },
  loadFailedHeading: { id: 'play.shell.loadFailedHeading', defaultMessage: 'We couldn’t load your team' },
  profileMissing: { id: 'play.shell.profileMissing', defaultMessage: 'Your player profile was not found. Ask your teacher to check your account.' },
  loadFailed: { id: 'play.shell.loadFailed', defaultMessage: 'Something went wrong while loading your game. Check your connection and try again.' },
  backToDashboard: { id: 'play.shell.backToDashboard', defaultMessage: 'Back To Dashboard' },
  waitingForNetwork: { id: 'play.shell.waitingForNetwork', defaultMessage: 'Saving when you are back online' },
  changesKept: { id: 'play.shell.changesKept', defaultMessage: 'Your changes are kept. Keep this page open.' },
  moveFailed: { id: 'play.shell.moveFailed', defaultMessage: 'That change did not go through' },
  /** move-queue.ts CLOSED_BEFORE_SAVED, said in the failed move's toast. */
  closedBeforeSaved: { id: 'play.shell.closedBeforeSaved', defaultMessage: 'The game was closed before this change could be saved.' },
});

/** The footer's buttons (docs/product.md#navigation). */
export const footerMessages = defineMessages({
  team: { id: 'play.footer.team', defaultMessage: 'Team' },
  trophies: { id: 'play.footer.trophies', defaultMessage: 'Trophies' },
  season: { id: 'play.footer.season', defaultMessage: 'Season' },
  budget: { id: 'play.footer.budget', defaultMessage: 'Budget' },
});

/** Why a page is closed (the engine's ClosedReason), on its stick and footer button. */
export const closedMessages = defineMessages({
  transition: { id: 'play.closed.transition', defaultMessage: 'Choose on Trophies first.' },
  tutorials: { id: 'play.closed.tutorials', defaultMessage: 'After the tutorials.' },
  visit: defineMessage<{ page: string }>({
    id: 'play.closed.visit',
    defaultMessage:
      'Visit {page, select, home {Home} budget {Budget} team {Team} scout {Scout} season {Season} trophies {Trophies} other {that page}} first.',
  }),
  lineup: { id: 'play.closed.lineup', defaultMessage: 'Fill all six spots first.' },
  scoutingDone: { id: 'play.closed.scoutingDone', defaultMessage: 'Scouting is done for this season.' },
});

export const mascotMessages = defineMessages({
  poseWave: { id: 'play.mascot.pose.wave', defaultMessage: 'Chip the mascot waving' },
  posePoint: { id: 'play.mascot.pose.point', defaultMessage: 'Chip the mascot pointing' },
  poseThink: { id: 'play.mascot.pose.think', defaultMessage: 'Chip the mascot thinking' },
  poseCheer: { id: 'play.mascot.pose.cheer', defaultMessage: 'Chip the mascot cheering' },
  poseThumbsUp: { id: 'play.mascot.pose.thumbsUp', defaultMessage: 'Chip the mascot giving a thumbs up' },
});

export const tutorialMessages = defineMessages({
  titleHome: { id: 'play.tutorial.title.home', defaultMessage: 'Welcome to Rink Money' },
  titleBudget: { id: 'play.tutorial.title.budget', defaultMessage: 'Your budget' },
  titleTeam: { id: 'play.tutorial.title.team', defaultMessage: 'Your team' },
  titleScout: { id: 'play.tutorial.title.scout', defaultMessage: 'Scouting' },
  titleSeason: { id: 'play.tutorial.title.season', defaultMessage: 'The season' },
  heading: defineMessage<{ title: string }>({ id: 'play.tutorial.heading', defaultMessage: 'Chip: {title}' }),
  slideCount: defineMessage<{ index: number; count: number }>({ id: 'play.tutorial.slideCount', defaultMessage: '{index} of {count}' }),
  example: defineMessage<{ total: string; saved: string; left: string }>({ id: 'play.tutorial.example', defaultMessage: '{total} total − {saved} savings = {left} to spend' }),
  thingsToTry: { id: 'play.tutorial.thingsToTry', defaultMessage: 'Things to try' },
  saveTask: defineMessage<{ amount: string }>({ id: 'play.tutorial.saveTask', defaultMessage: 'Save {amount}' }),
  taskDone: { id: 'play.tutorial.taskDone', defaultMessage: ' (done)' },
  taskToDo: { id: 'play.tutorial.taskToDo', defaultMessage: ' (to do)' },
  back: { id: 'play.tutorial.back', defaultMessage: 'Back' },
  next: { id: 'play.tutorial.next', defaultMessage: 'Next' },
  gotIt: { id: 'play.tutorial.gotIt', defaultMessage: 'Got it!' },
  close: { id: 'play.tutorial.close', defaultMessage: 'Close' },
  /** A timed slide's Pause and Resume (WCAG 2.2.1). */
  pause: { id: 'play.tutorial.pause', defaultMessage: 'Pause' },
  resume: { id: 'play.tutorial.resume', defaultMessage: 'Resume' },
});

export const helpMessages = defineMessages({
  title: { id: 'play.help.title', defaultMessage: 'Ask Chip' },
  closeHelp: { id: 'play.help.closeHelp', defaultMessage: 'Close help' },
  help: { id: 'play.help.help', defaultMessage: 'Help' },
  close: { id: 'play.help.close', defaultMessage: 'Close' },
  watchTutorial: { id: 'play.help.watchTutorial', defaultMessage: 'Watch Tutorial' },
  watchIntro: defineMessage<{ level: number }>({ id: 'play.help.watchIntro', defaultMessage: 'Watch the Level {level} Intro' }),
  questions: { id: 'play.help.questions', defaultMessage: 'Questions and answers' },
});

export const clipMessages = defineMessages({
  animation: defineMessage<{ title: string }>({ id: 'play.clip.animation', defaultMessage: '{title}: animation' }),
  counter: defineMessage<{ index: number; count: number }>({ id: 'play.clip.counter', defaultMessage: 'Clip {index} of {count}' }),
  saving: { id: 'play.clip.saving', defaultMessage: 'Saving' },
  continue: { id: 'play.clip.continue', defaultMessage: 'Continue' },
  next: { id: 'play.clip.next', defaultMessage: 'Next' },
  skip: { id: 'play.clip.skip', defaultMessage: 'Skip' },
  /** Holds the clip and its caption lines (WCAG 2.2.1, 2.2.2), then lets them go on. */
  pause: { id: 'play.clip.pause', defaultMessage: 'Pause' },
  resume: { id: 'play.clip.resume', defaultMessage: 'Resume' },
});

/** The money check's frame (docs/learning.md#the-money-check); its questions are content. */
export const checkMessages = defineMessages({
  welcomeBack: { id: 'play.check.welcomeBack', defaultMessage: 'Welcome back to your money check!' },
  title: { id: 'play.check.title', defaultMessage: 'Money check' },
  introBefore: {
    id: 'play.check.introBefore',
    defaultMessage: 'Before your first season, answer a few questions about money. Then we can see what you learn as you play.',
  },
  introAfter: defineMessage<{ season: number }>({
    id: 'play.check.introAfter',
    defaultMessage:
      'Your {season, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} season is over! Before you choose what comes next, answer a few questions about money.',
  }),
  resuming: defineMessage<{ answered: number; count: number }>({ id: 'play.check.resuming', defaultMessage: 'You have answered {answered} of {count} questions. Carry on where you stopped.' }),
  howItWorks: defineMessage<{ count: number }>({
    id: 'play.check.howItWorks',
    defaultMessage: 'There are {count} questions and no timer. Pick the answer you think is right. After each one you will see why.',
  }),
  carryOn: { id: 'play.check.carryOn', defaultMessage: 'Carry On' },
  start: { id: 'play.check.start', defaultMessage: 'Start the Check' },
  questionCount: defineMessage<{ number: number; count: number }>({ id: 'play.check.questionCount', defaultMessage: 'Question {number} of {count}' }),
  answeredCount: defineMessage<{ answered: number; count: number }>({ id: 'play.check.answeredCount', defaultMessage: '{answered} of {count} questions answered' }),
  pickFirst: { id: 'play.check.pickFirst', defaultMessage: 'Pick one of the answers first.' },
  saving: { id: 'play.check.saving', defaultMessage: 'Saving' },
  checkAnswer: { id: 'play.check.checkAnswer', defaultMessage: 'Check My Answer' },
  right: { id: 'play.check.right', defaultMessage: 'Right!' },
  notQuite: { id: 'play.check.notQuite', defaultMessage: 'Not quite.' },
  yourAnswer: defineMessage<{ answer: string }>({ id: 'play.check.yourAnswer', defaultMessage: 'Your answer: {answer}' }),
  rightAnswer: defineMessage<{ answer: string }>({ id: 'play.check.rightAnswer', defaultMessage: 'The right answer: {answer}' }),
  nextQuestion: { id: 'play.check.nextQuestion', defaultMessage: 'Next Question' },
  done: { id: 'play.check.done', defaultMessage: 'Money check done!' },
  score: defineMessage<{ right: number; count: number }>({ id: 'play.check.score', defaultMessage: 'You got {right} of {count} right.' }),
  standardScore: defineMessage<{ standard: string; right: number; count: number }>({ id: 'play.check.standardScore', defaultMessage: '{standard}: {right} of {count}' }),
  nextAfter: { id: 'play.check.nextAfter', defaultMessage: 'Now see how your season went, and choose what comes next.' },
  nextBefore: { id: 'play.check.nextBefore', defaultMessage: 'Now meet your team and get ready for your first season!' },
  seeSeason: { id: 'play.check.seeSeason', defaultMessage: 'See My Season' },
  letsPlay: { id: 'play.check.letsPlay', defaultMessage: "Let's Play" },
});
