import { randomInt } from 'node:crypto';
import { LEAGUE_CODE_ALPHABET, LEAGUE_CODE_LENGTH } from '#shared/leagues/league-code-text.js';
import type { DbOrTrx } from '../db/schema.js';
const MAX_ATTEMPTS = 20;

export function randomLeagueCode(): string {
  let code = '';
  for (let i = 0; i < LEAGUE_CODE_LENGTH; i++) code += LEAGUE_CODE_ALPHABET[randomInt(LEAGUE_CODE_ALPHABET.length)];
  return code;
}

/**
 * A code no league has yet. With 31^6 (~887 million) codes a collision is rare; checking
 * before inserting keeps a PostgreSQL transaction from aborting on the unique index.
 */
export async function uniqueLeagueCode(db: DbOrTrx, generate: () => string = randomLeagueCode): Promise<string> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const code = generate();
    const taken = await db.selectFrom('leagues').select('id').where('league_code', '=', code).executeTakeFirst();
    if (!taken) return code;
  }
  throw new Error('Could not find a free league code');
}
