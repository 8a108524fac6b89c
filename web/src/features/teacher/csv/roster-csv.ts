// Reading a class list CSV in the browser, for the preview before anything is sent. The
// server reads the file again and its answer is the truth (functions/src/roster/
// parseCsv.ts); these are the same column and row rules, so what the preview flags is
// what the server will refuse, and the teacher can fix the file first.
import Papa from 'papaparse';
import { CSV_NEEDS_HEADER, CSV_NO_STUDENTS, csvColumnKey, csvRowNames, csvText, sameStudentAs, studentKey, type RejectedRow } from '@rink/common';

export interface PreviewRow {
  /** As a spreadsheet numbers it: the header is row 1. */
  row: number;
  /** The names as they will be kept (cleaned: no invisible characters, one space between words). */
  firstName: string;
  lastName: string;
  /** Why the server will refuse this row, or null when it looks ready. */
  problem: string | null;
}

type RosterPreview = { ok: true; rows: PreviewRow[] } | { ok: false; problem: string };

export const TEMPLATE_CSV = 'firstName,lastName\nJordan,Lee\nAvery,Martinez\n';

/** A file's bytes as UTF-8 text, the way the server reads them; null when they are not text. */
export function decodeCsv(bytes: ArrayBuffer): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

// Each problem below is in the server's words (functions/src/roster/parseCsv.ts and common/): the dialog shows it through serverText.
/** `decoded`: the file as text, or null when it is not text (decodeCsv). */
export function previewRosterCsv(decoded: string | null): RosterPreview {
  const read = csvText(decoded);
  if (!read.ok) return read;
  const parsed = Papa.parse<string[]>(read.text, { header: false, skipEmptyLines: false });
  const quoteError = parsed.errors.find((error) => error.type === 'Quotes');
  if (quoteError) return { ok: false, problem: `The CSV file could not be read at row ${(quoteError.row ?? 0) + 1}: ${quoteError.message}.` };
  const [header = [], ...records] = parsed.data;
  const columns = header.map(csvColumnKey);
  const firstColumn = columns.indexOf('firstname');
  const lastColumn = columns.indexOf('lastname');
  if (firstColumn < 0 || lastColumn < 0) {
    return { ok: false, problem: CSV_NEEDS_HEADER };
  }
  const rows: PreviewRow[] = [];
  const seen = new Map<string, number>();
  records.forEach((record, index) => {
    if (record.every((cell) => cell.trim() === '')) return;
    const row = index + 2;
    const names = csvRowNames(record[firstColumn] ?? '', record[lastColumn] ?? '');
    const { firstName, lastName } = names;
    let problem = names.problem;
    if (!problem) {
      const key = studentKey(firstName, lastName);
      const earlier = seen.get(key);
      if (earlier === undefined) seen.set(key, row);
      else problem = sameStudentAs(earlier);
    }
    rows.push({ row, firstName, lastName, problem });
  });
  if (rows.length === 0) return { ok: false, problem: CSV_NO_STUDENTS };
  return { ok: true, rows };
}

/** A student the upload made, by the file's row: the job's record of it (its password is in the roster). */
interface AddedRow {
  row: number;
  userName: string;
}
type RowOutcome = { kind: 'added'; userName: string } | { kind: 'rejected'; reason: string };
export interface ResultRow extends PreviewRow {
  outcome: RowOutcome;
}

/**
 * The server's record laid over the preview, row by row: the rows it refused first (they
 * need the teacher), then the students it made, each group in file order. Rows it has not
 * come to yet (a job that stopped) are left out.
 */
export function resultRows(preview: PreviewRow[], added: AddedRow[], rejected: RejectedRow[]): ResultRow[] {
  const reasons = new Map(rejected.map((entry) => [entry.row, entry.reason]));
  const made = new Map(added.map((entry) => [entry.row, entry.userName]));
  const refused: ResultRow[] = [];
  const madeRows: ResultRow[] = [];
  for (const row of preview) {
    const reason = reasons.get(row.row);
    const userName = made.get(row.row);
    if (reason !== undefined) refused.push({ ...row, outcome: { kind: 'rejected', reason } });
    else if (userName !== undefined) madeRows.push({ ...row, outcome: { kind: 'added', userName } });
  }
  return [...refused, ...madeRows];
}
