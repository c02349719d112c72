import { z } from 'zod';
import type { DraftEventsResponse } from '#shared/draft/api.js';
import type { DraftSnapshot } from '#shared/draft/types.js';
import type { DbOrTrx } from '../db/schema.js';
import { notFound } from '../errors.js';
import { DRAFT_NOT_FOUND } from '../policies/draft.js';
import { parse, queryObject } from '../http/validate.js';
import { loadValuedSnapshot } from '../values/valued-snapshot.js';
import type { BoardCache, CachedBoard } from './board-cache.js';
import { currentSeq, EVENTS_PAGE_LIMIT, readEvents } from '../engine/event-log.js';

/** What draft reads load, shared by the member routes and the public board's (their HTTP answers: server/http/versioned-draft-read.ts). */

const wholeFromQuery = (label: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,12}$/, `${label} must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .pipe(z.number().min(min, `${label} must be a whole number from ${min} to ${max}`).max(max, `${label} must be a whole number from ${min} to ${max}`));

const eventsQuerySchema = queryObject({
  // seq is a 32-bit column: PostgreSQL refuses a larger number rather than finding nothing after it.
  after: wholeFromQuery('after', 0, 2_147_483_647).default(0),
  limit: wholeFromQuery('limit', 1, EVENTS_PAGE_LIMIT).default(EVENTS_PAGE_LIMIT),
});

/**
 * A whole-board read at the seq just read: the cached bytes of that seq, else built from a fresh
 * snapshot and cached. The API's board read and the board's page (http/board-document.ts) share it.
 */
export async function cachedBoard(
  db: DbOrTrx,
  draft: { id: number; seq: number },
  build: (snapshot: DraftSnapshot) => unknown,
  cache: BoardCache,
  tag = '',
): Promise<CachedBoard> {
  const hit = cache.get(draft.id, draft.seq, tag);
  if (hit) return hit;
  const snapshot = await loadValuedSnapshot(db, db, draft.id);
  return cache.set(draft.id, snapshot.draft.seq, JSON.stringify(build(snapshot)), tag);
}

export async function readEventPage(db: DbOrTrx, draftId: number, query: unknown): Promise<DraftEventsResponse> {
  const { after, limit } = parse(eventsQuerySchema, query);
  const seq = (await currentSeq(db, draftId)) ?? 0;
  return { events: await readEvents(db, draftId, after, limit), seq };
}

/** The draft's season; 404 when there is no such draft. */
export async function draftSeason(db: DbOrTrx, draftId: number): Promise<number> {
  const draft = await db.selectFrom('drafts').select('season').where('id', '=', draftId).executeTakeFirst();
  if (!draft) throw notFound(DRAFT_NOT_FOUND);
  return draft.season;
}

export async function publicTokenOf(db: DbOrTrx, draftId: number): Promise<string | null> {
  const row = await db.selectFrom('drafts').select('public_token').where('id', '=', draftId).executeTakeFirstOrThrow();
  return row.public_token;
}
