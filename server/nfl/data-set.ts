import type {
  GamesTable,
  NflTeamsTable,
  PlayersTable,
  PlayerSeasonStatsTable,
  PlayerWeekStatsTable,
  StatColumns,
} from '../db/player-tables.js';
import { num, readCsvFile, requiredNum, requiredText, text, type CsvRow } from './csv.js';
import { buildSearchKey } from './search-key.js';

/** Seasons the bundled data covers (server/nfl-data/README.md). */
export const DATA_SEASONS = [2022, 2023, 2024, 2025] as const;
export const LAST_DATA_SEASON = DATA_SEASONS[DATA_SEASONS.length - 1] ?? 2025;

export type WeekRow = PlayerWeekStatsTable;
/** Season totals before ranks are assigned. */
export type SeasonRow = Omit<PlayerSeasonStatsTable, 'rank_overall' | 'rank_position'>;

/** Every bundled file parsed into table rows. Parsing all of it takes well under a second. */
export interface NflDataSet {
  teams: NflTeamsTable[];
  players: PlayersTable[];
  games: GamesTable[];
  /** Weekly rows per file name (`weekly_player_stats_2022`, `weekly_team_defense_2022`, ...). */
  weeklyFiles: { name: string; season: number; rows: WeekRow[] }[];
  playerSeasonTotals: SeasonRow[];
  defenseSeasonTotals: SeasonRow[];
  /** Rows whose player is not in players.csv; skipped, counted for the import summary. */
  skippedRows: number;
}

const OFFENSE_AND_KICKING = [
  'pass_cmp', 'pass_att', 'pass_yds', 'pass_td', 'pass_int', 'sacks_taken', 'pass_rating',
  'rush_att', 'rush_yds', 'rush_td', 'targets', 'receptions', 'rec_yds', 'rec_td',
  'ret_td', 'fum_rec_td', 'two_pt', 'fumbles_lost',
  'pat_made', 'pat_missed', 'fg_made_0_19', 'fg_made_20_29', 'fg_made_30_39', 'fg_made_40_49', 'fg_made_50p',
  'fg_missed_0_19', 'fg_missed_20_29', 'fg_missed_30_39',
] as const satisfies readonly (keyof StatColumns)[];

/** Defense CSV column → table column. */
const DEFENSE_COLUMNS = {
  sacks: 'def_sacks',
  interceptions: 'def_interceptions',
  fumble_recoveries: 'def_fumble_recoveries',
  safeties: 'def_safeties',
  def_td: 'def_td',
  return_td: 'def_return_td',
  blocked_kicks: 'def_blocked_kicks',
  forced_fumbles: 'def_forced_fumbles',
  qb_hits: 'def_qb_hits',
  tackles_for_loss: 'def_tackles_for_loss',
  passes_defended: 'def_passes_defended',
  points_allowed: 'points_allowed',
} as const satisfies Record<string, keyof StatColumns>;

/**
 * All stat columns in one fixed order. Spelled out as a literal on purpose: rows built key by key
 * become slow dictionary objects, which made parsing 24,000 weekly rows take seconds.
 */
function statColumns(value: (column: keyof StatColumns) => number | null): StatColumns {
  return {
    pass_cmp: value('pass_cmp'),
    pass_att: value('pass_att'),
    pass_yds: value('pass_yds'),
    pass_td: value('pass_td'),
    pass_int: value('pass_int'),
    sacks_taken: value('sacks_taken'),
    pass_rating: value('pass_rating'),
    rush_att: value('rush_att'),
    rush_yds: value('rush_yds'),
    rush_td: value('rush_td'),
    targets: value('targets'),
    receptions: value('receptions'),
    rec_yds: value('rec_yds'),
    rec_td: value('rec_td'),
    ret_td: value('ret_td'),
    fum_rec_td: value('fum_rec_td'),
    two_pt: value('two_pt'),
    fumbles_lost: value('fumbles_lost'),
    pat_made: value('pat_made'),
    pat_missed: value('pat_missed'),
    fg_made_0_19: value('fg_made_0_19'),
    fg_made_20_29: value('fg_made_20_29'),
    fg_made_30_39: value('fg_made_30_39'),
    fg_made_40_49: value('fg_made_40_49'),
    fg_made_50p: value('fg_made_50p'),
    fg_missed_0_19: value('fg_missed_0_19'),
    fg_missed_20_29: value('fg_missed_20_29'),
    fg_missed_30_39: value('fg_missed_30_39'),
    def_sacks: value('def_sacks'),
    def_interceptions: value('def_interceptions'),
    def_fumble_recoveries: value('def_fumble_recoveries'),
    def_safeties: value('def_safeties'),
    def_td: value('def_td'),
    def_return_td: value('def_return_td'),
    def_blocked_kicks: value('def_blocked_kicks'),
    def_forced_fumbles: value('def_forced_fumbles'),
    def_qb_hits: value('def_qb_hits'),
    def_tackles_for_loss: value('def_tackles_for_loss'),
    def_passes_defended: value('def_passes_defended'),
    points_allowed: value('points_allowed'),
    fpts_std: value('fpts_std'),
    fpts_half: value('fpts_half'),
    fpts_ppr: value('fpts_ppr'),
  };
}

