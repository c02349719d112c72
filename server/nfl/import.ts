import type { Insertable } from 'kysely';
import type { PlayerProjectionsTable, PlayerSeasonStatsTable, PlayersTable } from '../db/player-tables.js';
import type { Db, Trx } from '../db/schema.js';
import { loadNflDataSet, type NflDataSet, type SeasonRow } from './data-set.js';
import { boardRows, PROJECTION_SEASONS } from './player-board.js';
import { buildHistory } from './projection-history.js';
import { projectSeason } from './projections.js';
import { rankByPoints } from './ranks.js';

/**
 * Load the bundled NFL data into the database. Idempotent: every step replaces what an earlier
 * run wrote (players are upserted, never deleted, because draft picks refer to them). Each file
 * is one transaction, so a failure leaves every table either as before or fully loaded.
 */
export interface ImportProgress {
  /** The file or derived data the step writes. */
  step: string;
  /** 1-based number of the step that just finished, out of `total`. */
  done: number;
  total: number;
  rows: number;
}

export interface ImportSummary {
  steps: { step: string; rows: number }[];
  skippedRows: number;
  milliseconds: number;
}


interface Step {
  name: string;
  write: (trx: Trx) => Promise<number>;
}

// SQLite accepts 32,766 bound values per statement; PostgreSQL 65,535.
const MAX_BOUND_VALUES = 30_000;

/** Write rows in statements small enough for both databases; returns the row count. */
async function inChunks<T extends object>(rows: T[], write: (chunk: T[]) => Promise<unknown>): Promise<number> {
  const first = rows[0];
  if (!first) return 0;
  const size = Math.max(1, Math.floor(MAX_BOUND_VALUES / Object.keys(first).length));
  for (let i = 0; i < rows.length; i += size) await write(rows.slice(i, i + size));
  return rows.length;
}

function rankedSeasonRows(data: NflDataSet): { offense: PlayerSeasonStatsTable[]; defense: PlayerSeasonStatsTable[] } {
  const positionOf = new Map(data.players.map((p) => [p.player_id, p.position]));
  const all = [...data.playerSeasonTotals, ...data.defenseSeasonTotals].map((row) => ({ row, position: positionOf.get(row.player_id) ?? '' }));
  const ranks = new Map<SeasonRow, { overall: number; position: number }>();
  for (const season of new Set(all.map((r) => r.row.season))) {
    const inSeason = all.filter((r) => r.row.season === season);
    for (const [entry, rank] of rankByPoints(inSeason, (r) => r.row.fpts_ppr)) ranks.set(entry.row, rank);
  }
  const withRanks = (row: SeasonRow): PlayerSeasonStatsTable => ({ ...row, rank_overall: ranks.get(row)?.overall ?? null, rank_position: ranks.get(row)?.position ?? null });
  return { offense: data.playerSeasonTotals.map(withRanks), defense: data.defenseSeasonTotals.map(withRanks) };
}

export function projectionRows(data: NflDataSet): Insertable<PlayerProjectionsTable>[] {
  const history = buildHistory(data.players, data.weeklyFiles.flatMap((f) => f.rows), data.games);
  return PROJECTION_SEASONS.flatMap((season) => {
    const projections = projectSeason(history, season);
    const ranks = rankByPoints(projections, (p) => p.fpts_ppr);
    return projections.map((projection) => {
      const { position: _position, ...row } = projection;
      const rank = ranks.get(projection);
      return { ...row, rank_overall: rank?.overall ?? 0, rank_position: rank?.position ?? 0 };
    });
  });
}

function steps(data: NflDataSet): Step[] {
  const seasonRows = rankedSeasonRows(data);
  const projections = projectionRows(data);
  const defenseIds = data.players.filter((p) => p.position === 'DEF').map((p) => p.player_id);
  return [
    {
      name: 'teams.csv',
      write: async (trx) => {
        await trx.deleteFrom('nfl_teams').execute();
        return inChunks(data.teams, (chunk) => trx.insertInto('nfl_teams').values(chunk).execute());
      },
    },
    {
      name: 'players.csv',
      write: (trx) => {
        const columns = Object.keys(data.players[0] ?? {}).filter((c) => c !== 'player_id') as (keyof PlayersTable)[];
        return inChunks(data.players, (chunk) =>
          trx
            .insertInto('players')
            .values(chunk)
            .onConflict((oc) => oc.column('player_id').doUpdateSet((eb) => Object.fromEntries(columns.map((c) => [c, eb.ref(`excluded.${c}`)]))))
            .execute(),
        );
      },
    },
    {
      name: 'games.csv',
      write: async (trx) => {
        await trx.deleteFrom('games').execute();
        return inChunks(data.games, (chunk) => trx.insertInto('games').values(chunk).execute());
      },
    },
    ...data.weeklyFiles.map((file) => ({
      name: `${file.name}.csv`,
      write: async (trx: Trx) => {
        const isDefense = file.name.startsWith('weekly_team_defense');
        await trx
          .deleteFrom('player_week_stats')
          .where('season', '=', file.season)
          .where('player_id', isDefense ? 'in' : 'not in', defenseIds)
          .execute();
        return inChunks(file.rows, (chunk) => trx.insertInto('player_week_stats').values(chunk).execute());
      },
    })),
    {
      name: 'season_player_totals.csv',
      write: async (trx) => {
        await trx.deleteFrom('player_season_stats').where('player_id', 'not in', defenseIds).execute();
        return inChunks(seasonRows.offense, (chunk) => trx.insertInto('player_season_stats').values(chunk).execute());
      },
    },
    {
      name: 'season_team_defense_totals.csv',
      write: async (trx) => {
        await trx.deleteFrom('player_season_stats').where('player_id', 'in', defenseIds).execute();
        return inChunks(seasonRows.defense, (chunk) => trx.insertInto('player_season_stats').values(chunk).execute());
      },
    },
    {
      name: `projections ${PROJECTION_SEASONS[0]}–${PROJECTION_SEASONS[PROJECTION_SEASONS.length - 1]}`,
      write: async (trx) => {
        await trx.deleteFrom('player_projections').execute();
        return inChunks(projections, (chunk) => trx.insertInto('player_projections').values(chunk).execute());
      },
    },
    {
      name: 'player lists',
      write: async (trx) => {
        await trx.deleteFrom('player_board').execute();
        const stats = [...seasonRows.offense, ...seasonRows.defense];
        return inChunks(boardRows(data.players, projections, stats, PROJECTION_SEASONS), (chunk) => trx.insertInto('player_board').values(chunk).execute());
      },
    },
  ];
}

export async function importNflData(
  db: Db,
  dir: string,
  options: { onProgress?: (progress: ImportProgress) => void } = {},
): Promise<ImportSummary> {
  const started = performance.now();
  const data = loadNflDataSet(dir);
  const plan = steps(data);
  const summary: ImportSummary = { steps: [], skippedRows: data.skippedRows, milliseconds: 0 };
  for (const [i, step] of plan.entries()) {
    const rows = await db.transaction().execute((trx) => step.write(trx));
    summary.steps.push({ step: step.name, rows });
    options.onProgress?.({ step: step.name, done: i + 1, total: plan.length, rows });
  }
  summary.milliseconds = Math.round(performance.now() - started);
  return summary;
}

/** True when the player tables have never been filled (first start of a new database). */
export async function nflDataMissing(db: Db): Promise<boolean> {
  const row = await db.selectFrom('players').select('player_id').limit(1).executeTakeFirst();
  return row === undefined;
}
