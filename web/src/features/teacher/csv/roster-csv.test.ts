import { describe, expect, it } from 'vitest';
import { CSV_EMPTY, CSV_NOT_TEXT } from '@rink/common';
import { decodeCsv, previewRosterCsv, resultRows, TEMPLATE_CSV } from './roster-csv';

describe('a class list read in the browser before it is sent', () => {
  it('reads the template as two ready students', () => {
    const preview = previewRosterCsv(TEMPLATE_CSV);
    expect(preview).toEqual({
      ok: true,
      rows: [
        { row: 2, firstName: 'Jordan', lastName: 'Lee', problem: null },
        { row: 3, firstName: 'Avery', lastName: 'Martinez', problem: null },
      ],
    });
  });

  it('flags missing names and repeats with the row numbers a spreadsheet shows, and skips blank rows', () => {
    const preview = previewRosterCsv('\uFEFFLast Name,first_name\nLee,Jordan\n,Sam\n\nKim,\n lee , JORDAN \n');
    expect(preview.ok && preview.rows.map((row) => [row.row, row.problem])).toEqual([
      [2, null],
      [3, 'Last name is missing'],
      [5, 'First name is missing'],
      [6, 'Same student as row 2'],
    ]);
  });

  it('reads names cleaned, refuses a name of invisible characters, and flags rows that read the same as one student', () => {
    const csv = 'firstName,lastName\nIvy,Stone\n"Ivy\u200B",Stone\nivy,stone\n"  Ivy ","  Stone"\n\u200B\u2060,Lee\nSam,\u3164\n"Ray\nmond",Kim\u202E\n';
    const preview = previewRosterCsv(csv);
    expect(preview.ok && preview.rows.map((row) => [row.row, row.firstName, row.lastName, row.problem])).toEqual([
      [2, 'Ivy', 'Stone', null],
      [3, 'Ivy', 'Stone', 'Same student as row 2'],
      [4, 'ivy', 'stone', 'Same student as row 2'],
      [5, 'Ivy', 'Stone', 'Same student as row 2'],
      [6, '', 'Lee', 'First name needs at least one letter'],
      [7, 'Sam', '', 'Last name needs at least one letter'],
      [8, 'Ray mond', 'Kim', null],
    ]);
  });

  it('says an empty file is empty and a binary file is not a CSV, in the server\'s words', () => {
    expect(previewRosterCsv(decodeCsv(new ArrayBuffer(0)))).toEqual({ ok: false, problem: CSV_EMPTY });
    expect(previewRosterCsv(' \n\r\n')).toEqual({ ok: false, problem: CSV_EMPTY });
    expect(previewRosterCsv(decodeCsv(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0xff, 0xfe, 0x00]).buffer))).toEqual({ ok: false, problem: CSV_NOT_TEXT });
    expect(previewRosterCsv('firstName,lastName\u0000')).toEqual({ ok: false, problem: CSV_NOT_TEXT });
  });

  it('refuses a file without the two name columns, or without students', () => {
    expect(previewRosterCsv('name\nJordan Lee\n')).toEqual({ ok: false, problem: 'The CSV file needs a header row with the columns firstName and lastName.' });
    expect(previewRosterCsv('firstName,lastName\n')).toEqual({ ok: false, problem: 'The CSV file has no students in it.' });
  });

  it('reads 1,500 rows', () => {
    const text = ['firstName,lastName', ...Array.from({ length: 1500 }, (_, i) => `Kid${i},Family${i}`)].join('\n');
    const preview = previewRosterCsv(text);
    expect(preview.ok && preview.rows.length).toBe(1500);
  });

  it("lays the server's answer over the preview: refused rows first with their reason, then the students made", () => {
    const preview = previewRosterCsv('firstName,lastName\nJordan,Lee\nSam,\nAvery,Martinez\n');
    if (!preview.ok) throw new Error(preview.problem);
    const rows = resultRows(preview.rows, [{ row: 4, userName: 'averym' }], [
      { row: 2, reason: 'Already in your class' },
      { row: 3, reason: 'Last name is missing' },
    ]);
    expect(rows.map((row) => [row.row, row.outcome.kind === 'added' ? row.outcome.userName : row.outcome.reason])).toEqual([
      [2, 'Already in your class'],
      [3, 'Last name is missing'],
      [4, 'averym'],
    ]);
  });
});
