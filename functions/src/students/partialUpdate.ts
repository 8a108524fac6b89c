// The API (docs/product.md#api-student) lets the game send a partial student to PUT /student/{id}.
// Storing it blindly would let a student write their own budget, so every field
// a student may touch is turned into the engine move that makes that change, and
// everything else is refused by name.
import type { PartialStudent } from "@rink/common";
import { MAX_TIME_SPENT_REPORT_MS, SLOTS, TUTORIAL_NAMES, type Move, type Student } from "@rink/game";
import { HttpError } from "../lib/httpError";

/** Fields a student may never send, and why: refused by name, so nothing is stored blindly. */
const NOT_SETTABLE: Readonly<Record<string, string>> = Object.fromEntries([
  ...["players", "seasons", "season", "awards", "level", "wonGame", "objectives", "rngState", "rngSeed"].map((field) => [
    field,
    "it changes only by playing the game",
  ]),
  ...["firstName", "lastName"].map((field) => [field, "only your teacher can change it"]),
  ...["_id", "teacherId", "userName", "role", "password"].map((field) => [field, "it is part of your account"]),
]);

/** Refuses, before any parsing, a field a student may never set, with a message naming it. */
export function refuseNotSettable(body: Record<string, unknown>): void {
  const field = Object.keys(body).find((name) => Object.hasOwn(NOT_SETTABLE, name));
  if (field) throw new HttpError(400, `${field} cannot be changed directly: ${NOT_SETTABLE[field]}.`);
}

/**
 * One step turns part of the request into moves, looking at the state the earlier
 * steps left (a season restart clears pages visited, a release frees money, ...).
 */
export type Step = (state: Student) => Move[];

/**
 * The steps of a partial update, in a fixed order: season choice, tutorials, pages,
 * time, rollover (adds money), releases (free money), savings, then signings.
 */
export function stepsFromPartial(update: PartialStudent): Step[] {
  const steps: Step[] = [];
  const { seasonChoice, tutorials, pagesVisited, timeSpent, savingsBudget } = update;
  if (seasonChoice) steps.push(() => [{ type: seasonChoice }]);
  if (tutorials) {
    // Only completing counts: tutorials cannot be undone, so false is "not done here" and ignored.
    steps.push((state) =>
      TUTORIAL_NAMES.filter((name) => tutorials[name] === true && !state.tutorials[name]).map((tutorial) => ({ type: "completeTutorial", tutorial })),
    );
  }
  if (pagesVisited) {
    steps.push((state) =>
      [...new Set(pagesVisited)].filter((page) => !state.pagesVisited.includes(page)).map((page) => ({ type: "visitPage", page })),
    );
  }
  if (timeSpent !== undefined) steps.push((state) => timeSpentMoves(state, timeSpent));
  if (update.totalBudget !== undefined || update.rollOverBudget !== undefined) {
    steps.push((state) => rolloverMoves(state, update.totalBudget, update.rollOverBudget));
  }
  const slotChanges = SLOTS.flatMap((slot) => (update[slot] === undefined ? [] : [{ slot, playerId: update[slot] }]));
  steps.push((state) => slotChanges.flatMap(({ slot, playerId }) => (playerId === null && state[slot] !== null ? [{ type: "release", slot }] : [])));
  if (savingsBudget !== undefined) {
    steps.push((state) => (state.savingsBudget === savingsBudget ? [] : [{ type: "setSavings", amount: savingsBudget }]));
  }
  steps.push((state) =>
    slotChanges.flatMap(({ slot, playerId }): Move[] => {
      const current = state[slot];
      if (playerId === null || current === playerId) return [];
      if (current === null) return [{ type: "sign", slot, playerId }];
      // A filled slot changes hands by trade during the season, by release and sign before it.
      return state.season.seasonActive ? [{ type: "trade", slot, playerId }] : [{ type: "release", slot }, { type: "sign", slot, playerId }];
    }),
  );
  return steps;
}

/** timeSpent is a running total: the move records the increase since the stored total. */
function timeSpentMoves(state: Student, total: number): Move[] {
  const increase = total - state.timeSpent;
  if (increase === 0) return [];
  if (increase < 0) throw new HttpError(400, "timeSpent cannot go down: it is the total time played.");
  if (increase > MAX_TIME_SPENT_REPORT_MS) throw new HttpError(400, "timeSpent cannot rise by more than 12 hours at once.");
  return [{ type: "recordTimeSpent", ms: increase }];
}

/** totalBudget and rollOverBudget change together, by the same amount, only as a rollover (docs/product.md#rollover). */
function rolloverMoves(state: Student, totalBudget: number | undefined, rollOverBudget: number | undefined): Move[] {
  const total = totalBudget ?? state.totalBudget;
  const rolledOver = rollOverBudget ?? state.rollOverBudget;
  if (total === state.totalBudget && rolledOver === state.rollOverBudget) return [];
  if (totalBudget === undefined || rollOverBudget === undefined) {
    const field = totalBudget === undefined ? "rollOverBudget" : "totalBudget";
    throw new HttpError(400, `${field} cannot be changed directly: it changes only when savings are rolled over (send totalBudget and rollOverBudget together).`);
  }
  const amount = total - state.totalBudget;
  if (state.rollOverBudget - rolledOver !== amount) {
    throw new HttpError(400, "totalBudget can only grow by the savings taken out of rollOverBudget.");
  }
  return [{ type: "rollover", amount }];
}
