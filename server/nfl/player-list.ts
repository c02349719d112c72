import type { PlayerPosition } from '../../shared/draft/types.js';
import type { DbOrTrx } from '../db/schema.js';
import { LAST_DATA_SEASON } from './data-set.js';

/**
 * The player lists of a draft: one set-based query over the whole pool with the projection of
 * the draft's season, last season's points and the player's pick in the draft (if any).
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

/** The newest season with actual stats that a draft of `season` can look back on. */
export function actualSeasonFor(season: number): number {
  return Math.min(season - 1, LAST_DATA_SEASON);
}

export async function listPlayers(db: DbOrTrx, q: PlayerListQuery) {
  // Draft ids start at 1, so 0 joins no pick when there is no draft.
  const draftId = q.draftId ?? 0;
  let query = db
    .selectFrom('players as p')
    .leftJoin('player_projections as proj', (join) => join.onRef('proj.player_id', '=', 'p.player_id').on('proj.season', '=', q.season))
    .leftJoin('player_season_stats as prev', (join) => join.onRef('prev.player_id', '=', 'p.player_id').on('prev.season', '=', q.season - 1))
    .leftJoin('player_season_stats as act', (join) =>
      join.onRef('act.player_id', '=', 'p.player_id').on('act.season', '=', actualSeasonFor(q.season)),
    )
    .leftJoin('draft_picks as pick', (join) => join.onRef('pick.nfl_player_id', '=', 'p.player_id').on('pick.draft_id', '=', draftId))
    .leftJoin('teams as holder', 'holder.id', 'pick.team_id')
    .leftJoin('draft_participants as part', (join) =>
      join.onRef('part.team_id', '=', 'pick.team_id').onRef('part.draft_id', '=', 'pick.draft_id'),
    )
    .leftJoin('users as drafter', 'drafter.id', 'pick.created_by')
    .select([
      'p.player_id',
      'p.full_name',
      'p.first_name',
      'p.last_name',
      'p.position',
      'p.team',
      'p.headshot_url',
      'p.jersey_number',
      'proj.fpts_ppr as projected_points',
      'proj.pass_yds',
      'proj.pass_td',
      'proj.rush_yds',
      'proj.rush_td',
      'proj.receptions',
      'proj.rec_yds',
      'proj.rec_td',
      'proj.rank_overall as projected_rank_overall',
      'proj.rank_position as projected_rank_position',
      'prev.fpts_ppr as previous_points',
      'act.fpts_ppr as actual_points',
      'act.rank_overall as actual_rank_overall',
      'act.rank_position as actual_rank_position',
      'pick.id as pick_id',
      'pick.team_id as holder_team_id',
      'pick.acquisition_price',
      'holder.team_name as holder_team_name',
      'part.team_nickname as holder_nickname',
      'drafter.username as drafter_username',
    ]);
  if (q.availableOnly) query = query.where('pick.id', 'is', null);
  if (q.position) query = query.where('p.position', '=', q.position);
  for (const token of q.searchTokens) query = query.where('p.search_key', 'like', `%${token}%`);
  return query
    .orderBy('proj.fpts_ppr', (ob) => ob.desc().nullsLast())
    .orderBy('prev.fpts_ppr', (ob) => ob.desc().nullsLast())
    .orderBy('p.full_name')
    .orderBy('p.player_id')
    .limit(q.limit)
    .execute();
}

export type PlayerListRow = Awaited<ReturnType<typeof listPlayers>>[number];
