import { preparedQuery } from '../db/prepared.js';
import type { DbOrTrx } from '../db/schema.js';
import { isPublicTokenShaped } from './public-link.js';

/** The draft an enabled public token opens and its current seq, in one indexed read. */
const boardVersion = preparedQuery((db, token: string) => db.selectFrom('drafts').select(['id', 'seq']).where('public_token', '=', token));

/**
 * The draft behind an enabled public token and its seq, or undefined for an unknown or revoked
 * token: what a public board read needs to answer 304 or from its cached bytes (draft-reads.ts).
 */
export async function publicBoardVersion(db: DbOrTrx, token: unknown): Promise<{ id: number; seq: number } | undefined> {
  if (typeof token !== 'string' || !isPublicTokenShaped(token)) return undefined;
  const [row] = await boardVersion(db, token);
  return row;
}
