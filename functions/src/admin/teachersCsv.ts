// The teachers CSV download (docs/product.md#admin-teachers). A spreadsheet runs a cell that starts
// with =, +, -, @, tab or carriage return as a formula (CSV injection), and teachers
// choose their own names and school names, so such cells get a leading apostrophe.
// Quoting follows RFC 4180.
import Papa from "papaparse";
import type { AdminTeacherRow } from "@rink/common";

const TEACHER_CSV_COLUMNS = [
  "name",
  "userName",
  "email",
  "school",
  "schoolDistrict",
  "city",
  "state",
  "gradeTaught",
  "classSize",
  "studentCount",
  "totalMinutes",
] as const satisfies ReadonlyArray<keyof AdminTeacherRow>;

/**
 * Papaparse's own `escapeFormulae: true` pattern ends in `.*$` without the
 * s flag, so a cell like "=1+1\nmore" (a line break after the formula) slips
 * through; testing only the first character catches it.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** The first line: the column names. */
export function teachersCsvHeader(): string {
  return Papa.unparse({ fields: [...TEACHER_CSV_COLUMNS], data: [] }, { newline: "\r\n", header: true });
}

/** More rows, each after a line break (RFC 4180 lines end in CRLF; the file's last has none). */
export function teachersCsvRows(rows: AdminTeacherRow[]): string {
  if (rows.length === 0) return "";
  const lines = Papa.unparse(
    { fields: [...TEACHER_CSV_COLUMNS], data: rows.map((row) => TEACHER_CSV_COLUMNS.map((column) => row[column])) },
    { escapeFormulae: FORMULA_START, newline: "\r\n", header: false },
  );
  return `\r\n${lines}`;
}
