import { AVAILABLE_PLAYERS_DEFAULT_LIMIT, PLAYER_LIST_MAX_LIMIT } from '#shared/player-types.js';
import { DEFAULT_ROSTER_POSITIONS } from '#shared/draft/roster-rules.js';
import type { Db } from '../db/schema.js';
import { parseScoring } from '#shared/scoring.js';
import { draftValues, valueOf, valuesFor } from '../values/draft-values.js';
import { loadValuedSnapshot } from '../values/valued-snapshot.js';
import type { PlayerListQuery } from './player-list.js';
import { playerListQuerySchema } from './player-query-schemas.js';
import { searchTokens } from './search-key.js';
import type { ListPricing } from './player-presenters.js';
import { listInflation } from '#shared/values/pricing.js';

/**
 * What the player lists of a draft and of a league (spec 02 §7) ask the player list for, and how
 * they price it: plain JSON arrays sorted by the projection for the draft's season.
 */
export const availableQuery = playerListQuerySchema(AVAILABLE_PLAYERS_DEFAULT_LIMIT);
export const allPlayersQuery = playerListQuerySchema(PLAYER_LIST_MAX_LIMIT);

export function listQuery(parsed: ReturnType<typeof allPlayersQuery.parse>, season: number, draftId: number | null, availableOnly: boolean): PlayerListQuery {
  return {
    season,
    draftId,
    availableOnly,
    position: parsed.position === 'ALL' ? null : parsed.position,
    searchTokens: searchTokens(parsed.search ?? ''),
    limit: parsed.limit,
  };
}

/** Values for the draft's settings and inflation from its snapshot, while it is not completed (docs/VALUES.md). */
export async function draftPricing(db: Db, draftId: number): Promise<ListPricing> {
  const [snapshot, values] = await Promise.all([loadValuedSnapshot(db, db, draftId), draftValues(db, db, draftId)]);
  return { valueOf: (id) => valueOf(values, id), inflation: listInflation(snapshot) };
}

/** A league without a draft: values for the league's defaults (its budget and teams, the default roster). */
export async function leaguePricing(db: Db, league: { season: number; num_teams: number; auction_budget: number; scoring_settings: string }): Promise<ListPricing> {
  const values = await valuesFor(db, db, {
    season: league.season,
    scoring: parseScoring(league.scoring_settings),
    teams: league.num_teams,
    budget: league.auction_budget,
    roster: { ...DEFAULT_ROSTER_POSITIONS },
  });
  return { valueOf: (id) => valueOf(values, id), inflation: null };
}
