// A student's own request, applied by the engine as one atomic read-check-write of
// their document: two tabs, a double click or a retry can never both spend the
// same money.
//
// Why an update-time precondition and not db().runTransaction: a Firestore
// transaction takes a read lock, so ten requests for one student all hold the read
// lock and then wait for each other to write. Production breaks that tie at once
// (wound-wait); the emulator waits for a lock timeout each time, and ten concurrent
// requests took minutes there. A write that succeeds only if the document is still
// the version the engine read is the same guarantee (compare-and-swap, in one
// batch with the progress document and the class's time counter) without locks, on both.
import type { DocumentSnapshot, Precondition } from "firebase-admin/firestore";
import { activityIn, activityOf, classTimeChange, nextRevision, RECENT_REQUESTS, type Activity, type StoredStudent, type StudentProgress } from "@rink/common";
import { applyMove, type ErrorCode, type Move, type RuleError, type Student } from "@rink/game";
import { db } from "../lib/admin";
import { HttpError } from "../lib/httpError";
import { teacherRef } from "../accounts/teachers";
import { addClassTime } from "../accounts/classTime";
import type { Step } from "./partialUpdate";
import { progressRef } from "../progress/progressDoc";
import { studentRef, writeStudentState } from "../accounts/studentRecords";
import { timeAllowance, timeAllowanceMs, type TimeAllowanceStart } from "./timeAllowance";

/** The engine refused a move: the request changes nothing. */
export class MoveRefused extends Error {
  constructor(
    readonly rule: RuleError,
    readonly move: Move,
  ) {
    super(rule.message);
  }
}

/**
 * State conflicts (the move may be fine later, or once the season is in another phase)
 * answer 409; everything else is bad input or a rule the move breaks, 400.
 */
const CONFLICT_CODES: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  "lineup/slot-filled",
  "lineup/slot-empty",
  "player/not-available",
  "release/season-active",
  "trade/season-inactive",
  "scout/complete",
  "scout/row-full",
  "season/in-transition",
  "season/not-in-transition",
  "season/lineup-incomplete",
  "season/scenario-open",
  "season/no-games-left",
  // The money check: due, not due, or another question than the one asked now.
  "check/due",
  "check/not-due",
  "check/wrong-question",
  "gating/locked",
]);

export const statusOfRule = (code: ErrorCode): 400 | 409 => (CONFLICT_CODES.has(code) ? 409 : 400);

/** Tries before a request that keeps losing to others gives up with 409 (each try is one read and one write). */
const MAX_ATTEMPTS = 25;
/**
 * gRPC codes of a write that lost a race: the document changed (or was deleted) since it
 * was read. The next try reads again, and answers 404 if the student is gone.
 */
const RACE_LOST = new Set([5 /* NOT_FOUND */, 9 /* FAILED_PRECONDITION */, 10 /* ABORTED */]);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The activity a progress document recorded; none when it is missing or unreadable (never a reason to refuse a move). */
function previousActivity(progress: DocumentSnapshot<StudentProgress>): Activity | undefined {
  try {
    const data = progress.data();
    return data && activityIn(data);
  } catch (error) {
    console.warn("Unreadable progress document; its activity starts again", progress.id, error);
    return undefined;
  }
}

/**
 * What the request changes, worked out by the engine from one version of the student. Time
 * reports go through only as far as `allowanceMs` (the time passed) lets them; a request that
 * recorded time moves timeReportedAt to `now`.
 */
function plan(before: StoredStudent, studentId: string, steps: Step[], allowanceMs: number, now: number): { after: StoredStudent; moves: Move[] } | null {
  let state: Student = before;
  const moves: Move[] = [];
  const time = timeAllowance(allowanceMs);
  for (const step of steps) {
    for (const asked of step(state)) {
      const move = time.take(asked);
      if (!move) continue;
      const result = applyMove(state, move);
      if ("error" in result) throw new MoveRefused(result.error, move);
      state = result.state;
      moves.push(move);
    }
  }
  if (moves.length === 0) return null;
  const after: StoredStudent = { ...state, _id: studentId, classId: before.classId, ...(time.recorded ? { timeReportedAt: now } : {}) };
  return { after: nextRevision(before, after), moves };
}

/**
 * Reads the student, runs each step's moves through the engine in order and writes the
 * result only if the document is still the version read; otherwise starts again from the
 * new version. The student's progress document is written in the same batch (it is no
 * hotter than the student document itself); the student's share of the class's time too
 * (accounts/classTime.ts), by the time the request recorded, so ordinary moves never touch
 * the teacher.
 */
export async function runStudentSteps(studentId: string, steps: Step[], session: Pick<TimeAllowanceStart, "signedInAt">, requestId?: string): Promise<StoredStudent> {
  const ref = studentRef(studentId);
  /** Set when the teacher document is found missing (their delete is under way): there is no counter left to keep. */
  let teacherGone = false;
  for (let attempt = 1; ; attempt++) {
    // The progress document is read for the stretch of play under way only: a stale read
    // (two requests at once) shifts that estimate by a moment, never the game state.
    const [snapshot, progress] = await Promise.all([ref.get(), progressRef(studentId).get()]);
    const before = snapshot.data();
    if (!before || !snapshot.updateTime) throw new HttpError(404, "Student not found");
    // The same request again (the client lost the answer with the network): applied once already.
    if (requestId && before.recentRequests?.includes(requestId)) return before;
    const now = Date.now();
    const createdAt = snapshot.createTime?.toMillis() ?? now;
    const planned = plan(before, studentId, steps, timeAllowanceMs(before, { ...session, createdAt }, now), now);
    if (!planned) return before;
    const { moves } = planned;
    const after = requestId ? { ...planned.after, recentRequests: [...(before.recentRequests ?? []), requestId].slice(-RECENT_REQUESTS) } : planned.after;
    const batch = db().batch();
    // The precondition also guards timeReportedAt: a second request that read the same
    // version loses the race, reads again, and finds the stretch already recorded.
    const unchangedSinceRead: Precondition = { lastUpdateTime: snapshot.updateTime };
    writeStudentState(batch, after, unchangedSinceRead, activityOf(moves, now, previousActivity(progress)));
    const timeMs = classTimeChange(before, after);
    const countsTime = !!after.teacherId && timeMs !== 0 && !teacherGone;
    if (countsTime && after.teacherId) addClassTime(batch, after.teacherId, studentId, timeMs);
    try {
      await batch.commit();
      return after;
    } catch (error) {
      const code = typeof error === "object" && error !== null && "code" in error ? error.code : undefined;
      if (typeof code !== "number" || !RACE_LOST.has(code)) throw error;
      if (code === 5 && countsTime && after.teacherId) teacherGone = !(await teacherRef(after.teacherId).get()).exists;
      if (attempt >= MAX_ATTEMPTS) throw new HttpError(409, "Too many changes at once. Please try again.");
      // Jittered, growing pause so requests that collided do not collide again.
      await sleep(Math.random() * Math.min(200, 10 * attempt));
    }
  }
}
