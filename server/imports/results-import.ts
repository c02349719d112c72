import { parseCsv } from '#shared/csv/csv.js';
import { defaultImportSeason, importDraftDateError, importSeasonError, latestDayOnEarth } from '#shared/csv/import-season.js';
import { importRows, missingColumns } from '#shared/csv/results-import.js';
import type { ImportResultsRequest } from '#shared/csv/requests.js';
import type { DraftPick } from '#shared/draft/types.js';
import type { DbOrTrx, Trx } from '../db/schema.js';
import { latestDraftOfLeague } from '../leagues/league-queries.js';
import { loadSnapshot } from '../draft/snapshot.js';
import type { CommandScope } from '../engine/write-path.js';
import { badRequest, conflict } from '../errors.js';
import type { Actor } from '../draft/picks.js';
import type { MatchReport } from '#shared/csv/api.js';
import { matchRows } from './match-players.js';

export const IMPORT_NEEDS_EMPTY_DRAFT = 'Results can only be imported into a draft that has not started and has no picks';
export const NOTHING_MATCHED = 'No row of the file matched a player and a team of this draft';

/**
 * The season the results were played in (the request's, else the one before the draft's); 400
 * outside the rule, or for a draft date that is not a day of that season up to today.
 */
export function importSeason(input: ImportResultsRequest, draftSeason: number): number {
  const season = input.season ?? defaultImportSeason(draftSeason);
  const error = importSeasonError(season, draftSeason);
  if (error) throw badRequest(error);
  if (input.draft_date !== undefined) {
    const dateError = importDraftDateError(input.draft_date, season, latestDayOnEarth());
    if (dateError) throw badRequest(dateError);
  }
  return season;
}

/** Parse and match without writing: the preview's report (dry run) and the first step of the import. */
export async function previewImport(db: DbOrTrx, draftId: number, input: ImportResultsRequest): Promise<MatchReport> {
  const snapshot = await loadSnapshot(db, draftId);
  // The dry run refuses what the import would, so the preview never promises an import that fails.
  importSeason(input, snapshot.draft.season);
  const table = parseCsv(input.csv);
  const header = table[0] ?? [];
  const missing = missingColumns(header, input.mapping);
  if (missing.length > 0) throw badRequest(`The file has no column ${missing.map((m) => `"${m}"`).join(', ')}`);
  return matchRows(db, importRows(table, input.mapping), snapshot.teams);
}

export interface ImportOutcome extends MatchReport {
  picks: DraftPick[];
  season: number;
}

/**
 * Fill an empty, not-started draft with last season's results and complete it, so the next
 * draft can keep players at these prices. The draft moves to the season the results were played
 * in, so it reads as that season's draft everywhere (Price History, the league's drafts) and stays
 * the previous draft of this season's (previousDraftOf orders by season). One command: every
 * matched row and the season, or nothing.
 */
export async function importResults(scope: CommandScope, actor: Actor, input: ImportResultsRequest): Promise<ImportOutcome> {
  const { trx, draft, emit } = scope;
  const before = await loadSnapshot(trx, draft.id);
  if (draft.draft_status !== 'NOT_STARTED' || before.picks.length > 0) throw conflict(IMPORT_NEEDS_EMPTY_DRAFT);
  const season = importSeason(input, draft.season);
  const report = await previewImport(trx, draft.id, input);
  if (report.matched.length === 0) throw badRequest(NOTHING_MATCHED);
  const now = new Date().toISOString();
  await trx
    .insertInto('draft_picks')
    .values(
      report.matched.map((m, i) => ({
        draft_id: draft.id,
        nfl_player_id: m.nfl_player_id,
        team_id: m.fantasy_team_id,
        original_team_id: m.fantasy_team_id,
        acquisition_price: m.price,
        acquisition_type: 'draft_pick' as const,
        pick_number: i + 1,
        created_by: actor.id,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
  // The day the league gives; else, for results of the draft's own season, the day it was set
  // for; else none: the import's own day is not when last season's draft was held.
  const draftDate = input.draft_date ?? (season === draft.season ? draft.draft_date : null);
  await trx.updateTable('drafts').set({ draft_status: 'COMPLETED', draft_date: draftDate, season }).where('id', '=', draft.id).execute();
  if (season !== draft.season) await mirrorSeasonOnLeague(trx, draft.league_id, draft.id, season);
  const after = await loadSnapshot(trx, draft.id);
  emit('results.imported', { picks: after.picks });
  if (season !== draft.season) emit('draft.season_changed', { season });
  emit('draft.completed', { draft_status: 'COMPLETED', draft_date: draftDate });
  return { ...report, picks: after.picks, season };
}

/** The league card shows its latest draft's season (copied at draft creation, server/draft/draft-setup.ts); keep it so. */
async function mirrorSeasonOnLeague(trx: Trx, leagueId: number, draftId: number, season: number): Promise<void> {
  const latest = await latestDraftOfLeague(trx, leagueId);
  if (latest?.id !== draftId) return;
  await trx.updateTable('leagues').set({ season }).where('id', '=', leagueId).execute();
}
