import { createHash } from 'node:crypto';
import type { Request } from 'express';
import { preparedQuery } from '../db/prepared.js';
import type { DbOrTrx } from '../db/schema.js';
import { badRequest, unprocessable } from '../errors.js';

/** Retries come within minutes; a day is plenty, and older keys may be purged. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

export interface IdempotencyClaim {
  userId: number;
  key: string;
  /** Method, URL and a hash of the body: a key reused for anything else is refused. */
  scope: string;
}

export interface StoredAnswer {
  status: number;
  body: unknown;
}

/** The request's Idempotency-Key header as a claim, or undefined when the header is absent. */
export function idempotencyClaim(req: Request, userId: number): IdempotencyClaim | undefined {
  const key = req.get('idempotency-key');
  if (key === undefined) return undefined;
  if (!KEY_PATTERN.test(key)) throw badRequest('Idempotency-Key must be 1 to 200 visible ASCII characters');
  const bodyHash = createHash('sha256').update(canonicalJson(req.body ?? null)).digest('base64url');
  return { userId, key, scope: `${req.method} ${req.originalUrl} ${bodyHash}` };
}

/** JSON with every object's keys sorted: the same body sent with its keys in another order hashes alike. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const cutoff = () => new Date(Date.now() - IDEMPOTENCY_TTL_MS).toISOString();

// Every command sent with an Idempotency-Key runs these: compiled once (db/prepared.ts).
const storedAnswer = preparedQuery((db, userId: number, key: string) =>
  db.selectFrom('idempotency_keys').select(['scope', 'status', 'body', 'created_at']).where('user_id', '=', userId).where('key', '=', key),
);
const purgeExpired = preparedQuery((db, userId: number, before: string) =>
  db.deleteFrom('idempotency_keys').where('user_id', '=', userId).where('created_at', '<', before),
);
const insertAnswer = preparedQuery((db, userId: number, key: string, scope: string, status: number, body: string, createdAt: string) =>
  db.insertInto('idempotency_keys').values({ user_id: userId, key, scope, status, body, created_at: createdAt }),
);

/** The first answer given for this claim's key, if any; 422 when the key was used for another call. */
export async function findStoredAnswer(db: DbOrTrx, claim: IdempotencyClaim): Promise<StoredAnswer | undefined> {
  const [row] = await storedAnswer(db, claim.userId, claim.key);
  if (!row || row.created_at < cutoff()) return undefined;
  if (row.scope !== claim.scope) throw unprocessable('This Idempotency-Key was already used for a different request');
  return { status: row.status, body: JSON.parse(row.body) as unknown };
}

/** Store the answer in the command's own transaction, purging the user's expired keys first. */
export async function storeAnswer(db: DbOrTrx, claim: IdempotencyClaim, answer: StoredAnswer): Promise<void> {
  await purgeExpired(db, claim.userId, cutoff());
  await insertAnswer(db, claim.userId, claim.key, claim.scope, answer.status, JSON.stringify(answer.body), new Date().toISOString());
}
