import type { PlayerPosition } from '#shared/draft/types.js';
import {
  POSITION_NAMES,
  type ActualStats,
  type DraftPlayerListItem,
  type GameStatRow,
  type PlayerListItem,
  type PlayerProfile,
  type SeasonStatRow,
} from '#shared/player-types.js';
import type { PlayersTable, PlayerSeasonStatsTable, PlayerWeekStatsTable, StatColumns } from '../db/player-tables.js';
import { listedAdjustedValue } from '#shared/values/pricing.js';
import type { PlayerListRow } from './player-list.js';

/** One presenter per shape (STYLE.md): database rows in, the API's JSON out. */

/** The sum of the values the source has; null when it has none of them. */
function sumKnown(...values: (number | null)[]): number | null {
  const known = values.filter((v): v is number => v !== null);
  return known.length === 0 ? null : known.reduce((a, b) => a + b, 0);
}

/** The spec's *_actual fields from stored stats. Stats no source records are null. */
export function actualStats(s: StatColumns): ActualStats {
  return {
    fantasy_points_ppr_actual: s.fpts_ppr,
    fantasy_points_half_ppr_actual: s.fpts_half,
    fantasy_points_standard_actual: s.fpts_std,
    passing_completions_actual: s.pass_cmp,
    passing_attempts_actual: s.pass_att,
    passing_yards_actual: s.pass_yds,
    passing_touchdowns_actual: s.pass_td,
    passing_interceptions_actual: s.pass_int,
    passing_rating_actual: s.pass_rating,
    sacks_taken_actual: s.sacks_taken,
    rushing_attempts_actual: s.rush_att,
    rushing_yards_actual: s.rush_yds,
    rushing_touchdowns_actual: s.rush_td,
    receiving_targets_actual: s.targets,
    receiving_receptions_actual: s.receptions,
    receiving_yards_actual: s.rec_yds,
    receiving_touchdowns_actual: s.rec_td,
    return_touchdowns_actual: s.ret_td,
    two_point_conversions_actual: s.two_pt,
    fumbles_lost_actual: s.fumbles_lost,
    field_goals_made_actual: sumKnown(s.fg_made_0_19, s.fg_made_20_29, s.fg_made_30_39, s.fg_made_40_49, s.fg_made_50p),
    // Misses from 40 yards on were never recorded, so attempts cannot be known.
    field_goals_attempted_actual: null,
    extra_points_made_actual: s.pat_made,
    extra_points_attempted_actual: s.pat_made === null || s.pat_missed === null ? null : s.pat_made + s.pat_missed,
    punts_actual: null,
    punt_yards_actual: null,
    kickoff_returns_actual: null,
    kickoff_return_yards_actual: null,
    punt_returns_actual: null,
    punt_return_yards_actual: null,
    tackles_actual: null,
    assisted_tackles_actual: null,
    sacks_actual: s.def_sacks,
    interceptions_actual: s.def_interceptions,
    interception_yards_actual: null,
    passes_defended_actual: s.def_passes_defended,
    fumbles_forced_actual: s.def_forced_fumbles,
    fumbles_recovered_actual: s.def_fumble_recoveries,
    fumble_yards_actual: null,
    fumble_touchdowns_actual: s.fum_rec_td,
    safeties_actual: s.def_safeties,
    defensive_touchdowns_actual: s.def_td,
    blocked_kicks_actual: s.def_blocked_kicks,
    points_allowed_actual: s.points_allowed,
  };
}

const oneDecimal = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

/** What a list row's dollar fields come from: the draft's values and its live inflation (null when none applies). */
export interface ListPricing {
  valueOf: (playerId: string) => number;
  inflation: number | null;
}

