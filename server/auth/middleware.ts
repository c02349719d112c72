import type { RequestHandler } from 'express';
import type { AppContext } from '../context.js';
import { preparedQuery } from '../db/prepared.js';
import { unauthorized } from '../errors.js';
import { SESSION_EXPIRED, verifyToken } from './tokens.js';

export interface AuthUser {
  id: number;
  username: string;
  email: string;
  display_name: string | null;
}

declare module 'express-serve-static-core' {
  interface Request {
    user?: AuthUser;
  }
}

export function bearerTokenOf(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}

/** A verified token's user, with what a long-lived connection must keep checking. */
export interface AuthSession {
  user: AuthUser;
  /** The users.token_version the token carries (and the user still has). */
  tokenVersion: number;
  /** When the token expires, in milliseconds since the epoch. */
  expiresAt: number;
}

// Every authenticated request reads its user: prepared once.
const sessionUser = preparedQuery((db, userId: number) =>
  db.selectFrom('users').select(['id', 'username', 'email', 'display_name', 'token_version']).where('id', '=', userId),
);

/**
 * Resolve a token to its user. A token of a deleted user is refused, and so is one signed with
 * another token version: changing the password bumps the version, ending every older session.
 */
export async function authenticateSession(ctx: AppContext, token: string | undefined): Promise<AuthSession> {
  if (!token) throw unauthorized('Authentication required');
  const { sub, ver, exp } = verifyToken(token, ctx.config.jwtSecret);
  const [row] = await sessionUser(ctx.db, sub);
  if (!row) throw unauthorized('Invalid token');
  if (row.token_version !== ver) throw unauthorized(SESSION_EXPIRED);
  const { token_version, ...user } = row;
  return { user, tokenVersion: token_version, expiresAt: exp * 1000 };
}

/** Resolve the bearer token to a user row (see authenticateSession). */
export async function authenticate(ctx: AppContext, token: string | undefined): Promise<AuthUser> {
  return (await authenticateSession(ctx, token)).user;
}

export function requireAuth(ctx: AppContext): RequestHandler {
  return (req, _res, next) => {
    authenticate(ctx, bearerTokenOf(req.headers.authorization)).then(
      (user) => {
        req.user = user;
        next();
      },
      next,
    );
  };
}

/** The signed-in user of a route behind requireAuth. */
export function currentUser(req: { user?: AuthUser }): AuthUser {
  if (!req.user) throw unauthorized();
  return req.user;
}
