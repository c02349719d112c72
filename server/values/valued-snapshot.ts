import { deriveMarket } from '#shared/draft/derive.js';
import type { DraftSnapshot } from '#shared/draft/types.js';
import type { DbOrTrx } from '../db/schema.js';
import { loadSnapshot } from '../draft/snapshot.js';
import { draftValues } from './draft-values.js';

/**
 * The snapshot every reader gets: the draft with its value table and the inflation derived from
 * it (shared/values/inflation.ts). Commands use the plain loadSnapshot; they need no values.
 */
export async function loadValuedSnapshot(cacheKey: object, db: DbOrTrx, draftId: number): Promise<DraftSnapshot> {
  const [snapshot, values] = await Promise.all([loadSnapshot(db, draftId), draftValues(cacheKey, db, draftId)]);
  snapshot.values = values?.table ?? {};
  deriveMarket(snapshot);
  return snapshot;
}
