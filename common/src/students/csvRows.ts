// How a class-list CSV's rows are judged (spec point 5): the same rules for the browser's preview
// and the server's upload, so the preview never promises what the server then refuses.
import { MAX_NAME_LENGTH } from "./names";

/** "First Name", "first_name", " FIRSTNAME " all name the same column. */
export const csvColumnKey = (header: string): string => header.replace(/[\s_-]/g, "").toLowerCase();

/** Names that differ only in case or spacing at the ends are the same student. */
export const nameKey = (firstName: string, lastName: string): string =>
  `${firstName.trim().normalize("NFKC").toLowerCase()}\u0000${lastName.trim().normalize("NFKC").toLowerCase()}`;

/** Why a row's (trimmed) names cannot make a student; null when they can. */
export function csvRowProblem(firstName: string, lastName: string): string | null {
  if (!firstName && !lastName) return "First name and last name are missing";
  if (!firstName) return "First name is missing";
  if (!lastName) return "Last name is missing";
  if (firstName.length > MAX_NAME_LENGTH) return `First name is longer than ${MAX_NAME_LENGTH} characters`;
  if (lastName.length > MAX_NAME_LENGTH) return `Last name is longer than ${MAX_NAME_LENGTH} characters`;
  return null;
}

/** A row naming the same student as an earlier row (`earlierRow`, 1-based with the header as row 1). */
export const sameStudentAs = (earlierRow: number): string => `Same student as row ${earlierRow}`;
