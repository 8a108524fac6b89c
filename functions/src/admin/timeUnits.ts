// Time spent is kept in milliseconds (the student document's timeSpent); the
// admin pages show minutes and hours.
const MS_PER_MINUTE = 60_000;
const MS_PER_HOUR = 3_600_000;

/** Whole minutes, rounded to the nearest. */
export function minutesOf(ms: number): number {
  return Math.round(ms / MS_PER_MINUTE);
}

/** Hours with one decimal, as the totals page shows them. */
export function hoursOf(ms: number): number {
  return Math.round((ms / MS_PER_HOUR) * 10) / 10;
}
