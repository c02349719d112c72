/** No 0/O, 1/I/L: a code read aloud across a room is copied right the first time. */
export const LEAGUE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const LEAGUE_CODE_LENGTH = 6;

export const LEAGUE_CODE_FORMAT = `A league code is ${LEAGUE_CODE_LENGTH} letters and digits, like K7M2QX.`;

/**
 * A code as a guest types it after hearing it read aloud: any case, spaces or dashes between its
 * parts. The code itself, or why it cannot be one (checked before asking the server).
 */
export function readLeagueCode(text: string): { ok: true; code: string } | { ok: false; error: string } {
  const code = text.replace(/[\s-]/g, '').toUpperCase();
  if (code.length !== LEAGUE_CODE_LENGTH || [...code].some((c) => !LEAGUE_CODE_ALPHABET.includes(c))) return { ok: false, error: LEAGUE_CODE_FORMAT };
  return { ok: true, code };
}
