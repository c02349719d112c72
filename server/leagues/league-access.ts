import type { Selectable } from 'kysely';
import type { AuthUser } from '../auth/middleware.js';
import type { LeaguesTable } from '../db/core-tables.js';
import { preparedQuery } from '../db/prepared.js';
import type { DbOrTrx } from '../db/schema.js';
import { forbidden, notFound } from '../errors.js';

export type LeagueRow = Selectable<LeaguesTable>;

export interface LeagueAccess {
  league: LeagueRow;
  isCommissioner: boolean;
  /** Commissioner, or the owner_email of one of the league's teams is the user's email. */
  isMember: boolean;
}

/** The part of a signed-in user that rights depend on. */
export type AccessUser = Pick<AuthUser, 'id' | 'email'>;

export const LEAGUE_NOT_FOUND = 'League not found';
export const COMMISSIONER_ONLY = 'Only the league commissioner can do this';

// Read by every request that checks rights (each pick among them): prepared once.
const teamOwnedBy = preparedQuery((db, leagueId: number, email: string) =>
  db.selectFrom('teams').select('id').where('league_id', '=', leagueId).where('owner_email', '=', email).limit(1),
);
const leagueRow = preparedQuery((db, leagueId: number) => db.selectFrom('leagues').selectAll().where('id', '=', leagueId));

/** Does the user own a team in the league? Emails are stored lower-cased on both sides. */
export async function ownsTeamInLeague(db: DbOrTrx, leagueId: number, email: string): Promise<boolean> {
  const [row] = await teamOwnedBy(db, leagueId, email.toLowerCase());
  return row !== undefined;
}

/** The league and the user's standing in it; 404 'League not found' when the league does not exist. */
export async function loadLeagueAccess(db: DbOrTrx, leagueId: number, user: AccessUser): Promise<LeagueAccess> {
  const [league] = await leagueRow(db, leagueId);
  if (!league) throw notFound(LEAGUE_NOT_FOUND);
  const isCommissioner = league.commissioner_id === user.id;
  const isMember = isCommissioner || (await ownsTeamInLeague(db, leagueId, user.email));
  return { league, isCommissioner, isMember };
}

/**
 * Read rights. A non-member gets the same 404 as for a missing league, so league ids
 * reveal nothing about leagues the user is not in.
 */
export async function requireLeagueMember(db: DbOrTrx, leagueId: number, user: AccessUser): Promise<LeagueAccess> {
  const access = await loadLeagueAccess(db, leagueId, user);
  if (!access.isMember) throw notFound(LEAGUE_NOT_FOUND);
  return access;
}

/** Write rights: 404 for non-members (as for reads), 403 for members who are not the commissioner. */
export async function requireLeagueCommissioner(db: DbOrTrx, leagueId: number, user: AccessUser): Promise<LeagueAccess> {
  const access = await requireLeagueMember(db, leagueId, user);
  if (!access.isCommissioner) throw forbidden(COMMISSIONER_ONLY);
  return access;
}
