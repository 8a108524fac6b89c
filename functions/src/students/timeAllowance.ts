// Time played is bounded by time passed (docs/decisions.md#d26): whatever a request claims, the
// server records no more play time for a student than has passed since the latest of their
// last accepted report, their sign-in and their account's creation. The engine stays without
// a clock: the server cuts the recordTimeSpent moves to that allowance before the engine
// sees them. The moment of the last accepted report lives on the student's document
// (timeReportedAt), written in the same compare-and-swap as the time itself, so two requests
// at once cannot both spend the same stretch.
import type { StoredStudent } from "@rink/common";
import type { Move } from "@rink/game";

/** What the allowance is measured from, all server times in ms. */
export interface TimeAllowanceStart {
  /** When the caller's ID token was first issued: their sign-in (the token's auth_time). */
  signedInAt: number;
  /** When the student's document was created. */
  createdAt: number;
}

/** Milliseconds of play the student may still record at `now`. */
export function timeAllowanceMs(student: Pick<StoredStudent, "timeReportedAt">, start: TimeAllowanceStart, now: number): number {
  return Math.max(0, now - Math.max(student.timeReportedAt ?? 0, start.signedInAt, start.createdAt));
}

/**
 * Lets each time report through up to what is left of the allowance, in the request's order.
 * `take(move)` answers the move to apply (a report cut to what is left) or null when nothing
 * is left of it; `recorded` says whether any time went through.
 */
export function timeAllowance(allowanceMs: number) {
  let left = allowanceMs;
  let recorded = false;
  return {
    take(move: Move): Move | null {
      if (move.type !== "recordTimeSpent") return move;
      const ms = Math.min(move.ms, left);
      if (ms <= 0) return null;
      left -= ms;
      recorded = true;
      return { ...move, ms };
    },
    get recorded() {
      return recorded;
    },
  };
}
