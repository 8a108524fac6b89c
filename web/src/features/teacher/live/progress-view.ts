// What the teacher's live views make of the studentProgress documents: the class at a
// glance, the words for where each student is, the totals and the sort orders. Pure, so
// the rules of "stuck" or "spent everything" are tested once (progress-view.test.ts).
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { playedMs, type ProgressStage, type StudentProgress } from '@rink/common';
import { moneyText } from '../intl-money';
import { progressMessages, ruleMessages, stageMessages } from './messages';

/** A progress document with its student's id. */
export type ProgressRow = StudentProgress & { id: string };

/** No move for this long, while not away, and the student looks stuck (a lesson is 45 minutes). */
export const STUCK_AFTER_MS = 5 * 60_000;
/** Older activity is from another lesson: nobody is stuck in an empty room. */
const LESSON_MS = 60 * 60_000;
/** Spending everything: nothing saved and less than this share of the budget left. */
const LEFT_OVER_SHARE = 0.05;

export const fullName = (row: Pick<StudentProgress, 'firstName' | 'lastName'>): string => `${row.firstName} ${row.lastName}`;

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** The spec's roster order: first name, then last name. */
export const compareNames = (a: ProgressRow, b: ProgressRow): number =>
  byName.compare(a.firstName, b.firstName) || byName.compare(a.lastName, b.lastName) || a.id.localeCompare(b.id);

/** The lineup needs a step a child may not find alone (lower savings, or trade a starter). */
const isBlocked = (row: StudentProgress): boolean =>
  (row.stage === 'team' || row.stage === 'injury') && (row.lineupFix === 'lowerSavings' || row.lineupFix === 'trade');

/** Signed in, not finished, and no move for a while this lesson; or blocked. */
export function isStuck(row: StudentProgress, now: number): boolean {
  if (row.stage === 'notStarted' || row.stage === 'finished') return false;
  if (isBlocked(row)) return true;
  if (row.away || row.lastActiveAt === null) return false;
  const idle = now - row.lastActiveAt;
  return idle >= STUCK_AFTER_MS && idle < LESSON_MS;
}

export const spentEverything = (row: StudentProgress): boolean =>
  row.money.saved === 0 && row.money.spent > 0 && row.money.left <= row.money.totalBudget * LEFT_OVER_SHARE;

const hasSaved = (row: StudentProgress): boolean => row.money.saved > 0;

interface Glance {
  notStarted: ProgressRow[];
  stuck: ProgressRow[];
  spentAll: ProgressRow[];
  saved: ProgressRow[];
}

/** The four groups a teacher walks to (a student may be in more than one). */
export function glance(rows: readonly ProgressRow[], now: number): Glance {
  const sorted = [...rows].sort(compareNames);
  return {
    notStarted: sorted.filter((row) => row.stage === 'notStarted'),
    stuck: sorted.filter((row) => isStuck(row, now)),
    spentAll: sorted.filter(spentEverything),
    saved: sorted.filter(hasSaved),
  };
}

const STAGE_WORDS: Record<ProgressStage, MessageDescriptor> = {
  notStarted: stageMessages.notStarted,
  check: stageMessages.check,
  tutorials: stageMessages.tutorials,
  team: stageMessages.team,
  injury: stageMessages.injury,
  playing: stageMessages.playing,
  seasonOver: stageMessages.seasonOver,
  finished: stageMessages.finished,
};

/** Tutorials a student takes before the first season. */
const TUTORIALS = 5;

/** Where the student is, in a teacher's words, with what the lineup needs when it matters. */
export function stageText(intl: IntlShape, row: StudentProgress): string {
  if (row.stage === 'tutorials') return intl.formatMessage(stageMessages.tutorialsDone, { done: row.tutorialsDone, total: TUTORIALS });
  if (row.stage === 'check' && row.learning.checkDue) {
    const { moment, answered, of } = row.learning.checkDue;
    return intl.formatMessage(moment === 'before' ? stageMessages.checkBefore : stageMessages.checkAfter, { answered, of });
  }
  if (row.stage === 'playing') return intl.formatMessage(stageMessages.playingGame, { game: Math.min(row.season.gamesPlayed + 1, row.season.games), games: row.season.games });
  if (isBlocked(row) && (row.lineupFix === 'lowerSavings' || row.lineupFix === 'trade')) {
    const injury = row.stage === 'injury';
    const trade = row.lineupFix === 'trade';
    return intl.formatMessage(injury ? (trade ? stageMessages.injuryTrade : stageMessages.injuryLowerSavings) : trade ? stageMessages.teamTrade : stageMessages.teamLowerSavings);
  }
  return intl.formatMessage(STAGE_WORDS[row.stage]);
}

