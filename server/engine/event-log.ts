import type { DraftEvent } from '#shared/draft/events.js';
import type { DbOrTrx } from '../db/schema.js';

export const EVENTS_PAGE_LIMIT = 1000;

/** Events after `afterSeq`, in seq order, at most `limit`: the catch-up for a client that missed some. */
export async function readEvents(db: DbOrTrx, draftId: number, afterSeq: number, limit = EVENTS_PAGE_LIMIT): Promise<DraftEvent[]> {
  const rows = await db
    .selectFrom('draft_events')
    .select(['seq', 'type', 'payload', 'created_at'])
    .where('draft_id', '=', draftId)
    .where('seq', '>', afterSeq)
    .orderBy('seq')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ draftId, seq: r.seq, type: r.type, payload: JSON.parse(r.payload) as unknown, at: r.created_at }) as DraftEvent);
}

export async function currentSeq(db: DbOrTrx, draftId: number): Promise<number | undefined> {
  const row = await db.selectFrom('drafts').select('seq').where('id', '=', draftId).executeTakeFirst();
  return row?.seq;
}