export function toPlayerListItem(row: PlayerListRow, pricing: ListPricing): PlayerListItem {
  const value = pricing.valueOf(row.player_id);
  return {
    nfl_player_id: row.player_id,
    full_name: row.full_name,
    first_name: row.first_name,
    last_name: row.last_name,
    position_code: row.position as PlayerPosition,
    team_abbreviation: row.team,
    photo_url: row.headshot_url,
    jersey_number: row.jersey_number,
    fantasy_points_ppr_projected: oneDecimal(row.projected_points),
    previous_season_points: oneDecimal(row.previous_points),
    fantasy_points_ppr_actual: oneDecimal(row.actual_points),
    passing_yards_projected: oneDecimal(row.pass_yds),
    passing_touchdowns_projected: oneDecimal(row.pass_td),
    rushing_yards_projected: oneDecimal(row.rush_yds),
    rushing_touchdowns_projected: oneDecimal(row.rush_td),
    receiving_receptions_projected: oneDecimal(row.receptions),
    receiving_yards_projected: oneDecimal(row.rec_yds),
    receiving_touchdowns_projected: oneDecimal(row.rec_td),
    rank_overall_projected: row.projected_rank_overall,
    rank_position_projected: row.projected_rank_position,
    rank_overall_actual: row.actual_rank_overall,
    rank_position_actual: row.actual_rank_position,
    auction_value: value,
    adjusted_value: listedAdjustedValue(value, pricing.inflation, row.pick_id !== null),
  };
}

export function toDraftPlayerListItem(row: PlayerListRow, pricing: ListPricing): DraftPlayerListItem {
  const drafted = row.pick_id !== null;
  // Object.assign rather than a spread: spreading into a larger literal is many times slower in
  // V8, and all-players presents up to 1,000 rows per request.
  return Object.assign(toPlayerListItem(row, pricing), {
    draft_status: drafted ? ('Drafted' as const) : ('Available' as const),
    fantasy_team_id: drafted ? row.holder_team_id : null,
    fantasy_team_name: drafted ? row.holder_team_name : null,
    team_nickname: drafted ? (row.holder_nickname ?? row.holder_team_name) : null,
    acquisition_price: drafted ? row.acquisition_price : null,
    drafter_username: drafted ? row.drafter_username : null,
  });
}

export function toPlayerProfile(player: PlayersTable, teamName: string | null, seasons: number[]): PlayerProfile {
  const position = player.position as PlayerPosition;
  return {
    nfl_player_id: player.player_id,
    full_name: player.full_name,
    first_name: player.first_name,
    last_name: player.last_name,
    photo_url: player.headshot_url,
    position_code: position,
    position_name: POSITION_NAMES[position],
    team_abbreviation: player.team,
    team_name: teamName,
    jersey_number: player.jersey_number,
    birth_date: player.birth_date,
    height_in: player.height_in,
    weight_lb: player.weight_lb,
    college: player.college,
    years_exp: player.years_exp,
    rookie_year: player.rookie_year,
    seasons_with_stats: seasons,
  };
}

export function toGameStatRow(row: PlayerWeekStatsTable): GameStatRow {
  const game: Omit<GameStatRow, keyof ActualStats> = {
    season: row.season,
    week: row.week,
    game_id: row.game_id,
    team_abbreviation: row.team,
    opponent_abbreviation: row.opponent,
    opponent: row.opponent,
    home_away: row.home_away === 'H' || row.home_away === 'A' ? row.home_away : null,
    game_result: row.result === 'W' || row.result === 'L' || row.result === 'T' ? row.result : null,
    team_score: row.team_score,
    opponent_score: row.opponent_score,
  };
  return Object.assign(game, actualStats(row));
}

export function toSeasonStatRow(row: PlayerSeasonStatsTable): SeasonStatRow {
  const season: Omit<SeasonStatRow, keyof ActualStats> = {
    season: row.season,
    team_abbreviation: row.team,
    games_played: row.games_played,
    weeks_covered: row.weeks_covered,
    rank_overall_actual: row.rank_overall,
    rank_position_actual: row.rank_position,
  };
  return Object.assign(season, actualStats(row));
}
