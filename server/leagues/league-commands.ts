import { DEFAULT_AUCTION_BUDGET, DEFAULT_NUM_TEAMS, type KeeperPenaltyType, seasonChoices } from '#shared/league-rules.js';
import { DEFAULT_SCORING, parseScoring, SCORING_PRESETS, type ScoringSettings } from '#shared/scoring.js';
import type { AppContext } from '../context.js';
import type { Db } from '../db/schema.js';
import { announceLeagueRenamed } from '../draft/rename-events.js';
import { runDraftsCommand } from '../engine/write-path.js';
import { badRequest } from '../errors.js';
import { emitValues, leagueDraftIds } from '../values/value-events.js';
import { uniqueLeagueCode } from './league-code.js';

export interface NewLeague {
  league_name: string;
  is_keeper_league: boolean;
  max_keepers: number;
  keeper_penalty_type: KeeperPenaltyType;
  keeper_penalty_amount: number;
}

/**
 * A league starts with the default draft's season, size and budget (spec §9); creating a
 * draft later copies that draft's values onto the league card.
 */
export async function createLeague(db: Db, commissionerId: number, input: NewLeague): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('leagues')
      .values({
        league_name: input.league_name,
        season: seasonChoices()[0],
        num_teams: DEFAULT_NUM_TEAMS,
        auction_budget: DEFAULT_AUCTION_BUDGET,
        commissioner_id: commissionerId,
        league_code: await uniqueLeagueCode(trx),
        is_keeper_league: input.is_keeper_league ? 1 : 0,
        max_keepers: input.max_keepers,
        keeper_penalty_type: input.keeper_penalty_type,
        keeper_penalty_amount: input.keeper_penalty_amount,
        scoring_settings: JSON.stringify(DEFAULT_SCORING),
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  });
}

/** Draft boards show the league's name, so each of its drafts gets `league.renamed` in this transaction. */
export async function renameLeague(ctx: AppContext, actorId: number, leagueId: number, leagueName: string): Promise<void> {
  await runDraftsCommand(ctx, actorId, async (scope) => {
    const league = await scope.trx.selectFrom('leagues').select('league_name').where('id', '=', leagueId).executeTakeFirstOrThrow();
    if (league.league_name === leagueName) return;
    await announceLeagueRenamed(scope, leagueId, leagueName);
    await scope.trx.updateTable('leagues').set({ league_name: leagueName }).where('id', '=', leagueId).execute();
  });
}

/**
 * Teams, drafts and everything hanging off them go with it (ON DELETE CASCADE); the drafts'
 * open boards, and join pages watching by the league's code, are told once the delete has committed.
 */
export async function deleteLeague(ctx: AppContext, leagueId: number): Promise<void> {
  const draftIds = await ctx.db.transaction().execute(async (trx) => {
    const drafts = await trx.selectFrom('drafts').select('id').where('league_id', '=', leagueId).execute();
    await trx.deleteFrom('leagues').where('id', '=', leagueId).execute();
    return drafts.map((d) => d.id);
  });
  for (const draftId of draftIds) ctx.events.signal('draft-deleted', draftId);
  // Its code opens nothing any more: the join pages' watches end as a renewal ends them.
  ctx.events.signal('join-state-changed', leagueId);
}

/**
 * Apply a scoring update: a preset name resets every number to that preset's, then any
 * numbers given override it; numbers alone adjust the current settings.
 */
export function applyScoringUpdate(current: ScoringSettings, update: Partial<ScoringSettings>): ScoringSettings {
  if (Object.keys(update).length === 0) throw badRequest('Give a scoring preset or at least one scoring value');
  const base = update.preset ? SCORING_PRESETS[update.preset] : current;
  return { ...base, ...update };
}

/** A new scoring changes every draft's values: each of the league's drafts gets values.updated. */
export async function updateScoring(ctx: AppContext, actorId: number, leagueId: number, update: Partial<ScoringSettings>): Promise<ScoringSettings> {
  return runDraftsCommand(ctx, actorId, async (scope) => {
    const drafts = await leagueDraftIds(scope.trx, leagueId);
    for (const id of drafts) await scope.lockDraft(id);
    const row = await scope.trx.selectFrom('leagues').select('scoring_settings').where('id', '=', leagueId).executeTakeFirstOrThrow();
    const next = applyScoringUpdate(parseScoring(row.scoring_settings), update);
    await scope.trx.updateTable('leagues').set({ scoring_settings: JSON.stringify(next) }).where('id', '=', leagueId).execute();
    for (const id of drafts) await emitValues(ctx.db, scope, id);
    return next;
  });
}
