import { Router, type Request } from 'express';
import { changePasswordSchema, loginSchema, registerSchema } from '#shared/accounts/requests.js';
import type { AuthResponse, ChangePasswordResponse, MeResponse } from '#shared/league-types.js';
import { changePassword, checkCredentials, registerUser } from '../accounts/accounts.js';
import { currentUser, requireAuth } from '../auth/middleware.js';
import { signToken } from '../auth/tokens.js';
import type { AppContext } from '../context.js';
import { addressOf, authRateLimits } from '../http/rate-limit.js';
import { parse } from '../http/validate.js';
import { listLeaguesForUser } from '../leagues/league-queries.js';
import { presentUser, type UserRowForPresenter } from '../accounts/user-presenter.js';
import { announceRegisteredOwner } from '../leagues/team-owner-notices.js';

export function authRouter(ctx: AppContext): Router {
  const router = Router();
  const { config, db } = ctx;
  // Separate counters: signing in right after registering is not a second guess.
  const registerLimit = authRateLimits(ctx, 'register');
  const loginLimit = authRateLimits(ctx, 'login');
  const hashing = <T>(req: Request, task: () => Promise<T>) => ctx.passwordHashing.run(addressOf(req), task);
  const respondWithToken = (user: UserRowForPresenter, tokenVersion: number): AuthResponse => ({
    token: signToken(user.id, config.jwtSecret, config.jwtExpiresInSeconds, tokenVersion),
    user: presentUser(user),
  });

  router.post('/register', ...registerLimit, async (req, res) => {
    const input = parse(registerSchema, req.body);
    const user = await hashing(req, () => registerUser(db, { ...input, display_name: input.display_name ?? undefined }, config.passwordCost));
    // A new account starts at token version 0, the column's default.
    res.status(201).json(respondWithToken(user, 0));
    // Teams the commissioner typed this email for are now this account's: their leagues hear it live.
    announceRegisteredOwner(ctx, user.email).catch((err: unknown) => ctx.log.error({ err }, 'registration notice failed'));
  });

  router.post('/login', ...loginLimit, async (req, res) => {
    const { email, password } = parse(loginSchema, req.body);
    const { tokenVersion, ...user } = await hashing(req, () => checkCredentials(db, email, password, config.passwordCost));
    res.json(respondWithToken(user, tokenVersion));
  });

  router.get('/me', requireAuth(ctx), async (req, res) => {
    const user = currentUser(req);
    const body: MeResponse = { user: presentUser(user), leagues: await listLeaguesForUser(db, user) };
    res.json(body);
  });

  router.post('/change-password', requireAuth(ctx), async (req, res) => {
    const { current_password, new_password } = parse(changePasswordSchema, req.body);
    const user = currentUser(req);
    const tokenVersion = await hashing(req, () => changePassword(db, user.id, current_password, new_password, config.passwordCost));
    // Every other session ends; this device gets a fresh token and stays signed in.
    ctx.events.signal('sessions-ended', user.id);
    const body: ChangePasswordResponse = { ...respondWithToken(user, tokenVersion), message: 'Password changed successfully' };
    res.json(body);
  });

  return router;
}
