import type { PlayerSeasonStatsTable, PlayerWeekStatsTable, StatColumns } from '../db/player-tables.js';
import { num, requiredNum, requiredText, text, type CsvRow } from './csv.js';

/** CSV rows of the weekly and season stat files as table rows (column meanings: server/nfl-data/README.md). */
export type WeekRow = PlayerWeekStatsTable;
/** Season totals before ranks are assigned. */
export type SeasonRow = Omit<PlayerSeasonStatsTable, 'rank_overall' | 'rank_position'>;

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

export function playerWeekRow(row: CsvRow): WeekRow {
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

export function defenseWeekRow(row: CsvRow): WeekRow {
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

export function playerSeasonRow(row: CsvRow): SeasonRow {
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

export function defenseSeasonRow(row: CsvRow): SeasonRow {
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
