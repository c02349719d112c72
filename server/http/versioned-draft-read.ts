import type { Request, Response } from 'express';
import type { DraftSnapshot } from '#shared/draft/types.js';
import type { DbOrTrx } from '../db/schema.js';
import type { BoardCache } from '../draft/board-cache.js';
import { cachedBoard } from '../draft/draft-reads.js';
import { currentSeq } from '../engine/event-log.js';
import { notFound } from '../errors.js';
import { loadValuedSnapshot } from '../values/valued-snapshot.js';
import { draftEtag, isNotModified, sendCachedBoard, sendVersioned } from './draft-etag.js';

/** Versioned reads of a draft as HTTP answers (ETag, 304), shared by the member routes and the public board's. */

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