const OFFENSE_COLUMNS = new Set<string>([...OFFENSE_AND_KICKING, 'fpts_std', 'fpts_half', 'fpts_ppr']);

function offenseStats(row: CsvRow): StatColumns {
  return statColumns((column) => (OFFENSE_COLUMNS.has(column) ? num(row, column) : null));
}

const DEFENSE_CSV_COLUMN = new Map<string, string>(Object.entries(DEFENSE_COLUMNS).map(([csv, column]) => [column, csv]));

function defenseStats(row: CsvRow): StatColumns {
  // Receptions do not exist for a defense: every preset scores it the same.
  const fpts = num(row, 'fpts');
  return statColumns((column) => {
    if (column === 'fpts_std' || column === 'fpts_half' || column === 'fpts_ppr') return fpts;
    const csvColumn = DEFENSE_CSV_COLUMN.get(column);
    return csvColumn ? num(row, csvColumn) : null;
  });
}

function playerRow(row: CsvRow): PlayersTable {
  const full = requiredText(row, 'full_name');
  const first = text(row, 'first_name') ?? full.split(' ')[0] ?? full;
  const last = text(row, 'last_name') ?? full.split(' ').slice(1).join(' ');
  return {
    player_id: requiredText(row, 'player_id'),
    gsis_id: text(row, 'gsis_id'),
    nflcom_id: text(row, 'nflcom_id'),
    espn_id: text(row, 'espn_id'),
    sleeper_id: text(row, 'sleeper_id'),
    yahoo_id: text(row, 'yahoo_id'),
    pfr_id: text(row, 'pfr_id'),
    sportradar_id: text(row, 'sportradar_id'),
    full_name: full,
    first_name: first,
    last_name: last,
    position: requiredText(row, 'position'),
    team: text(row, 'team'),
    team_2025: text(row, 'team_2025'),
    status_2026: text(row, 'status_2026'),
    status_2025: text(row, 'status_2025'),
    jersey_number: num(row, 'jersey_number'),
    headshot_url: text(row, 'headshot_url'),
    birth_date: text(row, 'birth_date'),
    height_in: num(row, 'height_in'),
    weight_lb: num(row, 'weight_lb'),
    college: text(row, 'college'),
    years_exp: num(row, 'years_exp'),
    rookie_year: num(row, 'rookie_year'),
    draft_club: text(row, 'draft_club'),
    draft_number: num(row, 'draft_number'),
    last_stat_season: num(row, 'last_stat_season'),
    last_stat_week: num(row, 'last_stat_week'),
    last_stat_team: text(row, 'last_stat_team'),
    search_key: buildSearchKey(full, first, last),
  };
}

function gameRow(row: CsvRow): GamesTable {
  return {
    game_id: requiredText(row, 'game_id'),
    season: requiredNum(row, 'season'),
    game_type: requiredText(row, 'game_type'),
    week: requiredNum(row, 'week'),
    gameday: requiredText(row, 'gameday'),
    away_team: requiredText(row, 'away_team'),
    away_score: num(row, 'away_score'),
    home_team: requiredText(row, 'home_team'),
    home_score: num(row, 'home_score'),
    overtime: num(row, 'overtime'),
  };
}

interface WeekExtras {
  source: string;
  opponentScoreColumn: string;
  target_share: number | null;
  rz_targets: number | null;
  rz_touches: number | null;
  rz_g2g: number | null;
}

