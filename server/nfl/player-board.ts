import type { Insertable } from 'kysely';
import type { PlayerBoardTable, PlayerProjectionsTable, PlayerSeasonStatsTable, PlayersTable } from '../db/player-tables.js';
import { LAST_DATA_SEASON } from '#shared/nfl/data-seasons.js';

/**
 * Rows of the player_board read model for each draft season: the list fields of every player,
 * numbered in list order, so available-players is an index walk instead of joins and a sort.
 */
type SeasonStats = Pick<PlayerSeasonStatsTable, 'player_id' | 'season' | 'fpts_ppr' | 'rank_overall' | 'rank_position'>;

/** Draft seasons with projections and a board: each is projected from the data seasons before it. */
export const PROJECTION_SEASONS = [2023, 2024, 2025, 2026, 2027] as const;

/** The board a draft of `season` uses: its own, or the nearest one for a season out of range. */
export function boardSeasonFor(season: number): number {
  const first = PROJECTION_SEASONS[0];
  const last = PROJECTION_SEASONS[PROJECTION_SEASONS.length - 1] ?? first;
  return Math.min(last, Math.max(first, season));
}

/** The newest season with actual stats that a draft of `season` can look back on. */
export function actualSeasonFor(season: number): number {
  return Math.min(season - 1, LAST_DATA_SEASON);
}

const descNullsLast = (a: number | null, b: number | null) => (a === null ? (b === null ? 0 : 1) : b === null ? -1 : b - a);

export function boardRows(
  players: PlayersTable[],
  projections: Insertable<PlayerProjectionsTable>[],
  seasonStats: SeasonStats[],
  seasons: readonly number[],
): Insertable<PlayerBoardTable>[] {
  const stats = new Map(seasonStats.map((s) => [`${s.player_id}:${s.season}`, s]));
  const projected = new Map(projections.map((p) => [`${p.player_id}:${p.season}`, p]));
  return seasons.flatMap((season) => {
    const rows = players.map((p) => {
      const proj = projected.get(`${p.player_id}:${season}`);
      const previous = stats.get(`${p.player_id}:${season - 1}`);
      const actual = stats.get(`${p.player_id}:${actualSeasonFor(season)}`);
      return {
        season,
        player_id: p.player_id,
        list_order: 0,
        position: p.position,
        search_key: p.search_key,
        full_name: p.full_name,
        first_name: p.first_name,
        last_name: p.last_name,
        team: p.team,
        headshot_url: p.headshot_url,
        jersey_number: p.jersey_number,
        projected_points: proj?.fpts_ppr ?? null,
        pass_yds: proj?.pass_yds ?? null,
        pass_td: proj?.pass_td ?? null,
        rush_yds: proj?.rush_yds ?? null,
        rush_td: proj?.rush_td ?? null,
        receptions: proj?.receptions ?? null,
        rec_yds: proj?.rec_yds ?? null,
        rec_td: proj?.rec_td ?? null,
        projected_rank_overall: proj?.rank_overall ?? null,
        projected_rank_position: proj?.rank_position ?? null,
        previous_points: previous?.fpts_ppr ?? null,
        actual_points: actual?.fpts_ppr ?? null,
        actual_rank_overall: actual?.rank_overall ?? null,
        actual_rank_position: actual?.rank_position ?? null,
      };
    });
    rows.sort(
      (a, b) =>
        descNullsLast(a.projected_points, b.projected_points) ||
        descNullsLast(a.previous_points, b.previous_points) ||
        a.full_name.localeCompare(b.full_name) ||
        a.player_id.localeCompare(b.player_id),
    );
    rows.forEach((row, i) => (row.list_order = i + 1));
    return rows;
  });
}
