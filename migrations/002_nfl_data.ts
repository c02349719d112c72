import type { ColumnDefinitionBuilder, CreateTableBuilder } from 'kysely';
import type { MigrationDb } from './helpers.js';
import { isPostgres, notNull } from './helpers.js';

// The column lists are spelled out here, not imported, so this migration keeps describing the
// schema it created even when the application's types move on.
const COUNT_STATS = [
  'pass_cmp', 'pass_att', 'pass_yds', 'pass_td', 'pass_int', 'sacks_taken',
  'rush_att', 'rush_yds', 'rush_td', 'targets', 'receptions', 'rec_yds', 'rec_td',
  'ret_td', 'fum_rec_td', 'two_pt', 'fumbles_lost',
  'pat_made', 'pat_missed', 'fg_made_0_19', 'fg_made_20_29', 'fg_made_30_39', 'fg_made_40_49', 'fg_made_50p',
  'fg_missed_0_19', 'fg_missed_20_29', 'fg_missed_30_39',
  'def_interceptions', 'def_fumble_recoveries', 'def_safeties', 'def_td', 'def_return_td', 'def_blocked_kicks',
  'def_forced_fumbles', 'def_qb_hits', 'def_tackles_for_loss', 'def_passes_defended', 'points_allowed',
] as const;
const DECIMAL_STATS = ['pass_rating', 'def_sacks', 'fpts_std', 'fpts_half', 'fpts_ppr'] as const;
const PROJECTED_STATS = [
  'games', 'pass_yds', 'pass_td', 'pass_int', 'rush_yds', 'rush_td', 'receptions', 'rec_yds', 'rec_td',
  'fpts_std', 'fpts_half', 'fpts_ppr',
] as const;

const BOARD_DECIMALS = [
  'projected_points', 'pass_yds', 'pass_td', 'rush_yds', 'rush_td', 'receptions', 'rec_yds', 'rec_td',
  'previous_points', 'actual_points',
] as const;

/** A float column: `real` is 4 bytes on PostgreSQL, too coarse for fantasy points. */
function decimalType(db: MigrationDb): 'double precision' | 'real' {
  return isPostgres(db) ? 'double precision' : 'real';
}

function withStatColumns<T extends string>(db: MigrationDb, table: CreateTableBuilder<T, never>): CreateTableBuilder<T, never> {
  let t = table;
  for (const column of COUNT_STATS) t = t.addColumn(column, 'integer');
  for (const column of DECIMAL_STATS) t = t.addColumn(column, decimalType(db));
  return t;
}

