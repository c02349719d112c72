/** No 0/O, 1/I/L: a code read aloud across a room is copied right the first time. */
export const LEAGUE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const LEAGUE_CODE_LENGTH = 6;
/** The letters and digits the alphabet leaves out, in the order a guest would say them. */
export const LEAGUE_CODE_LOOK_ALIKES = '0O1IL';

export const LEAGUE_CODE_FORMAT = `A league code is ${LEAGUE_CODE_LENGTH} letters and digits, like K7M2QX.`;

const listed = (items: readonly string[], last: string) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${last} ${items.at(-1)}`);

/** A code typed with a character codes never have: most likely another one misheard or misread. */
export function lookAlikeError(found: readonly string[]): string {
  return `League codes never use ${listed([...LEAGUE_CODE_LOOK_ALIKES], 'or')}, and this one has ${listed(found, 'and')}. Check the code with the commissioner.`;
}

/**
 * A code as a guest types it after hearing it read aloud, in the "Have a league code?" box or in a
 * join link's address: any case, spaces or dashes between its parts. The code itself, or why it
 * cannot be one (checked before asking the server).
 */
export function readLeagueCode(text: string): { ok: true; code: string } | { ok: false; error: string } {
  const code = text.replace(/[\s-]/g, '').toUpperCase();
  const lookAlikes = [...LEAGUE_CODE_LOOK_ALIKES].filter((c) => code.includes(c));
  if (lookAlikes.length > 0) return { ok: false, error: lookAlikeError(lookAlikes) };
  if (code.length !== LEAGUE_CODE_LENGTH || [...code].some((c) => !LEAGUE_CODE_ALPHABET.includes(c))) return { ok: false, error: LEAGUE_CODE_FORMAT };
  return { ok: true, code };
}
