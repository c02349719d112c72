import { describe, expect, it } from 'vitest';
import { LEAGUE_CODE_FORMAT, readLeagueCode } from './league-code-text.js';

describe('a league code as typed', () => {
  it('takes any case and spaces or dashes between its parts', () => {
    expect(readLeagueCode('k7m2qx')).toEqual({ ok: true, code: 'K7M2QX' });
    expect(readLeagueCode(' K7M - 2QX ')).toEqual({ ok: true, code: 'K7M2QX' });
  });
  it('refuses what cannot be a code, with the format', () => {
    for (const text of ['', 'K7M2Q', 'K7M2QXX', 'K7M2Q0', 'K7M2QI', 'K7M2Q!']) expect(readLeagueCode(text)).toEqual({ ok: false, error: LEAGUE_CODE_FORMAT });
  });
});
