// studentProgress/{studentId}: what a teacher's live views (classroom stats, the
// decisions view) show of one student, small enough to send on every move.
//
// Why a document per student and not one class-wide document (docs/decisions.md#d21): the decisions view
// follows every move, and Firestore sustains about one
// write per second per document. A class-wide document rewritten on every move of 30
// students would take 30 times that; a student's own progress document is written with
// their student document, in the same batch, so it is no hotter than that document is.
// The server derives it here, with one pure function, so every writer agrees.
import { z } from "zod";
import { classStudentSummarySchema, studentSummaryOf } from "../classes/summary";
import { learningOf, learningSchema } from "./learningProgress";
import {
  dueCheck,
  gamesInSeason,
  isLineupComplete,
  lineupAdvice,
  studentPlace,
  teamCost,
  tutorialsDone,
  type Move,
  type Student,
} from "@rink/game";

/** How many finished seasons' figures the progress document carries (the newest). */
const PROGRESS_DEBRIEFS = 3;

/**
 * Where the student is in the game, judged from their state (the server never sees which
 * screen is open): the step they are on now.
 */
const PROGRESS_STAGES = ["notStarted", "check", "tutorials", "team", "injury", "playing", "seasonOver", "finished"] as const;
export type ProgressStage = (typeof PROGRESS_STAGES)[number];

/** What fills an incomplete lineup (the engine's LineupFix). */
const LINEUP_FIXES = ["complete", "sign", "lowerSavings", "trade", "shortHanded"] as const;

const debriefFiguresSchema = z.object({
  level: z.number(),
  seasonNumber: z.number(),
  wins: z.number(),
  /** Regulation losses. */
  losses: z.number(),
  /** Losses in overtime. */
  overtimeLosses: z.number(),
  place: z.number(),
  teams: z.number(),
  /** Dollars saved at the season's end. */
  savings: z.number(),
  /** Dollars of the final lineup's contracts. */
  moneySpent: z.number(),
  totalBudget: z.number(),
  shortHandedGames: z.number(),
  /** The debrief's suggestion rule (game/src/season/debrief.ts). */
  rule: z.string(),
});

/** The roster's figures of a student (names, level, tutorials, levels, the game won, time spent), and more. */
export const studentProgressSchema = classStudentSummarySchema.extend({
  teacherId: z.string(),
  /** The student's class (docs/decisions.md#d98); null for a student with no teacher. */
  classId: z.string().nullable(),
  stage: z.enum(PROGRESS_STAGES),
  /** What would fill the lineup now; 'complete' when it is full. */
  lineupFix: z.enum(LINEUP_FIXES),
  season: z.object({
    gamesPlayed: z.number(),
    games: z.number(),
    /** The student's record as the standings show it. */
    wins: z.number(),
    losses: z.number(),
    /** Losses in overtime. */
    overtimeLosses: z.number(),
    /** 1-based place in the standings, of `teams`. */
    place: z.number(),
    teams: z.number(),
  }),
  /** Dollars. `left` is what is neither spent nor saved. */
  money: z.object({ totalBudget: z.number(), spent: z.number(), saved: z.number(), left: z.number(), rollover: z.number() }),
  /** Scouting is done for this season. */
  scouted: z.boolean(),
  injuries: z.object({
    /** Injury events this season. */
    events: z.number(),
    signed: z.number(),
    traded: z.number(),
    shortHandedGames: z.number(),
    /** The newest injury's spots are still empty. */
    open: z.boolean(),
  }),
  debriefs: z.array(debriefFiguresSchema),
  /** The money check and the decisions by standard (learningProgress.ts). */
  learning: learningSchema,
  /** Milliseconds since the epoch of the student's last request; null before any. */
  lastActiveAt: z.number().nullable(),
  /** The last request only saved time spent: the student logged out or left the tab. */
  away: z.boolean(),
  /**
   * Server time the current stretch of play began (its first request), null when away or
   * never active. timeSpent grows only at logout and when the tab hides, so the live views
   * add lastActiveAt - sessionStartedAt to it while the student plays (playedMs).
   */
  sessionStartedAt: z.number().nullable(),
});
export type StudentProgress = z.output<typeof studentProgressSchema>;

/** What the server knows of the student's activity, beside their state. */
export interface Activity {
  lastActiveAt: number | null;
  away: boolean;
  sessionStartedAt: number | null;
}

/** No request yet (a new student), or an edit that was not the student's own. */
export const NO_ACTIVITY: Activity = { lastActiveAt: null, away: false, sessionStartedAt: null };

/** A request after this long without one starts a new stretch of play (the gap is not counted as played). */
export const SESSION_GAP_MS = 15 * 60_000;

