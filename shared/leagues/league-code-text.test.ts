import { describe, expect, it } from 'vitest';
import { LEAGUE_CODE_ALPHABET, LEAGUE_CODE_FORMAT, LEAGUE_CODE_LOOK_ALIKES, lookAlikeError, readLeagueCode } from './league-code-text.js';

describe('a league code as typed', () => {
  it('takes any case and spaces or dashes between its parts', () => {
    expect(readLeagueCode('k7m2qx')).toEqual({ ok: true, code: 'K7M2QX' });
    expect(readLeagueCode(' K7M - 2QX ')).toEqual({ ok: true, code: 'K7M2QX' });
    // As a join link's address gives it once decoded, and as a guest spells it out.
    for (const text of [' jb xr we ', 'JB-XRWE', 'J B X R W E', 'jb xrwe', 'jb-xrwe', 'jb\txrwe']) expect(readLeagueCode(text)).toEqual({ ok: true, code: 'JBXRWE' });
  });
  it('refuses what cannot be a code, with the format', () => {
    for (const text of ['', 'K7M2Q', 'K7M2QXX', 'K7M2Q!', 'K7M_2QX', 'K7M2QÉ']) expect(readLeagueCode(text)).toEqual({ ok: false, error: LEAGUE_CODE_FORMAT });
  });
  it('names the characters codes never use, in any case and at any length', () => {
    expect(readLeagueCode('K7M2Q0')).toEqual({ ok: false, error: lookAlikeError(['0']) });
    expect(readLeagueCode('k7m2qi')).toEqual({ ok: false, error: lookAlikeError(['I']) });
    expect(readLeagueCode('lo1')).toEqual({ ok: false, error: lookAlikeError(['O', '1', 'L']) });
    expect(lookAlikeError(['0'])).toBe('League codes never use 0, O, 1, I or L, and this one has 0. Check the code with the commissioner.');
    expect(lookAlikeError(['O', '1', 'L'])).toContain('this one has O, 1 and L.');
  });
  it('the look-alikes are exactly the letters and digits the alphabet leaves out', () => {
    const all = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'];
    expect(all.filter((c) => !LEAGUE_CODE_ALPHABET.includes(c)).sort()).toEqual([...LEAGUE_CODE_LOOK_ALIKES].sort());
  });
});
