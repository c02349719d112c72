import type { AcquisitionType, PlayerPosition } from './draft/types.js';

/**
 * JSON shapes of the player API (spec 02 §3 and §7). A null number means the data does not have
 * it (a stat the source never recorded, or no projection for a player without history); the
 * client shows a dash. Points carry one decimal, ranks are 1-based and shared on ties.
 */

export const POSITION_FILTERS = ['ALL', 'QB', 'RB', 'WR', 'TE', 'K', 'DEF'] as const;
export type PositionFilter = (typeof POSITION_FILTERS)[number];

export const POSITION_NAMES: Record<PlayerPosition, string> = {
  QB: 'Quarterback',
  RB: 'Running Back',
  WR: 'Wide Receiver',
  TE: 'Tight End',
  K: 'Kicker',
  DEF: 'Team Defense',
};

export const AVAILABLE_PLAYERS_DEFAULT_LIMIT = 200;
export const PLAYER_LIST_MAX_LIMIT = 1000;

/**
 * GET /drafts/:id/available-players (a plain array, sorted by projection). Projections are for
 * the draft's season; "actual" is the last season the data has before it (for a 2026 draft:
 * 2025, which the data covers through week 14 only).
 */
export interface PlayerListItem {
  nfl_player_id: string;
  full_name: string;
  first_name: string;
  last_name: string;
  position_code: PlayerPosition;
  /** null: free agent (the client shows FA). */
  team_abbreviation: string | null;
  photo_url: string | null;
  jersey_number: number | null;
  fantasy_points_ppr_projected: number | null;
  /** PPR points of the season before the draft's season. */
  previous_season_points: number | null;
  fantasy_points_ppr_actual: number | null;
  passing_yards_projected: number | null;
  passing_touchdowns_projected: number | null;
  rushing_yards_projected: number | null;
  rushing_touchdowns_projected: number | null;
  receiving_receptions_projected: number | null;
  receiving_yards_projected: number | null;
  receiving_touchdowns_projected: number | null;
  rank_overall_projected: number | null;
  rank_position_projected: number | null;
  rank_overall_actual: number | null;
  rank_position_actual: number | null;
  /** Whole dollars for the draft's settings and the league's scoring (docs/VALUES.md); at least 1. */
  auction_value: number;
  /** The value at the draft's current inflation, for an available player while the draft is not completed; else null. */
  adjusted_value: number | null;
}

/** GET /drafts/:id/all-players and GET /leagues/:id/players: every player with his status in the draft. */
export interface DraftPlayerListItem extends PlayerListItem {
  draft_status: 'Available' | 'Drafted';
  /** The rest is null while the player is available. */
  fantasy_team_id: number | null;
  fantasy_team_name: string | null;
  team_nickname: string | null;
  acquisition_price: number | null;
  drafter_username: string | null;
}

/** GET /players/:pid */
export interface PlayerProfile {
  nfl_player_id: string;
  full_name: string;
  first_name: string;
  last_name: string;
  photo_url: string | null;
  position_code: PlayerPosition;
  position_name: string;
  team_abbreviation: string | null;
  team_name: string | null;
  jersey_number: number | null;
  birth_date: string | null;
  height_in: number | null;
  weight_lb: number | null;
  college: string | null;
  years_exp: number | null;
  rookie_year: number | null;
  /** Seasons with weekly stats for this player, newest first. */
  seasons_with_stats: number[];
}

