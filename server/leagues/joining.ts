import {
  checkClaim,
  JOIN_CODE_NOT_FOUND,
  TEAM_ALREADY_CLAIMED,
  type JoinResponse,
  type JoinView,
} from '#shared/leagues/joining.js';
import type { AppContext } from '../context.js';
import type { DbOrTrx } from '../db/schema.js';
import { conflict, forbidden, notFound } from '../errors.js';
import type { AccessUser } from '../policies/league.js';
import { TEAM_NOT_FOUND, withTeamUniqueness } from './team-commands.js';
import { announceTeamOwner } from './team-owner-notices.js';
import { readLeagueCode } from '#shared/leagues/league-code-text.js';

/**
 * Joining a league by its code (docs/DECISIONS.md, "Joining by code: the trust model"): anyone
 * signed in who has the code sees the league's teams and claims an open one, becoming its owner
 * by email, exactly as if the commissioner had typed that email.
 */

/**
 * The league a code opens, as GET /join/:code finds it (the join page's socket watch too); 404 otherwise.
 * Codes are read aloud and typed on phones: read as the join page and the code box read them (case,
 * spaces and dashes do not matter), and one that cannot be a code is not looked up.
 */
export async function leagueOfCode(db: DbOrTrx, code: string) {
  const read = readLeagueCode(code);
  const league = read.ok ? await db.selectFrom('leagues').selectAll().where('league_code', '=', read.code).executeTakeFirst() : undefined;
  if (!league) throw notFound(JOIN_CODE_NOT_FOUND);
  return league;
}

/** The draft a member lands in after joining: the newest one not completed, else none (the league page). */
export async function currentDraftId(db: DbOrTrx, leagueId: number): Promise<number | null> {
  const latest = await db
    .selectFrom('drafts')
    .select(['id', 'draft_status'])
    .where('league_id', '=', leagueId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return latest && latest.draft_status !== 'COMPLETED' ? latest.id : null;
}

export async function joinView(db: DbOrTrx, code: string, user: AccessUser): Promise<JoinView> {
  const league = await leagueOfCode(db, code);
  const email = user.email.toLowerCase();
  const [commissioner, teams, draftId] = await Promise.all([
    db.selectFrom('users').select(['username', 'display_name']).where('id', '=', league.commissioner_id).executeTakeFirstOrThrow(),
    db
      .selectFrom('teams as t')
      .leftJoin('users as u', 'u.email', 't.owner_email')
      .select(['t.id', 't.team_name', 't.owner_email', 'u.username', 'u.display_name'])
      .where('t.league_id', '=', league.id)
      .orderBy('t.id')
      .execute(),
    currentDraftId(db, league.id),
  ]);
  return {
    league: {
      fantasy_league_id: league.id,
      league_name: league.league_name,
      season: league.season,
      commissioner_username: commissioner.username,
      commissioner_name: commissioner.display_name || commissioner.username,
      num_teams: league.num_teams,
      is_keeper_league: league.is_keeper_league === 1,
      current_draft_id: draftId,
    },
    teams: teams.map((t) => ({
      fantasy_team_id: t.id,
      team_name: t.team_name,
      claimed: t.owner_email !== null,
      owner_display_name: t.owner_email === null ? null : t.display_name || t.username || null,
    })),
    joining_open: league.joining_open === 1,
    joining_version: league.join_version,
    own_team_id: teams.find((t) => t.owner_email === email)?.id ?? null,
  };
}

/**
 * The caller takes the team. Checked and written in one transaction; the write itself only
 * takes a team that is still open (`WHERE owner_email IS NULL`), so of two callers racing for
 * one team exactly one wins: the other's update finds no open row (PostgreSQL re-reads the row
 * once the winner commits) and gets the 409 its check would have given. The unique index on
 * (league, owner) turns a caller racing for two teams into one 409 too.
 */
export async function claimTeam(ctx: AppContext, user: AccessUser, code: string, teamId: number): Promise<JoinResponse> {
  const email = user.email.toLowerCase();
  const result = await withTeamUniqueness({ ownerEmail: email }, () =>
    ctx.db.transaction().execute(async (trx) => {
      const league = await leagueOfCode(trx, code);
      const team = await trx
        .selectFrom('teams')
        .select(['id', 'team_name', 'owner_email'])
        .where('id', '=', teamId)
        .where('league_id', '=', league.id)
        .executeTakeFirst();
      if (!team) throw notFound(TEAM_NOT_FOUND);
      const other = await trx
        .selectFrom('teams')
        .select('id')
        .where('league_id', '=', league.id)
        .where('owner_email', '=', email)
        .where('id', '!=', teamId)
        .executeTakeFirst();
      const checked = checkClaim({ joiningOpen: league.joining_open === 1, teamOwner: team.owner_email, callerEmail: email, callerOwnsAnother: other !== undefined });
      if (!checked.ok) throw league.joining_open === 1 ? conflict(checked.error) : forbidden(checked.error);
      if (checked.value === 'claim') {
        const taken = await trx.updateTable('teams').set({ owner_email: email }).where('id', '=', teamId).where('owner_email', 'is', null).executeTakeFirst();
        if (Number(taken.numUpdatedRows) !== 1) throw conflict(TEAM_ALREADY_CLAIMED);
      }
      return { leagueId: league.id, team, claimed: checked.value === 'claim' };
    }),
  );
  if (result.claimed) {
    ctx.events.signal('membership-changed', result.leagueId);
    await announceTeamOwner(ctx, teamId, 'joined');
  }
  return {
    fantasy_league_id: result.leagueId,
    fantasy_team_id: teamId,
    team_name: result.team.team_name,
    current_draft_id: await currentDraftId(ctx.db, result.leagueId),
  };
}
