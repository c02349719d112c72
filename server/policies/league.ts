import type { Selectable } from 'kysely';
import type { AuthUser } from '../auth/middleware.js';
import type { LeaguesTable } from '../db/core-tables.js';
import { preparedQuery } from '../db/prepared.js';
import type { DbOrTrx } from '../db/schema.js';
import { forbidden, notFound } from '../errors.js';
import { allow } from './policy.js';

export type LeagueRow = Selectable<LeaguesTable>;

/** The part of a signed-in user that rights depend on. */
export type AccessUser = Pick<AuthUser, 'id' | 'email'>;

/** A league and the user's standing in it. */
export interface LeagueSubject {
  kind: 'league';
  league: LeagueRow;
  isCommissioner: boolean;
  /** Commissioner, or the owner_email of one of the league's teams is the user's email. */
  isMember: boolean;
}

/** `read`: a league's pages and lists; `manage`: every change to it (spec 02 §6). */
export type LeagueAction = 'read' | 'manage';

export const LEAGUE_NOT_FOUND = 'League not found';
export const COMMISSIONER_ONLY = 'Only the league commissioner can do this';

// A non-member gets the same 404 as for a missing league: league ids reveal nothing about leagues the user is not in.
allow('league', ['read', 'manage'], (_user, league) => league.isMember, () => notFound(LEAGUE_NOT_FOUND));
allow('league', 'manage', (_user, league) => league.isCommissioner, () => forbidden(COMMISSIONER_ONLY));

// Read by every request that checks rights (each pick among them): prepared once.
const teamOwnedBy = preparedQuery((db, leagueId: number, email: string) =>
  db.selectFrom('teams').select('id').where('league_id', '=', leagueId).where('owner_email', '=', email).limit(1),
);
const leagueRow = preparedQuery((db, leagueId: number) => db.selectFrom('leagues').selectAll().where('id', '=', leagueId));

/** Does the user own a team in the league? Emails are stored lower-cased on both sides. */
async function ownsTeamInLeague(db: DbOrTrx, leagueId: number, email: string): Promise<boolean> {
  const [row] = await teamOwnedBy(db, leagueId, email.toLowerCase());
  return row !== undefined;
}

/** The user's standing in a league already read. */
export async function leagueSubject(db: DbOrTrx, league: LeagueRow, user: AccessUser): Promise<LeagueSubject> {
  const isCommissioner = league.commissioner_id === user.id;
  const isMember = isCommissioner || (await ownsTeamInLeague(db, league.id, user.email));
  return { kind: 'league', league, isCommissioner, isMember };
}

/** The league and the user's standing in it; 404 'League not found' when the league does not exist. */
export async function loadLeague(db: DbOrTrx, leagueId: number, user: AccessUser): Promise<LeagueSubject> {
  const [league] = await leagueRow(db, leagueId);
  if (!league) throw notFound(LEAGUE_NOT_FOUND);
  return leagueSubject(db, league, user);
}
