import type { AppContext } from '../context.js';
import type { Db, DbOrTrx } from '../db/schema.js';
import { announceTeamRenamed } from '../draft/rename-events.js';
import { runDraftsCommand } from '../draft/write-path.js';
import { conflict, notFound } from '../errors.js';

export const TEAM_NOT_FOUND = 'Team not found';

/** Team names are unique within a league (exactly as typed), so draft participants can be matched by name. */
export async function assertTeamNameFree(db: DbOrTrx, leagueId: number, teamName: string, exceptTeamId?: number): Promise<void> {
  let query = db.selectFrom('teams').select('id').where('league_id', '=', leagueId).where('team_name', '=', teamName);
  if (exceptTeamId !== undefined) query = query.where('id', '!=', exceptTeamId);
  if (await query.executeTakeFirst()) throw conflict(`A team named "${teamName}" already exists in this league`);
}

/** One team per owner per league: a member's "own team" must be unambiguous. */
export async function assertOwnerFree(db: DbOrTrx, leagueId: number, ownerEmail: string | null, exceptTeamIds: number[] = []): Promise<void> {
  if (ownerEmail === null) return;
  let query = db.selectFrom('teams').select('id').where('league_id', '=', leagueId).where('owner_email', '=', ownerEmail);
  if (exceptTeamIds.length > 0) query = query.where('id', 'not in', exceptTeamIds);
  if (await query.executeTakeFirst()) throw conflict(`${ownerEmail} already owns a team in this league`);
}

export async function insertTeam(db: DbOrTrx, leagueId: number, teamName: string, ownerEmail: string | null): Promise<number> {
  const { id } = await db
    .insertInto('teams')
    .values({ league_id: leagueId, team_name: teamName, owner_email: ownerEmail, created_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function addTeam(db: Db, leagueId: number, teamName: string, ownerEmail: string | null): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await assertTeamNameFree(trx, leagueId, teamName);
    await assertOwnerFree(trx, leagueId, ownerEmail);
    return insertTeam(trx, leagueId, teamName, ownerEmail);
  });
}

export interface TeamChanges {
  team_name?: string | undefined;
  /** null unclaims the team; undefined leaves the owner as is. */
  owner_email?: string | null | undefined;
}

/**
 * Rename and/or re-own a league team. A new name shows on every board the team sits on, so it
 * goes through the draft write path: each of those drafts gets `team.renamed` in this transaction.
 */
export async function updateTeam(ctx: AppContext, actorId: number, leagueId: number, teamId: number, changes: TeamChanges): Promise<void> {
  await runDraftsCommand(ctx, actorId, async (scope) => {
    const { trx } = scope;
    const team = await trx.selectFrom('teams').select(['id', 'team_name']).where('id', '=', teamId).where('league_id', '=', leagueId).executeTakeFirst();
    if (!team) throw notFound(TEAM_NOT_FOUND);
    const newName = changes.team_name !== undefined && changes.team_name !== team.team_name ? changes.team_name : undefined;
    if (newName !== undefined) await assertTeamNameFree(trx, leagueId, newName, teamId);
    if (changes.owner_email !== undefined) await assertOwnerFree(trx, leagueId, changes.owner_email, [teamId]);
    if (newName !== undefined) await announceTeamRenamed(scope, teamId, newName);
    const update = {
      ...(newName !== undefined ? { team_name: newName } : {}),
      ...(changes.owner_email !== undefined ? { owner_email: changes.owner_email } : {}),
    };
    if (Object.keys(update).length > 0) await trx.updateTable('teams').set(update).where('id', '=', teamId).execute();
  });
}