/** '2 won, 1 lost' (', 1 lost in overtime' when there is one), as the engine's recordWords says it. */
function recordText(intl: IntlShape, { wins, losses, overtimeLosses }: { wins: number; losses: number; overtimeLosses: number }): string {
  return overtimeLosses > 0 ? intl.formatMessage(progressMessages.recordOvertime, { wins, losses, overtime: overtimeLosses }) : intl.formatMessage(progressMessages.record, { wins, losses });
}

/** '3 of 12 played, 2 won, 1 lost, 4th of 13' (', 1 lost in overtime' when there is one) */
export function seasonText(intl: IntlShape, row: StudentProgress): string {
  const { gamesPlayed, games, place, teams } = row.season;
  if (gamesPlayed === 0) return intl.formatMessage(progressMessages.gamesToPlay, { games });
  return intl.formatMessage(progressMessages.season, { played: gamesPlayed, games, record: recordText(intl, row.season), place, teams });
}

/** '$12 of $15' */
export const spentText = (intl: IntlShape, row: StudentProgress): string =>
  intl.formatMessage(progressMessages.spent, { spent: moneyText(intl, row.money.spent), budget: moneyText(intl, row.money.totalBudget) });

/** '$3 left', or 'nothing left'. */
export const leftText = (intl: IntlShape, row: StudentProgress): string =>
  row.money.left > 0 ? intl.formatMessage(progressMessages.left, { left: moneyText(intl, row.money.left) }) : intl.formatMessage(progressMessages.nothingLeft);

/** '$3', with savings from earlier seasons waiting to roll over: '$3 (+ $5 to roll over)'. */
export function savedText(intl: IntlShape, row: StudentProgress): string {
  const { saved, rollover } = row.money;
  return rollover > 0 ? intl.formatMessage(progressMessages.savedRollover, { saved: moneyText(intl, saved), rollover: moneyText(intl, rollover) }) : moneyText(intl, saved);
}

/** Why the student is in the Stuck group: the step they cannot find, or how long since a move. */
export function stuckReason(intl: IntlShape, row: StudentProgress, now: number): string {
  if (isBlocked(row)) return stageText(intl, row);
  const minutes = row.lastActiveAt === null ? 0 : Math.floor((now - row.lastActiveAt) / 60_000);
  return intl.formatMessage(stageMessages.stuckFor, { stage: intl.formatMessage(STAGE_WORDS[row.stage]), minutes });
}

export function injuriesText(intl: IntlShape, row: StudentProgress): string {
  const { events, signed, traded, shortHandedGames, open } = row.injuries;
  if (events === 0) return intl.formatMessage(progressMessages.injuriesNone);
  const parts = [intl.formatMessage(progressMessages.injuries, { count: events })];
  if (signed > 0) parts.push(intl.formatMessage(progressMessages.injuriesSigned, { count: signed }));
  if (traded > 0) parts.push(intl.formatMessage(progressMessages.injuriesTraded, { count: traded }));
  if (shortHandedGames > 0) parts.push(intl.formatMessage(progressMessages.injuriesShort, { count: shortHandedGames }));
  if (open) parts.push(intl.formatMessage(progressMessages.injuriesOpen));
  return parts.join(', ');
}

/** The debrief's tip in a few words; a rule this list does not know shows as its id. */
const ruleText = (intl: IntlShape, rule: string): string => (rule in ruleMessages ? intl.formatMessage(ruleMessages[rule as keyof typeof ruleMessages]) : rule);

/** One line per finished season: 'Season 2 (level 1): 7 won, 5 lost, 3rd of 13, spent $12, saved $4, tip: save first'. */
export function debriefLines(intl: IntlShape, row: StudentProgress): string[] {
  return row.debriefs.map((d) =>
    intl.formatMessage(progressMessages.debrief, {
      season: d.seasonNumber,
      level: d.level,
      record: recordText(intl, d),
      place: d.place,
      teams: d.teams,
      spent: moneyText(intl, d.moneySpent),
      saved: moneyText(intl, d.savings),
      tip: ruleText(intl, d.rule),
    }),
  );
}

