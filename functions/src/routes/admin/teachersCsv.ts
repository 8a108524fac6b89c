// GET /api/v1/admin/teachers.csv[?search=]: the teachers CSV download (spec point 6).
// A spreadsheet runs a cell that starts with =, +, -, @, tab or carriage return
// as a formula (CSV injection), and teachers choose their own names and school
// names, so such cells get a leading apostrophe. Quoting follows RFC 4180.
import type { RequestHandler } from "express";
import Papa from "papaparse";
import { parse } from "../../http/validate";
import { teacherSearchQuery } from "./schemas";
import { loadTeacherRows, type AdminTeacherRow } from "./teacherRows";

export const TEACHER_CSV_COLUMNS = [
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

export function teachersCsv(rows: AdminTeacherRow[]): string {
  return Papa.unparse(
    { fields: [...TEACHER_CSV_COLUMNS], data: rows.map((row) => TEACHER_CSV_COLUMNS.map((column) => row[column])) },
    { escapeFormulae: FORMULA_START, newline: "\r\n", header: true },
  );
}

export const downloadTeachersCsv: RequestHandler = async (req, res) => {
  const { search } = parse(teacherSearchQuery, req.query);
  const rows = await loadTeacherRows(search || undefined);
  res
    .status(200)
    .type("text/csv; charset=utf-8")
    .set("Content-Disposition", 'attachment; filename="teachers.csv"')
    .set("Cache-Control", "no-store")
    .send(teachersCsv(rows));
};
