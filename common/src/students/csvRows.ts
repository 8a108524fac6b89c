// How a class-list CSV's rows are judged (docs/product.md#class-list-upload): the same rules for the browser's preview
// and the server's upload, so the preview never promises what the server then refuses.
import { cleanName, nameProblem, type NameProblem } from "../text/names";
import { MAX_NAME_LENGTH } from "./names";

/** Largest class-list CSV the server accepts and the browser lets a teacher send, bytes: 1 MB holds far more than a 1500-student class. */
export const MAX_CSV_BYTES = 1024 * 1024;

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
export const csvColumnKey = (header: string): string => cleanName(header).replace(/[\s_-]/g, "").toLowerCase();

const CELL_PROBLEMS = (label: string): Record<NameProblem, string> => ({
  missing: `${label} is missing`,
  "no-letter": `${label} needs at least one letter`,
  "too-long": `${label} is longer than ${MAX_NAME_LENGTH} characters`,
});

/**
 * A row's two cells as typed, judged by the one rule for names (text/names.ts): the names to
 * keep (cleaned), or why the row cannot make a student. Rows are compared by studentKey.
 */
export function csvRowNames(firstCell: string, lastCell: string): { firstName: string; lastName: string; problem: string | null } {
  const firstName = cleanName(firstCell);
  const lastName = cleanName(lastCell);
  const first = nameProblem(firstCell, MAX_NAME_LENGTH);
  const last = nameProblem(lastCell, MAX_NAME_LENGTH);
  if (first === "missing" && last === "missing") return { firstName, lastName, problem: "First name and last name are missing" };
  const problem = first ? CELL_PROBLEMS("First name")[first] : last ? CELL_PROBLEMS("Last name")[last] : null;
  return { firstName, lastName, problem };
}

/** A row naming the same student as an earlier row (`earlierRow`, 1-based with the header as row 1). */
export const sameStudentAs = (earlierRow: number): string => `Same student as row ${earlierRow}`;
