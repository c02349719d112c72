import type { RequestHandler } from 'express';
import type { AppContext } from '../context.js';
import { unauthorized } from '../errors.js';
import { verifyToken } from './tokens.js';

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

/** Resolve the bearer token to a user row; a token of a deleted user is refused too. */
export async function authenticate(ctx: AppContext, token: string | undefined): Promise<AuthUser> {
  if (!token) throw unauthorized('Authentication required');
  const { sub } = verifyToken(token, ctx.config.jwtSecret);
  const user = await ctx.db
    .selectFrom('users')
    .select(['id', 'username', 'email', 'display_name'])
    .where('id', '=', sub)
    .executeTakeFirst();
  if (!user) throw unauthorized('Invalid token');
  return user;
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