/** One literal with every column (see statColumns for why nothing is spread here). */
function weekRow(row: CsvRow, extras: WeekExtras, stats: StatColumns): WeekRow {
  return {
    player_id: requiredText(row, 'player_id'),
    season: requiredNum(row, 'season'),
    week: requiredNum(row, 'week'),
    source: extras.source,
    team: text(row, 'team'),
    opponent: text(row, 'opponent'),
    home_away: text(row, 'home_away'),
    game_id: text(row, 'game_id'),
    team_score: num(row, 'team_score'),
    opponent_score: num(row, extras.opponentScoreColumn),
    result: text(row, 'result'),
    target_share: extras.target_share,
    rz_targets: extras.rz_targets,
    rz_touches: extras.rz_touches,
    rz_g2g: extras.rz_g2g,
    pass_cmp: stats.pass_cmp,
    pass_att: stats.pass_att,
    pass_yds: stats.pass_yds,
    pass_td: stats.pass_td,
    pass_int: stats.pass_int,
    sacks_taken: stats.sacks_taken,
    pass_rating: stats.pass_rating,
    rush_att: stats.rush_att,
    rush_yds: stats.rush_yds,
    rush_td: stats.rush_td,
    targets: stats.targets,
    receptions: stats.receptions,
    rec_yds: stats.rec_yds,
    rec_td: stats.rec_td,
    ret_td: stats.ret_td,
    fum_rec_td: stats.fum_rec_td,
    two_pt: stats.two_pt,
    fumbles_lost: stats.fumbles_lost,
    pat_made: stats.pat_made,
    pat_missed: stats.pat_missed,
    fg_made_0_19: stats.fg_made_0_19,
    fg_made_20_29: stats.fg_made_20_29,
    fg_made_30_39: stats.fg_made_30_39,
    fg_made_40_49: stats.fg_made_40_49,
    fg_made_50p: stats.fg_made_50p,
    fg_missed_0_19: stats.fg_missed_0_19,
    fg_missed_20_29: stats.fg_missed_20_29,
    fg_missed_30_39: stats.fg_missed_30_39,
    def_sacks: stats.def_sacks,
    def_interceptions: stats.def_interceptions,
    def_fumble_recoveries: stats.def_fumble_recoveries,
    def_safeties: stats.def_safeties,
    def_td: stats.def_td,
    def_return_td: stats.def_return_td,
    def_blocked_kicks: stats.def_blocked_kicks,
    def_forced_fumbles: stats.def_forced_fumbles,
    def_qb_hits: stats.def_qb_hits,
    def_tackles_for_loss: stats.def_tackles_for_loss,
    def_passes_defended: stats.def_passes_defended,
    points_allowed: stats.points_allowed,
    fpts_std: stats.fpts_std,
    fpts_half: stats.fpts_half,
    fpts_ppr: stats.fpts_ppr,
  };
}

function playerWeekRow(row: CsvRow): WeekRow {
  const extras = {
    source: requiredText(row, 'source'),
    opponentScoreColumn: 'opp_score',
    target_share: num(row, 'target_share'),
    rz_targets: num(row, 'rz_targets'),
    rz_touches: num(row, 'rz_touches'),
    rz_g2g: num(row, 'rz_g2g'),
  };
  return weekRow(row, extras, offenseStats(row));
}

function defenseWeekRow(row: CsvRow): WeekRow {
  const extras = {
    source: requiredText(row, 'stats_source'),
    opponentScoreColumn: 'points_allowed',
    target_share: null,
    rz_targets: null,
    rz_touches: null,
    rz_g2g: null,
  };
  return weekRow(row, extras, defenseStats(row));
}

function playerSeasonRow(row: CsvRow): SeasonRow {
  return {
    player_id: requiredText(row, 'player_id'),
    season: requiredNum(row, 'season'),
    team: text(row, 'team'),
    source: requiredText(row, 'source'),
    weeks_covered: text(row, 'weeks_covered'),
    games_played: requiredNum(row, 'weeks_with_stats'),
    ...offenseStats(row),
  };
}

function defenseSeasonRow(row: CsvRow): SeasonRow {
  return {
    player_id: requiredText(row, 'player_id'),
    season: requiredNum(row, 'season'),
    team: text(row, 'team'),
    source: 'team_defense_totals',
    weeks_covered: null,
    // Points are summed over the weeks with defensive stats, so those are the games they cover.
    games_played: requiredNum(row, 'weeks_with_def_stats'),
    ...defenseStats(row),
  };
}

export function loadNflDataSet(dir: string): NflDataSet {
  const players = readCsvFile(dir, 'players').map(playerRow);
  const known = new Set(players.map((p) => p.player_id));
  let skippedRows = 0;
  const keepKnown = <T extends { player_id: string }>(rows: T[]): T[] =>
    rows.filter((r) => {
      if (known.has(r.player_id)) return true;
      skippedRows += 1;
      return false;
    });

  const weeklyFiles: NflDataSet['weeklyFiles'] = [];
  for (const season of DATA_SEASONS) {
    const playerFile = `weekly_player_stats_${season}`;
    weeklyFiles.push({ name: playerFile, season, rows: keepKnown(readCsvFile(dir, playerFile).map(playerWeekRow)) });
    const defenseFile = `weekly_team_defense_${season}`;
    weeklyFiles.push({ name: defenseFile, season, rows: keepKnown(readCsvFile(dir, defenseFile).map(defenseWeekRow)) });
  }
  const playerSeasonTotals = keepKnown(readCsvFile(dir, 'season_player_totals').map(playerSeasonRow));
  const defenseSeasonTotals = keepKnown(readCsvFile(dir, 'season_team_defense_totals').map(defenseSeasonRow));
  return {
    teams: readCsvFile(dir, 'teams').map((row) => ({
      team_abbreviation: requiredText(row, 'team'),
      team_name: requiredText(row, 'team_name'),
      def_player_id: requiredText(row, 'def_player_id'),
      nflcom_abbr: requiredText(row, 'nflcom_abbr'),
    })),
    players,
    games: readCsvFile(dir, 'games').map(gameRow),
    weeklyFiles,
    playerSeasonTotals,
    defenseSeasonTotals,
    skippedRows,
  };
}
