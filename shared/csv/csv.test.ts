import { describe, expect, it } from 'vitest';
import { parseCsv, toCsv, UTF8_BOM } from './csv.js';
import { importRows, normalizeName, suggestMapping } from './results-import.js';

describe('CSV (RFC 4180)', () => {
  it('quotes fields with commas, quotes and line breaks, and reads them back', () => {
    const rows = [['Player', 'Team'], ['Amon-Ra St. Brown', 'Lions, "Detroit"'], ['Two\r\nlines', '']];
    const text = toCsv(rows);
    expect(text).toBe('Player,Team\r\nAmon-Ra St. Brown,"Lions, ""Detroit"""\r\n"Two\r\nlines",\r\n');
    expect(parseCsv(UTF8_BOM + text)).toEqual(rows);
  });

  it('reads LF files and skips blank lines', () => {
    expect(parseCsv('a,b\n1,2\n\n')).toEqual([['a', 'b'], ['1', '2']]);
  });
});

describe('results import', () => {
  it('guesses the mapping of ESPN-like and Gavel headers, and reads rows through it', () => {
    expect(suggestMapping(['PLAYER', 'POS', 'NFL Team', 'Owner', 'Winning Bid'])).toEqual({
      player: 'PLAYER', position: 'POS', nfl_team: 'NFL Team', fantasy_team: 'Owner', price: 'Winning Bid',
    });
    const table = parseCsv('Name,Pos,Team,Cost\n"D.J. Moore Jr.",WR,CHI,$31\nBills D/ST,DST,BUF,2\n');
    const mapping = { player: 'Name', position: 'Pos', fantasy_team: 'Team', price: 'Cost' };
    expect(importRows(table, mapping)).toEqual([
      { line: 2, player: 'D.J. Moore Jr.', position: 'WR', nfl_team: null, fantasy_team: 'CHI', price: 31 },
      { line: 3, player: 'Bills D/ST', position: 'DEF', nfl_team: null, fantasy_team: 'BUF', price: 2 },
    ]);
    expect(normalizeName('D.J. Moore Jr.')).toBe('dj moore');
  });
});