const playerRef = (c: ColumnDefinitionBuilder) => c.notNull().references('players.player_id').onDelete('cascade');

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('nfl_teams')
    .addColumn('team_abbreviation', 'text', (c) => c.primaryKey())
    .addColumn('team_name', 'text', notNull)
    .addColumn('def_player_id', 'text', notNull)
    .addColumn('nflcom_abbr', 'text', notNull)
    .execute();

  let players = db.schema.createTable('players').addColumn('player_id', 'text', (c) => c.primaryKey());
  for (const column of ['gsis_id', 'nflcom_id', 'espn_id', 'sleeper_id', 'yahoo_id', 'pfr_id', 'sportradar_id']) {
    players = players.addColumn(column, 'text');
  }
  await players
    .addColumn('full_name', 'text', notNull)
    .addColumn('first_name', 'text', notNull)
    .addColumn('last_name', 'text', notNull)
    .addColumn('position', 'text', notNull)
    .addColumn('team', 'text')
    .addColumn('team_2025', 'text')
    .addColumn('status_2026', 'text')
    .addColumn('status_2025', 'text')
    .addColumn('jersey_number', 'integer')
    .addColumn('headshot_url', 'text')
    .addColumn('birth_date', 'text')
    .addColumn('height_in', 'integer')
    .addColumn('weight_lb', 'integer')
    .addColumn('college', 'text')
    .addColumn('years_exp', 'integer')
    .addColumn('rookie_year', 'integer')
    .addColumn('draft_club', 'text')
    .addColumn('draft_number', 'integer')
    .addColumn('last_stat_season', 'integer')
    .addColumn('last_stat_week', 'integer')
    .addColumn('last_stat_team', 'text')
    .addColumn('search_key', 'text', notNull)
    .execute();
  await db.schema.createIndex('players_position_idx').on('players').column('position').execute();

  await db.schema
    .createTable('games')
    .addColumn('game_id', 'text', (c) => c.primaryKey())
    .addColumn('season', 'integer', notNull)
    .addColumn('game_type', 'text', notNull)
    .addColumn('week', 'integer', notNull)
    .addColumn('gameday', 'text', notNull)
    .addColumn('away_team', 'text', notNull)
    .addColumn('away_score', 'integer')
    .addColumn('home_team', 'text', notNull)
    .addColumn('home_score', 'integer')
    .addColumn('overtime', 'integer')
    .execute();
  await db.schema.createIndex('games_season_week_idx').on('games').columns(['season', 'week']).execute();

  const weekly = db.schema
    .createTable('player_week_stats')
    .addColumn('player_id', 'text', playerRef)
    .addColumn('season', 'integer', notNull)
    .addColumn('week', 'integer', notNull)
    .addColumn('source', 'text', notNull)
    .addColumn('team', 'text')
    .addColumn('opponent', 'text')
    .addColumn('home_away', 'text')
    .addColumn('game_id', 'text')
    .addColumn('team_score', 'integer')
    .addColumn('opponent_score', 'integer')
    .addColumn('result', 'text')
    .addColumn('target_share', decimalType(db))
    .addColumn('rz_targets', 'integer')
    .addColumn('rz_touches', 'integer')
    .addColumn('rz_g2g', 'integer')
    .addPrimaryKeyConstraint('player_week_stats_pk', ['player_id', 'season', 'week']);
  await withStatColumns(db, weekly).execute();
  await db.schema.createIndex('player_week_stats_season_idx').on('player_week_stats').columns(['season', 'week']).execute();

  const season = db.schema
    .createTable('player_season_stats')
    .addColumn('player_id', 'text', playerRef)
    .addColumn('season', 'integer', notNull)
    .addColumn('team', 'text')
    .addColumn('source', 'text', notNull)
    .addColumn('weeks_covered', 'text')
    .addColumn('games_played', 'integer', notNull)
    .addColumn('rank_overall', 'integer')
    .addColumn('rank_position', 'integer')
    .addPrimaryKeyConstraint('player_season_stats_pk', ['player_id', 'season']);
  await withStatColumns(db, season).execute();
  await db.schema.createIndex('player_season_stats_season_idx').on('player_season_stats').columns(['season', 'player_id']).execute();

  let projections = db.schema
    .createTable('player_projections')
    .addColumn('player_id', 'text', playerRef)
    .addColumn('season', 'integer', notNull)
    .addColumn('rank_overall', 'integer', notNull)
    .addColumn('rank_position', 'integer', notNull)
    .addPrimaryKeyConstraint('player_projections_pk', ['player_id', 'season']);
  for (const column of PROJECTED_STATS) projections = projections.addColumn(column, decimalType(db), notNull);
  await projections.execute();
  await db.schema.createIndex('player_projections_season_rank_idx').on('player_projections').columns(['season', 'rank_overall']).execute();

  // The draft player lists' read model: one narrow row per player and draft season, already in
  // list order, so a list is an index walk that stops at its limit (docs/BENCHMARKS.md).
  let board = db.schema
    .createTable('player_board')
    .addColumn('season', 'integer', notNull)
    .addColumn('player_id', 'text', playerRef)
    .addColumn('list_order', 'integer', notNull)
    .addColumn('position', 'text', notNull)
    .addColumn('search_key', 'text', notNull)
    .addColumn('full_name', 'text', notNull)
    .addColumn('first_name', 'text', notNull)
    .addColumn('last_name', 'text', notNull)
    .addColumn('team', 'text')
    .addColumn('headshot_url', 'text')
    .addColumn('jersey_number', 'integer')
    .addColumn('projected_rank_overall', 'integer')
    .addColumn('projected_rank_position', 'integer')
    .addColumn('actual_rank_overall', 'integer')
    .addColumn('actual_rank_position', 'integer')
    .addPrimaryKeyConstraint('player_board_pk', ['season', 'player_id']);
  for (const column of BOARD_DECIMALS) board = board.addColumn(column, decimalType(db));
  await board.execute();
  await db.schema.createIndex('player_board_order_idx').on('player_board').columns(['season', 'list_order']).execute();
  await db.schema.createIndex('player_board_position_idx').on('player_board').columns(['season', 'position', 'list_order']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of ['player_board', 'player_projections', 'player_season_stats', 'player_week_stats', 'games', 'players', 'nfl_teams']) {
    await db.schema.dropTable(table).execute();
  }
}
