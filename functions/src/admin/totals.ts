// The programme's totals (docs/product.md#admin-console): teachers, students and time spent.
// All three come from the programme's counters (accounts/programmeTotals.ts), which the writers
// move with every change they count: one batched read of a fixed number of documents, however
// large the programme, and never a teacher or a student document (docs/decisions.md#d82).
import type { Totals } from "@rink/common";
import { programmeTotals } from "../accounts/programmeTotals";
import { hoursOf } from "./timeUnits";

export async function totals(): Promise<Totals> {
  const { teachers, students, timeSpentMs } = await programmeTotals();
  return { teachers, students, hours: hoursOf(timeSpentMs) };
}