/** 'Just now', '4 min ago', 'Left 2 min ago' (logged out or left the tab), 'Not yet' */
export function activityText(intl: IntlShape, row: StudentProgress, now: number): string {
  if (row.lastActiveAt === null) return intl.formatMessage(progressMessages.notYet);
  const minutes = Math.max(0, Math.floor((now - row.lastActiveAt) / 60_000));
  const when =
    minutes === 0
      ? intl.formatMessage(progressMessages.justNow)
      : minutes < 60
        ? intl.formatMessage(progressMessages.minutesAgo, { minutes })
        : minutes < 48 * 60
          ? intl.formatMessage(progressMessages.hoursAgo, { hours: Math.floor(minutes / 60) })
          : intl.formatMessage(progressMessages.daysAgo, { days: Math.floor(minutes / 1440) });
  if (row.away) return intl.formatMessage(progressMessages.leftWhen, { when });
  return when.charAt(0).toLocaleUpperCase(intl.locale) + when.slice(1);
}

/** Minutes played: the saved total plus the stretch of play under way (see playedMs). */
export const minutesOf = (row: StudentProgress): number => Math.floor(playedMs(row) / 60_000);

interface ClassTotals {
  students: number;
  minutes: number;
  completedTutorial: number;
  completedLevels: number;
  completedGame: number;
  /** Students at each level, index 0 for level 1. */
  byLevel: [number, number, number];
}

/** Classroom stats (docs/product.md#classroom-stats): total minutes, completed tutorial, levels and game. */
export function classTotals(rows: readonly StudentProgress[]): ClassTotals {
  const atLevel = (level: number) => rows.filter((row) => row.level === level).length;
  const byLevel: [number, number, number] = [atLevel(1), atLevel(2), atLevel(3)];
  return {
    students: rows.length,
    minutes: Math.floor(rows.reduce((sum, row) => sum + playedMs(row), 0) / 60_000),
    completedTutorial: rows.filter((row) => row.tutorialsDone >= 5).length,
    completedLevels: rows.reduce((sum, row) => sum + row.levelsDone, 0),
    completedGame: rows.filter((row) => row.wonGame).length,
    byLevel,
  };
}

export type SortKey = 'name' | 'stage' | 'season' | 'spent' | 'saved' | 'scouted' | 'injuries' | 'activity';
export type SortDirection = 'ascending' | 'descending';

/** How far along the game a student is, as one number (level, then stage, then games). */
const STAGE_ORDER: Record<ProgressStage, number> = { notStarted: 0, check: 1, tutorials: 2, team: 3, injury: 4, playing: 5, seasonOver: 6, finished: 7 };
/** The check after a season stands where the season's end does. */
const stageOrder = (row: StudentProgress) => (row.stage === 'check' && row.learning.checkDue?.moment === 'after' ? STAGE_ORDER.seasonOver : STAGE_ORDER[row.stage]);
const progressScore = (row: StudentProgress) => (row.levelsDone * 10 + stageOrder(row)) * 100 + row.season.gamesPlayed;

const SORT_VALUE: Record<Exclude<SortKey, 'name'>, (row: ProgressRow) => number> = {
  stage: progressScore,
  season: (row) => (row.season.gamesPlayed === 0 ? Number.POSITIVE_INFINITY : row.season.place),
  spent: (row) => row.money.spent,
  saved: (row) => row.money.saved,
  scouted: (row) => (row.scouted ? 1 : 0),
  injuries: (row) => row.injuries.events,
  activity: (row) => row.lastActiveAt ?? Number.NEGATIVE_INFINITY,
};

/** Rows in a column's order, names breaking ties, so the order never jumps between updates. */
export function sortRows(rows: readonly ProgressRow[], key: SortKey, direction: SortDirection): ProgressRow[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    if (key === 'name') return sign * compareNames(a, b);
    const value = SORT_VALUE[key];
    const diff = value(a) - value(b);
    return (Number.isNaN(diff) || diff === 0 ? 0 : sign * Math.sign(diff)) || compareNames(a, b);
  });
}
