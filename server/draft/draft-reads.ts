import type { Request, Response } from 'express';
import { z } from 'zod';
import type { DraftEventsResponse } from '#shared/draft/api.js';
import type { DraftSnapshot } from '#shared/draft/types.js';
import type { DbOrTrx } from '../db/schema.js';
import { notFound } from '../errors.js';
import { DRAFT_NOT_FOUND } from '../policies/draft.js';
import { requestLinkOrigin } from '../http/link-origin.js';
import { parse, queryObject } from '../http/validate.js';
import { loadValuedSnapshot } from '../values/valued-snapshot.js';
import type { BoardCache, CachedBoard } from './board-cache.js';
import { draftEtag, isNotModified, sendCachedBoard, sendVersioned } from './etag.js';
import { currentSeq, EVENTS_PAGE_LIMIT, readEvents } from './event-log.js';

/** Versioned reads of a draft, shared by the member routes and the public board's. */

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
 * Answer a versioned read of one draft: a cheap seq lookup answers 304 without loading the
 * snapshot; otherwise the snapshot is loaded and `build` picks the body from it.
 */
export async function readDraft(
  db: DbOrTrx,
  req: Request,
  res: Response,
  draftId: number,
  variant: 'member' | 'public',
  build: (snapshot: DraftSnapshot) => unknown,
  cache?: BoardCache,
  tag = '',
): Promise<void> {
  const seq = await currentSeq(db, draftId);
  if (seq === undefined) throw notFound('Draft not found');
  await readDraftAt(db, req, res, { id: draftId, seq }, variant, build, cache, tag);
}

/**
 * readDraft for a draft whose current seq was just read: 304 when the client holds it; with a
 * cache, the bytes built for that seq (once per seq: public board reads).
 */
export async function readDraftAt(
  db: DbOrTrx,
  req: Request,
  res: Response,
  draft: { id: number; seq: number },
  variant: 'member' | 'public',
  build: (snapshot: DraftSnapshot) => unknown,
  cache?: BoardCache,
  /** What else the answer depends on besides the seq (see draftEtag). */
  tag = '',
): Promise<void> {
  const known = draftEtag(draft.id, draft.seq, variant, tag);
  if (isNotModified(req, known)) {
    sendVersioned(req, res, known, draft.seq, () => null);
    return;
  }
  if (cache) {
    const board = await cachedBoard(db, draft, build, cache, tag);
    await sendCachedBoard(req, res, draftEtag(draft.id, board.seq, variant, tag), board);
    return;
  }
  const snapshot = await loadValuedSnapshot(db, db, draft.id);
  sendVersioned(req, res, draftEtag(draft.id, snapshot.draft.seq, variant, tag), snapshot.draft.seq, () => build(snapshot));
}

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

/** Absolute link of the public board, on an origin other devices can open (http/link-origin.ts). */
export function publicUrlOf(req: Request, publicUrl: string | undefined, token: string | null): string | null {
  return token === null ? null : `${requestLinkOrigin(req, publicUrl)}/public/draft/${token}`;
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
