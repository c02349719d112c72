import { randomBytes } from 'node:crypto';
import type { DbOrTrx } from '../db/schema.js';
import type { CommandScope } from '../engine/write-path.js';

/** 192 bits from the CSPRNG, URL-safe: unguessable, and short enough to read off a QR code. */
export function newPublicToken(): string {
  return randomBytes(24).toString('base64url');
}

/** Replace the token (enabling the link if it was off); the old link stops working at once. */
export async function regeneratePublicLink({ trx, draft, emit }: CommandScope): Promise<string> {
  const token = newPublicToken();
  await trx.updateTable('drafts').set({ public_token: token }).where('id', '=', draft.id).execute();
  emit('public_link.changed', { public_enabled: true });
  return token;
}

export async function disablePublicLink({ trx, draft, emit }: CommandScope): Promise<void> {
  if (draft.public_token === null) return;
  await trx.updateTable('drafts').set({ public_token: null }).where('id', '=', draft.id).execute();
  emit('public_link.changed', { public_enabled: false });
}

/** Anything else cannot be a token newPublicToken made (nor one of an older, longer format): no need to look. */
export function isPublicTokenShaped(token: string): boolean {
  return /^[A-Za-z0-9_-]{16,64}$/.test(token);
}

/** The draft an enabled public token opens, or undefined for an unknown or revoked token. */
export async function draftIdOfPublicToken(db: DbOrTrx, token: string): Promise<number | undefined> {
  if (!isPublicTokenShaped(token)) return undefined;
  const row = await db.selectFrom('drafts').select('id').where('public_token', '=', token).executeTakeFirst();
  return row?.id;
}

export async function publicTokenOf(db: DbOrTrx, draftId: number): Promise<string | null> {
  const row = await db.selectFrom('drafts').select('public_token').where('id', '=', draftId).executeTakeFirst();
  return row?.public_token ?? null;
}
