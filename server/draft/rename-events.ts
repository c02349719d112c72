import type { DbOrTrx } from '../db/schema.js';
import type { WriteScope } from '../engine/write-path.js';

/**
 * Names shown on draft boards live on the league and its teams, outside any one draft. When one
 * changes, every draft that shows it gets an event in its own log, in the renaming transaction,
 * so open boards update live and cached reads (ETag by seq) go stale at once. Call these before
 * writing the new name: they lock the drafts first (see WriteScope.lockDraft).
 */
type Announcer = Pick<WriteScope, 'trx' | 'emitTo' | 'lockDraft'>;

/** Ids of the drafts a team sits in, ascending (the order drafts are locked in). */
export async function draftIdsOfTeam(db: DbOrTrx, teamId: number): Promise<number[]> {
  const rows = await db.selectFrom('draft_participants').select('draft_id').where('team_id', '=', teamId).orderBy('draft_id').execute();
  return rows.map((r) => r.draft_id);
}

/** `team.renamed` into every draft the team sits in. */
export async function announceTeamRenamed({ trx, emitTo, lockDraft }: Announcer, teamId: number, teamName: string): Promise<void> {
  for (const draftId of await draftIdsOfTeam(trx, teamId)) {
    await lockDraft(draftId);
    emitTo(draftId, 'team.renamed', { fantasy_team_id: teamId, team_name: teamName });
  }
}

/** `league.renamed` into every draft of the league. */
export async function announceLeagueRenamed({ trx, emitTo, lockDraft }: Announcer, leagueId: number, leagueName: string): Promise<void> {
  const drafts = await trx.selectFrom('drafts').select('id').where('league_id', '=', leagueId).orderBy('id').execute();
  for (const { id } of drafts) {
    await lockDraft(id);
    emitTo(id, 'league.renamed', { league_name: leagueName });
  }
}