/** The spec's *_actual stat names, in the order the client may list them. */
export const ACTUAL_STAT_FIELDS = [
  'fantasy_points_ppr_actual',
  'fantasy_points_half_ppr_actual',
  'fantasy_points_standard_actual',
  'passing_completions_actual',
  'passing_attempts_actual',
  'passing_yards_actual',
  'passing_touchdowns_actual',
  'passing_interceptions_actual',
  'passing_rating_actual',
  'sacks_taken_actual',
  'rushing_attempts_actual',
  'rushing_yards_actual',
  'rushing_touchdowns_actual',
  'receiving_targets_actual',
  'receiving_receptions_actual',
  'receiving_yards_actual',
  'receiving_touchdowns_actual',
  'return_touchdowns_actual',
  'two_point_conversions_actual',
  'fumbles_lost_actual',
  'field_goals_made_actual',
  'field_goals_attempted_actual',
  'extra_points_made_actual',
  'extra_points_attempted_actual',
  'punts_actual',
  'punt_yards_actual',
  'kickoff_returns_actual',
  'kickoff_return_yards_actual',
  'punt_returns_actual',
  'punt_return_yards_actual',
  'tackles_actual',
  'assisted_tackles_actual',
  'sacks_actual',
  'interceptions_actual',
  'interception_yards_actual',
  'passes_defended_actual',
  'fumbles_forced_actual',
  'fumbles_recovered_actual',
  'fumble_yards_actual',
  'fumble_touchdowns_actual',
  'safeties_actual',
  'defensive_touchdowns_actual',
  'blocked_kicks_actual',
  'points_allowed_actual',
] as const;
export type ActualStatField = (typeof ACTUAL_STAT_FIELDS)[number];
export type ActualStats = Record<ActualStatField, number | null>;

/** GET /players/:pid/game-stats?season and /weekly-stats: one regular-season week. */
export interface GameStatRow extends ActualStats {
  season: number;
  week: number;
  game_id: string | null;
  team_abbreviation: string | null;
  opponent_abbreviation: string | null;
  /** Same as opponent_abbreviation (the spec names both). */
  opponent: string | null;
  home_away: 'H' | 'A' | null;
  game_result: 'W' | 'L' | 'T' | null;
  team_score: number | null;
  opponent_score: number | null;
}

/** GET /players/:pid/season-stats: the data's season totals. */
export interface SeasonStatRow extends ActualStats {
  season: number;
  team_abbreviation: string | null;
  games_played: number;
  /** Weeks the totals include, e.g. "1-18"; 2025 stops at week 14. */
  weeks_covered: string | null;
  rank_overall_actual: number | null;
  rank_position_actual: number | null;
}

export interface PositionListItem {
  position_code: PlayerPosition;
  position_name: string;
  player_count: number;
}

export interface NflTeamListItem {
  team_abbreviation: string;
  team_name: string;
}

/** GET /players/acquisition-history?league_id=&position=&season= (the Price History tab). */
export interface PriceHistoryRecord {
  nfl_player_id: string;
  full_name: string;
  position_code: PlayerPosition;
  team_abbreviation: string | null;
  photo_url: string | null;
  season: number;
  acquisition_price: number;
  acquisition_type: AcquisitionType;
  /** Order of the pick in its draft (1-based). */
  pick_number: number;
  /** nth player the holding team acquired in that draft, as on the draft board. */
  pick_order: number;
  fantasy_team_id: number;
  team_name: string;
  /** The participant's nickname in that draft, else the team name. */
  team_nickname: string;
  draft_date: string | null;
  draft_id: number;
  /** Price in the same league's draft of the season before; null when he was not drafted there. */
  previous_price: number | null;
  /** (price − previous_price) / previous_price × 100, one decimal; null without a previous price. */
  price_trend: number | null;
  rank_overall_actual: number | null;
  rank_overall_projected: number | null;
  rank_position_actual: number | null;
  rank_position_projected: number | null;
}

/** GET /players/:pid/acquisition-history?league_id= (the profile's Draft History tab). */
export interface AcquisitionHistoryEntry {
  draft_id: number;
  season: number;
  draft_date: string | null;
  fantasy_team_id: number;
  team_name: string;
  team_nickname: string;
  acquisition_price: number;
  acquisition_type: AcquisitionType;
  pick_number: number;
  pick_order: number;
  acquisition_date: string;
}

/** GET /api/drafts/:id/all-players/count: players the filters match, without the list's limit. */
export interface PlayerCountResponse {
  total: number;
  available: number;
  drafted: number;
}
