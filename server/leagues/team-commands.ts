import type { AppContext } from '../context.js';
import type { Db, DbOrTrx } from '../db/schema.js';
import { isUniqueViolationOn } from '../db/unique-violation.js';
import { announceTeamRenamed } from '../draft/rename-events.js';
import { runDraftsCommand } from '../engine/write-path.js';
import { conflict, notFound } from '../errors.js';
import { announceTeamOwner } from './team-owner-notices.js';

export const TEAM_NOT_FOUND = 'Team not found';

const teamNameTaken = (teamName: string) => `A team named "${teamName}" already exists in this league`;
const ownerTaken = (ownerEmail: string) => `${ownerEmail} already owns a team in this league`;

/** Team names are unique within a league (exactly as typed), so draft participants can be matched by name. */
export async function assertTeamNameFree(db: DbOrTrx, leagueId: number, teamName: string, exceptTeamId?: number): Promise<void> {
  let query = db.selectFrom('teams').select('id').where('league_id', '=', leagueId).where('team_name', '=', teamName);
  if (exceptTeamId !== undefined) query = query.where('id', '!=', exceptTeamId);
  if (await query.executeTakeFirst()) throw conflict(teamNameTaken(teamName));
}

/** One team per owner per league: a member's "own team" must be unambiguous. */
export async function assertOwnerFree(db: DbOrTrx, leagueId: number, ownerEmail: string | null, exceptTeamIds: number[] = []): Promise<void> {
  if (ownerEmail === null) return;
  let query = db.selectFrom('teams').select('id').where('league_id', '=', leagueId).where('owner_email', '=', ownerEmail);
  if (exceptTeamIds.length > 0) query = query.where('id', 'not in', exceptTeamIds);
  if (await query.executeTakeFirst()) throw conflict(ownerTaken(ownerEmail));
}

/**
 * The checks above run inside the command's transaction, yet two PostgreSQL transactions can
 * both pass them; the unique indexes (migration 005) then refuse one. Once that one has rolled
 * back, answer it with the 409 its check would have given.
 */
export async function withTeamUniqueness<T>(
  attempted: { teamName?: string | undefined; ownerEmail?: string | null | undefined },
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (attempted.teamName !== undefined && isUniqueViolationOn(err, 'team_name')) throw conflict(teamNameTaken(attempted.teamName));
    if (attempted.ownerEmail && isUniqueViolationOn(err, 'owner_email')) throw conflict(ownerTaken(attempted.ownerEmail));
    throw err;
  }
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
  return withTeamUniqueness({ teamName, ownerEmail }, () =>
    db.transaction().execute(async (trx) => {
      await assertTeamNameFree(trx, leagueId, teamName);
      await assertOwnerFree(trx, leagueId, ownerEmail);
      return insertTeam(trx, leagueId, teamName, ownerEmail);
    }),
  );
}

export interface TeamChanges {
  team_name?: string | undefined;
  /** null unclaims the team; undefined leaves the owner as is. */
  owner_email?: string | null | undefined;
}

/**
 * Rename and/or re-own a league team. A new name shows on every board the team sits on, so it
 * goes through the draft write path: each of those drafts gets `team.renamed` in this transaction.
 * A new owner may leave the old one outside the league: once committed, the realtime layer is
 * told to re-check the sockets in the league's draft rooms.
 */
export async function updateTeam(ctx: AppContext, actorId: number, leagueId: number, teamId: number, changes: TeamChanges): Promise<void> {
  const attempted = { teamName: changes.team_name, ownerEmail: changes.owner_email };
  const { ownerChanged, renamed } = await withTeamUniqueness(attempted, () =>
    runDraftsCommand(ctx, actorId, async (scope) => {
      const { trx } = scope;
      const team = await trx
        .selectFrom('teams')
        .select(['id', 'team_name', 'owner_email'])
        .where('id', '=', teamId)
        .where('league_id', '=', leagueId)
        .executeTakeFirst();
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
      return { ownerChanged: changes.owner_email !== undefined && changes.owner_email !== team.owner_email, renamed: newName !== undefined };
    }),
  );
  if (renamed) ctx.events.signal('league-teams-changed', leagueId);
  if (ownerChanged) {
    ctx.events.signal('membership-changed', leagueId);
    await announceTeamOwner(ctx, teamId, changes.owner_email === null ? 'released' : 'assigned');
  }
}
