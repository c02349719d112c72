import { draftAnalytics } from '#shared/analytics/draft-analytics.js';
import type { DraftAnalyticsResponse, ProjectedPoints } from '#shared/analytics/types.js';
import type { DbOrTrx } from '../db/schema.js';
import { projectionPool } from './projection-pool.js';
import { loadValuedSnapshot } from './valued-snapshot.js';

/**
 * Projected PPR points of a draft season's players (docs/DECISIONS.md, "Draft analytics"): every
 * projected player, not only the draftable pool, since any of them may be sold; to one decimal.
 */
export async function projectedPointsFor(cacheKey: object, db: DbOrTrx, season: number): Promise<ProjectedPoints> {
  const points: ProjectedPoints = {};
  for (const player of await projectionPool(cacheKey, db, season)) {
    const rounded = Math.round(player.fpts_ppr * 10) / 10;
    if (Number.isFinite(rounded) && rounded !== 0) points[player.id] = rounded;
  }
  return points;
}

/** A draft's analytics from its snapshot and values by the shared function the live page also runs. */
export async function loadDraftAnalytics(cacheKey: object, db: DbOrTrx, draftId: number): Promise<DraftAnalyticsResponse> {
  const snapshot = await loadValuedSnapshot(cacheKey, db, draftId);
  const projected = await projectedPointsFor(cacheKey, db, snapshot.draft.season);
  return { fantasy_draft_id: draftId, seq: snapshot.draft.seq, ...draftAnalytics(snapshot, projected), projected_points: projected };
}
