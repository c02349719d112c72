import type { Trx } from '../db/schema.js';
import type { WriteScope } from '../engine/write-path.js';
import { draftValues } from './draft-values.js';

/**
 * Tell a draft's rooms its new value table after a change its values depend on (budget, roster,
 * league scoring), in the same transaction as the change, so the snapshot and the event log agree.
 */
export async function emitValues(cacheKey: object, scope: Pick<WriteScope, 'trx' | 'emitTo'>, draftId: number): Promise<void> {
  const values = await draftValues(cacheKey, scope.trx, draftId);
  scope.emitTo(draftId, 'values.updated', { values: values?.table ?? {} });
}

/** The drafts of a league, ascending (the order their locks are taken in). */
export async function leagueDraftIds(trx: Trx, leagueId: number): Promise<number[]> {
  const rows = await trx.selectFrom('drafts').select('id').where('league_id', '=', leagueId).orderBy('id').execute();
  return rows.map((r) => r.id);
}
