import { describe, expect, it } from 'vitest';
import { BOM, csvBlob, csvCell, toCsv } from './csv';

describe('the CSV writer', () => {
  it('starts the file with a byte-order mark and ends every line with CRLF', () => {
    const text = toCsv(['First', 'Last'], [['Ann', 'Able']]);
    expect(text).toBe(`${BOM}First,Last\r\nAnn,Able\r\n`);
  });

  it('quotes a cell with a comma, a quote or a line break, doubling its quotes (RFC 4180)', () => {
    expect(csvCell('Lee, Jr.')).toBe('"Lee, Jr."');
    expect(csvCell('the "Ace"')).toBe('"the ""Ace"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('plain')).toBe('plain');
  });

  it('defuses text a spreadsheet would run as a formula with a leading apostrophe', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('\rcmd')).toBe(`"'\rcmd"`);
    // A line break after the formula does not hide it.
    expect(csvCell('=1+1\nmore')).toBe(`"'=1+1\nmore"`);
    expect(csvCell('Ann-Marie')).toBe('Ann-Marie');
  });

  it('writes numbers as numbers, a negative one included, and nothing for null', () => {
    expect(csvCell(-2)).toBe('-2');
    expect(csvCell(4)).toBe('4');
    expect(csvCell(null)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('keeps accented names as they are, and the file is UTF-8 with its BOM', async () => {
    const text = toCsv(['Name'], [['Zoë Ñúñez']]);
    expect(text).toContain('Zoë Ñúñez');
    const bytes = new Uint8Array(await csvBlob(text).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('Name\r\nZoë Ñúñez\r\n');
  });
});
