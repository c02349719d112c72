import type { TeamOwnerNotice } from '#shared/leagues/joining.js';
import type { AppContext } from '../context.js';
import type { DbOrTrx } from '../db/schema.js';

/**
 * After a committed change of a team's owner, everyone watching the league hears it live
 * (server/realtime/league-rooms.ts): the commissioner sees each claim and can release it at once
 * (docs/DECISIONS.md, "Joining by code: the trust model"). Draft snapshots carry no owners, so
 * this needs no draft event; the league page and the draft room re-read the league's teams.
 */
export async function announceTeamOwner(ctx: AppContext, teamId: number, kind: TeamOwnerNotice['kind']): Promise<void> {
  const notice = await ownerNotice(ctx.db, teamId, kind);
  if (notice) ctx.events.signal('team-owner-changed', notice);
}

async function ownerNotice(db: DbOrTrx, teamId: number, kind: TeamOwnerNotice['kind']): Promise<TeamOwnerNotice | undefined> {
  const row = await db
    .selectFrom('teams as t')
    .leftJoin('users as u', 'u.email', 't.owner_email')
    .select(['t.id', 't.league_id', 't.team_name', 'u.username', 'u.display_name'])
    .where('t.id', '=', teamId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    fantasy_league_id: row.league_id,
    fantasy_team_id: row.id,
    team_name: row.team_name,
    kind,
    owner_display_name: kind === 'released' ? null : row.display_name || row.username || null,
  };
}

/**
 * A registration whose email the commissioner had typed for a team: that account now owns the
 * team without any check of the address, so the league hears it as a join.
 */
export async function announceRegisteredOwner(ctx: AppContext, email: string): Promise<void> {
  const teams = await ctx.db.selectFrom('teams').select('id').where('owner_email', '=', email.toLowerCase()).execute();
  for (const { id } of teams) await announceTeamOwner(ctx, id, 'joined');
}
