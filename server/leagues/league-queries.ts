import type { ApiLeague, ApiLeagueDraft, ApiTeam } from '#shared/league-types.js';
import type { DbOrTrx } from '../db/schema.js';
import { presentLeague, presentLeagueDraft } from './league-presenter.js';
import { presentTeam } from './team-presenter.js';
import type { AccessUser } from '../policies/league.js';

/**
 * Leagues with what a card shows, in ONE query: the commissioner's name, how many teams are
 * claimed by registered users, the viewer's own team and the latest draft come from
 * correlated subqueries, so a list of any length costs a single round trip.
 */
function leagueCardQuery(db: DbOrTrx, viewerEmail: string) {
  return db
    .selectFrom('leagues as l')
    .innerJoin('users as c', 'c.id', 'l.commissioner_id')
    .selectAll('l')
    .select('c.username as commissioner_username')
    .select((eb) => [
      eb
        .selectFrom('teams as t')
        .innerJoin('users as u', 'u.email', 't.owner_email')
        .whereRef('t.league_id', '=', 'l.id')
        .select((sub) => sub.fn.countAll<number>().as('n'))
        .as('teams_joined'),
      eb
        .selectFrom('teams as t')
        .whereRef('t.league_id', '=', 'l.id')
        .where('t.owner_email', '=', viewerEmail)
        .select('t.team_name')
        .orderBy('t.id')
        .limit(1)
        .as('own_team_name'),
      eb
        .selectFrom('drafts as d')
        .whereRef('d.league_id', '=', 'l.id')
        .select('d.id')
        .orderBy('d.id', 'desc')
        .limit(1)
        .as('latest_draft_id'),
      eb
        .selectFrom('drafts as d')
        .whereRef('d.league_id', '=', 'l.id')
        .select('d.draft_status')
        .orderBy('d.id', 'desc')
        .limit(1)
        .as('latest_draft_status'),
    ]);
}

/** Every league the user commissions or owns a team in, newest first. */
export async function listLeaguesForUser(db: DbOrTrx, user: AccessUser): Promise<ApiLeague[]> {
  const email = user.email.toLowerCase();
  const rows = await leagueCardQuery(db, email)
    .where((eb) =>
      eb.or([
        eb('l.commissioner_id', '=', user.id),
        eb('l.id', 'in', eb.selectFrom('teams').select('teams.league_id').where('teams.owner_email', '=', email)),
      ]),
    )
    .orderBy('l.id', 'desc')
    .execute();
  return rows.map((row) => presentLeague(row, user.id));
}

/** One league as its card shows it to this viewer. Callers check access first. */
export async function getLeagueCard(db: DbOrTrx, leagueId: number, user: AccessUser): Promise<ApiLeague> {
  const row = await leagueCardQuery(db, user.email.toLowerCase()).where('l.id', '=', leagueId).executeTakeFirstOrThrow();
  return presentLeague(row, user.id);
}

/** Teams joined with their owners' accounts; `teamId` narrows to one team. Creation order. */
export async function getLeagueTeams(db: DbOrTrx, leagueId: number, teamId?: number): Promise<ApiTeam[]> {
  let query = db
    .selectFrom('teams as t')
    .leftJoin('users as u', 'u.email', 't.owner_email')
    .select([
      't.id',
      't.team_name',
      't.owner_email',
      'u.id as owner_id',
      'u.username as owner_username',
      'u.display_name as owner_display_name',
    ])
    .where('t.league_id', '=', leagueId)
    .orderBy('t.id');
  if (teamId !== undefined) query = query.where('t.id', '=', teamId);
  const rows = await query.execute();
  return rows.map(presentTeam);
}

/** The league's drafts, newest first. */
export async function getLeagueDrafts(db: DbOrTrx, leagueId: number): Promise<ApiLeagueDraft[]> {
  const rows = await db.selectFrom('drafts').selectAll().where('league_id', '=', leagueId).orderBy('id', 'desc').execute();
  return rows.map(presentLeagueDraft);
}

/** The league's newest draft (its id and season), or undefined before the first one. */
export async function latestDraftOfLeague(db: DbOrTrx, leagueId: number): Promise<{ id: number; season: number } | undefined> {
  return db.selectFrom('drafts').select(['id', 'season']).where('league_id', '=', leagueId).orderBy('id', 'desc').limit(1).executeTakeFirst();
}
