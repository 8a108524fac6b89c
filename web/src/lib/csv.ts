// The one CSV writer of the browser (the Learning tab's class report and the roster). Files a
// teacher opens in a spreadsheet: UTF-8 with a byte-order mark, without which Excel reads the
// bytes as Windows-1252 and "Zoë" turns to "ZoÃ«"; RFC 4180 quoting and CRLF line ends; and
// text a spreadsheet would run as a formula (CSV injection: a cell starting with =, +, -, @,
// tab or carriage return) defused with a leading apostrophe, as OWASP advises. Students'
// names are typed by people, so every text cell is treated as untrusted.
// (The server's CSVs, functions/src/admin/teachersCsv.ts, follow the same rules with papaparse.)

/** A cell: text is escaped; a number is written as the number it is (a negative growth stays a number). */
export type CsvCell = string | number | null;

export const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell as the file holds it. */
export function csvCell(cell: CsvCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  const safe = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The whole file: the BOM, then the header and each row, every line ended by CRLF. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly CsvCell[]>): string {
  return BOM + [header, ...rows].map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}

/** The file as a download: the type says UTF-8 so nothing between here and the disk guesses. */
export const csvBlob = (text: string): Blob => new Blob([text], { type: 'text/csv;charset=utf-8' });
