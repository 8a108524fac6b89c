// How a class-list CSV's rows are judged (spec point 5): the same rules for the browser's preview
// and the server's upload, so the preview never promises what the server then refuses.
import { MAX_NAME_LENGTH } from "./names";

/** What the browser's preview and the server both say of a file that is not a class list (one text each). */
export const CSV_EMPTY = "The CSV file is empty.";
export const CSV_NOT_TEXT = "That file is not a CSV file. Save the class list as CSV with the columns firstName and lastName.";
export const CSV_NEEDS_HEADER = "The CSV file needs a header row with the columns firstName and lastName.";
export const CSV_NO_STUDENTS = "The CSV file has no students in it.";

/**
 * A file's text as a class list may be read, or why it cannot be, before its rows are:
 * `decoded` is the file read as UTF-8, or null when its bytes are not UTF-8 at all (a
 * spreadsheet's .xlsx, a photo renamed .csv); a NUL character means binary too. A file of
 * nothing but spaces and line ends is as empty as one of no bytes.
 */
export function csvText(decoded: string | null): { ok: true; text: string } | { ok: false; problem: string } {
  if (decoded === null || decoded.includes("\u0000")) return { ok: false, problem: CSV_NOT_TEXT };
  const text = decoded.replace(/^\uFEFF/, "");
  if (text.trim() === "") return { ok: false, problem: CSV_EMPTY };
  return { ok: true, text };
}

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
