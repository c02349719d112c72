import type { Expression } from 'kysely';
import type { DbOrTrx } from '../db/schema.js';
import type { DraftRow } from '../engine/write-path.js';

/**
 * The league's previous draft for a draft: the newest of its other drafts for an earlier season,
 * or for the same season but created before it (a league that imported last season's results
 * into a draft of the current season, docs/VALUES.md).
 */
export async function previousDraftOf(db: DbOrTrx, draft: Pick<DraftRow, 'id' | 'league_id' | 'season'>) {
  return previousDrafts(db, draft).executeTakeFirst();
}

/** A draft's id, league and season as values, or as references to a row of an outer query. */
type DraftKey = { [K in 'id' | 'league_id' | 'season']: number | Expression<number> };

/**
 * The one spelling of the rule above, newest first, limited to one: previousDraftOf runs it, and
 * a query that needs the previous draft of a draft it reads takes it as a subquery
 * (server/auction/lot-queries.ts, the lot card's last-season price).
 */
export function previousDrafts(db: DbOrTrx, draft: DraftKey) {
  return db
    .selectFrom('drafts')
    .select(['drafts.id', 'drafts.season'])
    .where('drafts.league_id', '=', draft.league_id)
    .where('drafts.id', '!=', draft.id)
    .where((eb) => eb.or([eb('drafts.season', '<', draft.season), eb.and([eb('drafts.season', '=', draft.season), eb('drafts.id', '<', draft.id)])]))
    .orderBy('drafts.season', 'desc')
    .orderBy('drafts.id', 'desc')
    .limit(1);
}

/** Each team's roster at the end of a draft (the holder after trades) with the price paid. */
export function finalRosters(db: DbOrTrx, draftId: number) {
  return db
    .selectFrom('draft_picks')
    .innerJoin('players', 'players.player_id', 'draft_picks.nfl_player_id')
    .select(['draft_picks.team_id', 'draft_picks.nfl_player_id', 'draft_picks.acquisition_price', 'players.full_name', 'players.position', 'players.team'])
    .where('draft_picks.draft_id', '=', draftId)
    .orderBy('draft_picks.acquisition_price', 'desc')
    .orderBy('draft_picks.pick_number')
    .execute();
}

export function keeperRules(db: DbOrTrx, leagueId: number) {
  return db
    .selectFrom('leagues')
    .select(['is_keeper_league', 'max_keepers', 'keeper_penalty_type', 'keeper_penalty_amount'])
    .where('id', '=', leagueId)
    .executeTakeFirstOrThrow();
}
