import type { ProjectedComponents } from '#shared/values/scoring-points.js';

/**
 * Row types for the NFL data tables (migration 002). Column names follow the bundled CSV files
 * (server/nfl-data/README.md documents each one); presenters turn them into the API's names.
 * A null stat means "the source does not have it", never zero.
 */
export interface NflTeamsTable {
  team_abbreviation: string;
  team_name: string;
  def_player_id: string;
  nflcom_abbr: string;
}

export interface PlayersTable {
  /** nflverse GSIS id, `NFL-<nflcom id>` or `DEF-<team>`; the API calls it nfl_player_id. */
  player_id: string;
  gsis_id: string | null;
  nflcom_id: string | null;
  espn_id: string | null;
  sleeper_id: string | null;
  yahoo_id: string | null;
  pfr_id: string | null;
  sportradar_id: string | null;
  full_name: string;
  first_name: string;
  last_name: string;
  position: string;
  /** null for a free agent. */
  team: string | null;
  team_2025: string | null;
  status_2026: string | null;
  status_2025: string | null;
  jersey_number: number | null;
  headshot_url: string | null;
  birth_date: string | null;
  height_in: number | null;
  weight_lb: number | null;
  college: string | null;
  years_exp: number | null;
  rookie_year: number | null;
  draft_club: string | null;
  draft_number: number | null;
  last_stat_season: number | null;
  last_stat_week: number | null;
  last_stat_team: string | null;
  /** Lower-case ASCII words of full, first and last name, plus the same without spaces. */
  search_key: string;
}

export interface GamesTable {
  game_id: string;
  season: number;
  game_type: string;
  week: number;
  gameday: string;
  away_team: string;
  away_score: number | null;
  home_team: string;
  home_score: number | null;
  overtime: number | null;
}

/** Stats that weekly rows and season totals share. */
export interface StatColumns {
  pass_cmp: number | null;
  pass_att: number | null;
  pass_yds: number | null;
  pass_td: number | null;
  pass_int: number | null;
  sacks_taken: number | null;
  pass_rating: number | null;
  rush_att: number | null;
  rush_yds: number | null;
  rush_td: number | null;
  targets: number | null;
  receptions: number | null;
  rec_yds: number | null;
  rec_td: number | null;
  ret_td: number | null;
  fum_rec_td: number | null;
  two_pt: number | null;
  fumbles_lost: number | null;
  pat_made: number | null;
  pat_missed: number | null;
  fg_made_0_19: number | null;
  fg_made_20_29: number | null;
  fg_made_30_39: number | null;
  fg_made_40_49: number | null;
  fg_made_50p: number | null;
  fg_missed_0_19: number | null;
  fg_missed_20_29: number | null;
  fg_missed_30_39: number | null;
  def_sacks: number | null;
  def_interceptions: number | null;
  def_fumble_recoveries: number | null;
  def_safeties: number | null;
  def_td: number | null;
  def_return_td: number | null;
  def_blocked_kicks: number | null;
  def_forced_fumbles: number | null;
  def_qb_hits: number | null;
  def_tackles_for_loss: number | null;
  def_passes_defended: number | null;
  points_allowed: number | null;
  fpts_std: number | null;
  fpts_half: number | null;
  fpts_ppr: number | null;
}

/** One row per player (team defenses included) per regular-season week with any stat. */
export interface PlayerWeekStatsTable extends StatColumns {
  player_id: string;
  season: number;
  week: number;
  /** nflverse | nflcom for players; nflverse_team_stats | sum_of_nflcom_idp | points_allowed_only for DEF. */
  source: string;
  team: string | null;
  opponent: string | null;
  home_away: string | null;
  game_id: string | null;
  team_score: number | null;
  opponent_score: number | null;
  result: string | null;
  target_share: number | null;
  rz_targets: number | null;
  rz_touches: number | null;
  rz_g2g: number | null;
}

/** One row per player per season: the data's own season totals (coverage: server/nfl-data/README.md). */
export interface PlayerSeasonStatsTable extends StatColumns {
  player_id: string;
  season: number;
  team: string | null;
  source: string;
  weeks_covered: string | null;
  games_played: number;
  /** Ranks by PPR points among all players (and within the position) that season. */
  rank_overall: number | null;
  rank_position: number | null;
}

/**
 * The model's projection of a player's season (server/nfl/projections.ts), for several target
 * seasons. Its stat columns are the components a league's scoring weighs (shared/values/scoring-points.ts).
 */
export interface PlayerProjectionsTable extends ProjectedComponents {
  player_id: string;
  season: number;
  games: number;
  fpts_std: number;
  fpts_half: number;
  rank_overall: number;
  rank_position: number;
}

/**
 * Read model of the draft player lists: per draft season, each player's list fields in list
 * order (projected points, then last season's points, then name). Rebuilt by every import.
 */
export interface PlayerBoardTable {
  season: number;
  player_id: string;
  list_order: number;
  position: string;
  search_key: string;
  full_name: string;
  first_name: string;
  last_name: string;
  team: string | null;
  headshot_url: string | null;
  jersey_number: number | null;
  projected_points: number | null;
  pass_yds: number | null;
  pass_td: number | null;
  rush_yds: number | null;
  rush_td: number | null;
  receptions: number | null;
  rec_yds: number | null;
  rec_td: number | null;
  projected_rank_overall: number | null;
  projected_rank_position: number | null;
  /** PPR points of the season before. */
  previous_points: number | null;
  /** PPR points and ranks of the newest data season before this one. */
  actual_points: number | null;
  actual_rank_overall: number | null;
  actual_rank_position: number | null;
}

export interface PlayerTables {
  nfl_teams: NflTeamsTable;
  players: PlayersTable;
  games: GamesTable;
  player_week_stats: PlayerWeekStatsTable;
  player_season_stats: PlayerSeasonStatsTable;
  player_projections: PlayerProjectionsTable;
  player_board: PlayerBoardTable;
}
