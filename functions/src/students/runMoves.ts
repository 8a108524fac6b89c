// A student's own request, applied by the engine inside one Firestore transaction
// on their document: two tabs, a double click or a retry are serialised by the
// transaction, so no two requests ever spend the same money.
import { FieldPath } from "firebase-admin/firestore";
import { applyMove, type ErrorCode, type Move, type RuleError, type Student } from "@rink/game";
import { db } from "../lib/admin";
import { HttpError } from "../http/errors";
import { classRef, studentRef, type StoredStudent } from "../accounts/students";
import { sameSummary, summaryOf } from "../classes/summary";
import type { Step } from "./partialUpdate";

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
  "gating/locked",
]);

export const statusOfRule = (code: ErrorCode): 400 | 409 => (CONFLICT_CODES.has(code) ? 409 : 400);

/** Attempts before a contended transaction gives up (the SDK's default is 5). */
const MAX_ATTEMPTS = 10;

/**
 * Reads the student, runs each step's moves through the engine in order and writes the
 * result, all in one transaction. The class summary entry is written in the same
 * transaction only when something it shows changed, so ordinary moves never touch it.
 */
export async function runStudentSteps(studentId: string, steps: Step[]): Promise<StoredStudent> {
  return db().runTransaction(
    async (tx) => {
      const ref = studentRef(studentId);
      const snapshot = await tx.get(ref);
      if (!snapshot.exists) throw new HttpError(404, "Student not found");
      const before = snapshot.data() as StoredStudent;
      let state: Student = before;
      let moved = false;
      for (const step of steps) {
        for (const move of step(state)) {
          const result = applyMove(state, move);
          if ("error" in result) throw new MoveRefused(result.error, move);
          state = result.state;
          moved = true;
        }
      }
      if (!moved) return before;
      const after: StoredStudent = { ...state, _id: studentId };
      tx.set(ref, after);
      const summary = summaryOf(after);
      if (after.teacherId && !sameSummary(summaryOf(before), summary)) {
        tx.update(classRef(after.teacherId), new FieldPath("students", studentId), summary);
      }
      return after;
    },
    { maxAttempts: MAX_ATTEMPTS },
  );
}
