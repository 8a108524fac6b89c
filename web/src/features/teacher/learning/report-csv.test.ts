import { describe, expect, it } from 'vitest';
import type { RosterRow } from '@rink/common';
import { BOM } from '@/lib/csv';
import { classReportCsv, csvFileName, rosterCsv } from './report-csv';
import { habits, learningRow, result } from './learning-test-rows';
import { englishIntl as intl, spanishIntl } from '../testing/intl';

const lines = (text: string) => text.slice(BOM.length).split('\r\n');

describe('the class report CSV', () => {
  it('has a row per student by name with the checks, growth, habits and minutes', () => {
    const rows = [
      learningRow('z', 'Zoë', { before: result(1, 1, 0), latest: result(4, 2, 1, 1), habits: habits({ seasons: 2, seasonsSaved: 1, injuries: 1, injuriesCovered: 1 }) }, 'Ñúñez'),
      learningRow('a', 'Ann', {}, 'Able'),
    ];
    const text = classReportCsv(intl, rows);
    expect(text.startsWith(BOM)).toBe(true);
    const [header, ann, zoe, end] = lines(text);
    expect(header).toBe(
      'First Name,Last Name,Level,Seasons Played,Check Before (of 8),Check Before: Spending (of 4),Check Before: Saving (of 2),Check Before: Managing Risk (of 2),' +
        'Latest Check After (of 8),Latest Check After: Spending (of 4),Latest Check After: Saving (of 2),Latest Check After: Managing Risk (of 2),' +
        'Growth,Seasons Saved,Seasons,Injuries Covered,Injuries,Refusals Recovered,Refusals,Minutes Played,First Check After Season',
    );
    expect(ann).toBe('Ann,Able,1,0,,,,,,,,,,0,0,0,0,0,0,0,');
    expect(zoe).toBe('Zoë,Ñúñez,1,2,2,1,1,0,7,4,2,1,5,1,2,1,1,0,0,0,');
    expect(end).toBe('');
  });

  it("names a first check taken after a season as such when none came before playing", () => {
    const late = learningRow('l', 'Lee', { before: result(1, 1, 1, 2), latest: result(3, 2, 2, 3), habits: habits({ seasons: 3 }) }, 'Late');
    const [header, lee] = lines(classReportCsv(intl, [late]));
    expect(header).toContain(',First Check (of 8),First Check: Spending (of 4),');
    expect(header).not.toContain('Check Before');
    expect(lee).toBe('Lee,Late,1,3,3,1,1,1,7,3,2,2,4,0,3,0,0,0,0,0,2');
    // A class with both kinds names the columns by both, and each row says which it has.
    const [mixed, , zoe] = lines(classReportCsv(intl, [late, learningRow('z', 'Zoë', { before: result(1, 1, 0) }, 'Ñúñez')]));
    expect(mixed).toContain(',Check Before or First Check (of 8),');
    expect(zoe?.endsWith(',')).toBe(true);
    expect(lines(classReportCsv(spanishIntl, [late]))[0]).toContain(',Primer chequeo (de 8),');
  });

  it('defuses a name a spreadsheet would run as a formula', () => {
    const [, row] = lines(classReportCsv(intl, [learningRow('e', '=cmd', {}, '+1')]));
    expect(row?.startsWith("'=cmd,'+1,")).toBe(true);
  });
});

describe('the roster CSV', () => {
  const student = (firstName: string, lastName: string, userName: string, password: string | null): RosterRow => ({
    _id: `id-${userName}`,
    firstName,
    lastName,
    userName,
    password,
    level: 1,
    levelsDone: 0,
    tutorialsDone: 0,
    wonGame: false,
    timeSpent: 0,
  });

  it('lists names, username and password in the roster order', () => {
    const text = rosterCsv(intl, [student('Zoë', 'Ñúñez', 'zoe1', 'ice-7'), student('@Al', 'Lee, Jr.', 'al2', null)]);
    expect(lines(text)).toEqual(['First Name,Last Name,Username,Password', 'Zoë,Ñúñez,zoe1,ice-7', `'@Al,"Lee, Jr.",al2,`, '']);
    expect(lines(rosterCsv(spanishIntl, []))[0]).toBe('Nombre,Apellido,Nombre de usuario,Contraseña');
  });

  it("names the file with the day's date", () => {
    expect(csvFileName('roster', new Date(2025, 2, 4))).toBe('rink-money-roster-2025-03-04.csv');
  });
});
