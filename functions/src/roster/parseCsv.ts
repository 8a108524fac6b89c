// A class roster CSV: a header row with firstName and lastName columns (any case,
// spaces or underscores), one student per row. Each bad row is reported with its
// reason instead of failing the whole file.
import Papa from "papaparse";
import { HttpError } from "../lib/httpError";
import { CSV_NEEDS_HEADER, csvColumnKey, csvRowNames, csvText, sameStudentAs, studentKey, type RejectedRow } from "@rink/common";

export interface RosterCandidate {
  /** Row number as a spreadsheet shows it: the header is row 1. */
  row: number;
  firstName: string;
  lastName: string;
}

function textOf(data: Buffer): string {
  let decoded: string | null;
  try {
    // Strips a byte-order mark (Excel writes one) and refuses bytes that are not UTF-8 text.
    decoded = new TextDecoder("utf-8", { fatal: true }).decode(data);
  } catch {
    decoded = null;
  }
  const read = csvText(decoded);
  if (!read.ok) throw new HttpError(400, read.problem);
  return read.text;
}

export function parseRosterCsv(data: Buffer): { candidates: RosterCandidate[]; rejected: RejectedRow[] } {
  const parsed = Papa.parse<string[]>(textOf(data), { header: false, skipEmptyLines: false });
  const quoteError = parsed.errors.find((error) => error.type === "Quotes");
  if (quoteError) {
    throw new HttpError(400, `The CSV file could not be read at row ${(quoteError.row ?? 0) + 1}: ${quoteError.message}.`);
  }
  const [header = [], ...records] = parsed.data;
  const columns = header.map(csvColumnKey);
  const firstColumn = columns.indexOf("firstname");
  const lastColumn = columns.indexOf("lastname");
  if (firstColumn < 0 || lastColumn < 0) {
    throw new HttpError(400, CSV_NEEDS_HEADER);
  }
  const candidates: RosterCandidate[] = [];
  const rejected: RejectedRow[] = [];
  const seen = new Map<string, number>();
  records.forEach((record, index) => {
    const row = index + 2;
    if (record.every((cell) => cell.trim() === "")) return;
    // Names as kept (cleaned); rows that read the same after cleaning are one student.
    const { firstName, lastName, problem } = csvRowNames(record[firstColumn] ?? "", record[lastColumn] ?? "");
    if (problem) {
      rejected.push({ row, reason: problem });
      return;
    }
    const key = studentKey(firstName, lastName);
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      rejected.push({ row, reason: sameStudentAs(earlier) });
      return;
    }
    seen.set(key, row);
    candidates.push({ row, firstName, lastName });
  });
  return { candidates, rejected };
}
