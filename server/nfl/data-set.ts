import { DATA_SEASONS } from '#shared/nfl/data-seasons.js';
import type { GamesTable, NflTeamsTable, PlayersTable } from '../db/player-tables.js';
import { num, readCsvFile, requiredNum, requiredText, text, type CsvRow } from './csv.js';
import { buildSearchKey } from './search-key.js';
import { defenseSeasonRow, defenseWeekRow, playerSeasonRow, playerWeekRow, type SeasonRow, type WeekRow } from './stat-rows.js';


export type { SeasonRow, WeekRow } from './stat-rows.js';

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
