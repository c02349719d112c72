import type { PlayerPosition } from '#shared/draft/types.js';
import type { DbOrTrx } from '../db/schema.js';
import { boardSeasonFor } from './player-board.js';

/**
 * The player lists of a draft: a walk of the player_board read model in list order (projected
 * points first), with the player's pick in the draft when there is one. The board is narrow and
 * pre-sorted, so a list stops reading at its limit instead of joining and sorting the pool.
 */
export interface PlayerListQuery {
  /** The draft's season: projections are for it, previous_season_points for the one before. */
  season: number;
  /** Picks of this draft decide draft status; null lists everyone as available. */
  draftId: number | null;
  availableOnly: boolean;
  position: PlayerPosition | null;
  /** Normalized search tokens (search-key.ts); each must occur in the player's search key. */
  searchTokens: string[];
  limit: number;
}

export async function listPlayers(db: DbOrTrx, q: PlayerListQuery) {
  // Draft ids start at 1, so 0 joins no pick when there is no draft.
  const draftId = q.draftId ?? 0;
  let query = db
    .selectFrom('player_board as b')
    .leftJoin('draft_picks as pick', (join) => join.onRef('pick.nfl_player_id', '=', 'b.player_id').on('pick.draft_id', '=', draftId))
    .leftJoin('teams as holder', 'holder.id', 'pick.team_id')
    .leftJoin('draft_participants as part', (join) =>
      join.onRef('part.team_id', '=', 'pick.team_id').onRef('part.draft_id', '=', 'pick.draft_id'),
    )
    .leftJoin('users as drafter', 'drafter.id', 'pick.created_by')
    .select([
      'b.player_id',
      'b.full_name',
      'b.first_name',
      'b.last_name',
      'b.position',
      'b.team',
      'b.headshot_url',
      'b.jersey_number',
      'b.projected_points',
      'b.pass_yds',
      'b.pass_td',
      'b.rush_yds',
      'b.rush_td',
      'b.receptions',
      'b.rec_yds',
      'b.rec_td',
      'b.projected_rank_overall',
      'b.projected_rank_position',
      'b.previous_points',
      'b.actual_points',
      'b.actual_rank_overall',
      'b.actual_rank_position',
      'pick.id as pick_id',
      'pick.team_id as holder_team_id',
      'pick.acquisition_price',
      'holder.team_name as holder_team_name',
      'part.team_nickname as holder_nickname',
      'drafter.username as drafter_username',
    ])
    .where('b.season', '=', boardSeasonFor(q.season));
  if (q.availableOnly) query = query.where('pick.id', 'is', null);
  if (q.position) query = query.where('b.position', '=', q.position);
  for (const token of q.searchTokens) query = query.where('b.search_key', 'like', `%${token}%`);
  return query.orderBy('b.list_order').limit(q.limit).execute();
}

export type PlayerListRow = Awaited<ReturnType<typeof listPlayers>>[number];

/** How many players the list's filters match (no limit) and how many of them this draft has taken: the Players tab's tiles. */
export async function countPlayers(db: DbOrTrx, q: Omit<PlayerListQuery, 'limit' | 'availableOnly'>): Promise<{ total: number; drafted: number }> {
  const draftId = q.draftId ?? 0;
  let query = db
    .selectFrom('player_board as b')
    .leftJoin('draft_picks as pick', (join) => join.onRef('pick.nfl_player_id', '=', 'b.player_id').on('pick.draft_id', '=', draftId))
    .select((eb) => [eb.fn.countAll<number | string>().as('total'), eb.fn.count<number | string>('pick.id').as('drafted')])
    .where('b.season', '=', boardSeasonFor(q.season));
  if (q.position) query = query.where('b.position', '=', q.position);
  for (const token of q.searchTokens) query = query.where('b.search_key', 'like', `%${token}%`);
  const row = await query.executeTakeFirstOrThrow();
  return { total: Number(row.total), drafted: Number(row.drafted) };
}