/**
 * The activity a student's own request means: active now, or away when it only saved time
 * spent (then timeSpent holds the stretch just ended). `previous` is what the progress
 * document said before, if anything.
 */
export function activityOf(moves: readonly Pick<Move, "type">[], now: number, previous?: Activity): Activity {
  const away = moves.length > 0 && moves.every((move) => move.type === "recordTimeSpent");
  if (away) return { lastActiveAt: now, away, sessionStartedAt: null };
  const continuing = previous && !previous.away && previous.lastActiveAt !== null && previous.sessionStartedAt !== null && now - previous.lastActiveAt < SESSION_GAP_MS;
  return { lastActiveAt: now, away, sessionStartedAt: continuing ? previous.sessionStartedAt : now };
}

/** The activity a progress document records (kept when someone else, a teacher, edits the student). */
export const activityIn = (progress: Pick<StudentProgress, "lastActiveAt" | "away" | "sessionStartedAt">): Activity => ({
  lastActiveAt: progress.lastActiveAt,
  away: progress.away,
  sessionStartedAt: progress.sessionStartedAt,
});

/** Milliseconds played as far as the server knows: the saved total plus the stretch under way. */
export function playedMs(progress: Pick<StudentProgress, "timeSpent" | "lastActiveAt" | "away" | "sessionStartedAt">): number {
  const underWay = !progress.away && progress.lastActiveAt !== null && progress.sessionStartedAt !== null ? progress.lastActiveAt - progress.sessionStartedAt : 0;
  return progress.timeSpent + Math.max(0, underWay);
}

function stageOf(student: Student, fix: StudentProgress["lineupFix"]): ProgressStage {
  if (student.wonGame) return "finished";
  const answeredCheck = student.moneyCheck.current !== null || student.moneyCheck.taken.length > 0;
  const started = student.timeSpent > 0 || student.pagesVisited.length > 0 || tutorialsDone(student) > 0 || answeredCheck;
  if (!started && student.level === 1 && student.debriefs.length === 0) return "notStarted";
  if (dueCheck(student)) return "check";
  if (tutorialsDone(student) < 5) return "tutorials";
  const { season } = student;
  if (season.inTransition) return "seasonOver";
  const lastInjury = season.injuries.at(-1);
  if (season.currentScenario !== null || (lastInjury !== undefined && !lastInjury.filled && fix !== "complete" && fix !== "shortHanded")) return "injury";
  if (!isLineupComplete(student) && season.completedGames === 0) return "team";
  return "playing";
}

/**
 * The progress document of a student (pure: the caller passes what it knows of activity). The
 * server passes the stored student, with its class; an engine Student alone (a test's) is in none.
 */
export function progressOf(student: Student & { classId?: string | null }, activity: Activity): StudentProgress {
  const { wins, losses, overtimeLosses } = student.season.homeTeam.stats;
  const spent = teamCost(student);
  const fix = lineupAdvice(student).fix;
  const { injuries } = student.season;
  const covers = injuries.flatMap((record) => record.covers);
  return {
    teacherId: student.teacherId ?? "",
    classId: student.classId ?? null,
    // The roster's figures, by the same rule, so the views never disagree.
    ...studentSummaryOf(student),
    stage: stageOf(student, fix),
    lineupFix: fix,
    season: {
      gamesPlayed: student.season.completedGames,
      games: gamesInSeason(student),
      wins,
      losses,
      overtimeLosses,
      place: studentPlace(student.season.standings),
      teams: student.season.standings.length,
    },
    money: {
      totalBudget: student.totalBudget,
      spent,
      saved: student.savingsBudget,
      left: student.totalBudget - student.savingsBudget - spent,
      rollover: student.rollOverBudget,
    },
    scouted: student.season.scoutingComplete,
    injuries: {
      events: injuries.length,
      signed: covers.filter((cover) => cover.how === "signed").length,
      traded: covers.filter((cover) => cover.how === "traded").length,
      shortHandedGames: injuries.reduce((sum, record) => sum + record.shortHandedGames, 0),
      open: injuries.at(-1)?.filled === false,
    },
    debriefs: student.debriefs.slice(-PROGRESS_DEBRIEFS).map((debrief) => ({
      level: debrief.level,
      seasonNumber: debrief.seasonNumber,
      wins: debrief.wins,
      losses: debrief.losses,
      overtimeLosses: debrief.overtimeLosses,
      place: debrief.place,
      teams: debrief.teams,
      savings: debrief.savings,
      moneySpent: debrief.moneySpent,
      totalBudget: debrief.totalBudget,
      shortHandedGames: debrief.shortHandedGames,
      rule: debrief.suggestion.rule,
    })),
    learning: learningOf(student),
    lastActiveAt: activity.lastActiveAt,
    away: activity.away,
    sessionStartedAt: activity.sessionStartedAt,
  };
}
