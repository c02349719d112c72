import type { PlayerPosition } from '#shared/draft/types.js';
import type { AcquisitionHistoryEntry, PriceHistoryRecord } from '#shared/player-types.js';
import type { DbOrTrx } from '../db/schema.js';

/**
 * What players cost in a league's drafts over the seasons (the Price History tab and a player's
 * Draft History). A league holds a few drafts of a few hundred picks, so all of them are read in
 * one query and the per-draft figures (pick order, last season's price) are worked out here.
 */
function leaguePicks(db: DbOrTrx, leagueId: number, playerId?: string) {
  let query = db
    .selectFrom('draft_picks as pick')
    .innerJoin('drafts as d', 'd.id', 'pick.draft_id')
    .innerJoin('players as p', 'p.player_id', 'pick.nfl_player_id')
    .innerJoin('teams as t', 't.id', 'pick.team_id')
    .leftJoin('draft_participants as part', (join) =>
      join.onRef('part.draft_id', '=', 'pick.draft_id').onRef('part.team_id', '=', 'pick.team_id'),
    )
    .leftJoin('player_projections as proj', (join) => join.onRef('proj.player_id', '=', 'pick.nfl_player_id').onRef('proj.season', '=', 'd.season'))
    .leftJoin('player_season_stats as act', (join) => join.onRef('act.player_id', '=', 'pick.nfl_player_id').onRef('act.season', '=', 'd.season'))
    .select([
      'pick.id',
      'pick.draft_id',
      'pick.nfl_player_id',
      'pick.team_id',
      'pick.acquisition_price',
      'pick.acquisition_type',
      'pick.pick_number',
      'pick.created_at',
      'd.season',
      'd.draft_date',
      'p.full_name',
      'p.position',
      'p.team as nfl_team',
      'p.headshot_url',
      't.team_name',
      'part.team_nickname',
      'proj.rank_overall as projected_rank_overall',
      'proj.rank_position as projected_rank_position',
      'act.rank_overall as actual_rank_overall',
      'act.rank_position as actual_rank_position',
    ])
    .where('d.league_id', '=', leagueId);
  if (playerId) query = query.where('pick.nfl_player_id', '=', playerId);
  return query.orderBy('d.season', 'desc').orderBy('pick.draft_id', 'desc').orderBy('pick.pick_number').execute();
}

type PickRow = Awaited<ReturnType<typeof leaguePicks>>[number];

/** nth player the holding team acquired in its draft, by pick number (as the draft board shows). */
function pickOrders(rows: { id: number; draft_id: number; team_id: number; pick_number: number }[]): Map<number, number> {
  const orders = new Map<number, number>();
  const seen = new Map<string, number>();
  for (const row of [...rows].sort((a, b) => a.pick_number - b.pick_number)) {
    const key = `${row.draft_id}:${row.team_id}`;
    const order = (seen.get(key) ?? 0) + 1;
    seen.set(key, order);
    orders.set(row.id, order);
  }
  return orders;
}

export function priceTrend(price: number, previous: number | null): number | null {
  if (previous === null || previous === 0) return null;
  return Math.round(((price - previous) / previous) * 1000) / 10;
}

/** The player's price in the league's latest draft of each season. */
function pricesBySeason(rows: PickRow[]): Map<string, number> {
  const prices = new Map<string, number>();
  // Rows come newest draft first, so the first price seen for a season is the latest draft's.
  for (const row of rows) {
    const key = `${row.nfl_player_id}:${row.season}`;
    if (!prices.has(key)) prices.set(key, row.acquisition_price);
  }
  return prices;
}

export async function leaguePriceHistory(
  db: DbOrTrx,
  leagueId: number,
  filter: { position?: PlayerPosition | undefined; season?: number | undefined },
): Promise<PriceHistoryRecord[]> {
  const rows = await leaguePicks(db, leagueId);
  const orders = pickOrders(rows);
  const prices = pricesBySeason(rows);
  return rows
    .filter((r) => (!filter.position || r.position === filter.position) && (!filter.season || r.season === filter.season))
    .map((r) => {
      const previous = prices.get(`${r.nfl_player_id}:${r.season - 1}`) ?? null;
      return {
        nfl_player_id: r.nfl_player_id,
        full_name: r.full_name,
        position_code: r.position as PlayerPosition,
        team_abbreviation: r.nfl_team,
        photo_url: r.headshot_url,
        season: r.season,
        acquisition_price: r.acquisition_price,
        acquisition_type: r.acquisition_type,
        pick_number: r.pick_number,
        pick_order: orders.get(r.id) ?? r.pick_number,
        fantasy_team_id: r.team_id,
        team_name: r.team_name,
        team_nickname: r.team_nickname ?? r.team_name,
        draft_date: r.draft_date,
        draft_id: r.draft_id,
        previous_price: previous,
        price_trend: priceTrend(r.acquisition_price, previous),
        rank_overall_actual: r.actual_rank_overall,
        rank_overall_projected: r.projected_rank_overall,
        rank_position_actual: r.actual_rank_position,
        rank_position_projected: r.projected_rank_position,
      };
    });
}

export async function playerAcquisitionHistory(db: DbOrTrx, leagueId: number, playerId: string): Promise<AcquisitionHistoryEntry[]> {
  const rows = await leaguePicks(db, leagueId, playerId);
  if (rows.length === 0) return [];
  // Pick order needs the other picks of the same drafts.
  const draftIds = [...new Set(rows.map((r) => r.draft_id))];
  const teamPicks = await db
    .selectFrom('draft_picks')
    .select(['id', 'draft_id', 'team_id', 'pick_number'])
    .where('draft_id', 'in', draftIds)
    .execute();
  const orders = pickOrders(teamPicks);
  return rows.map((r) => ({
    draft_id: r.draft_id,
    season: r.season,
    draft_date: r.draft_date,
    fantasy_team_id: r.team_id,
    team_name: r.team_name,
    team_nickname: r.team_nickname ?? r.team_name,
    acquisition_price: r.acquisition_price,
    acquisition_type: r.acquisition_type,
    pick_number: r.pick_number,
    pick_order: orders.get(r.id) ?? r.pick_number,
    acquisition_date: r.created_at,
  }));
}
