import { Router } from 'express';
import { z } from 'zod';
import {
  MAX_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  MAX_USERNAME_LENGTH,
  MIN_PASSWORD_LENGTH,
} from '../../shared/league-rules.js';
import type { AuthResponse, ChangePasswordResponse, MeResponse } from '../../shared/league-types.js';
import { changePassword, checkCredentials, registerUser } from '../accounts/accounts.js';
import { currentUser, requireAuth } from '../auth/middleware.js';
import { signToken } from '../auth/tokens.js';
import type { AppContext } from '../context.js';
import { requiredEmail, requiredText } from '../http/fields.js';
import { authRateLimit } from '../http/rate-limit.js';
import { parse } from '../http/validate.js';
import { listLeaguesForUser } from '../leagues/league-queries.js';
import { presentUser, type UserRowForPresenter } from '../presenters/user.js';

function newPassword(label: string) {
  return z
    .string({ error: `${label} is required` })
    .min(MIN_PASSWORD_LENGTH, `${label} must be at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(MAX_PASSWORD_LENGTH, `${label} must be at most ${MAX_PASSWORD_LENGTH} characters`);
}

const registerSchema = z.strictObject({
  username: requiredText('Username', MAX_USERNAME_LENGTH),
  email: requiredEmail,
  password: newPassword('Password'),
  display_name: z
    .string({ error: 'Display name must be text' })
    .trim()
    .max(MAX_NAME_LENGTH, `Display name must be at most ${MAX_NAME_LENGTH} characters`)
    .nullish(),
});

const loginSchema = z.strictObject({
  email: requiredEmail,
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`),
});

const changePasswordSchema = z.strictObject({
  current_password: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(MAX_PASSWORD_LENGTH, `Current password must be at most ${MAX_PASSWORD_LENGTH} characters`),
  new_password: newPassword('New password'),
});

export function authRouter(ctx: AppContext): Router {
  const router = Router();
  const { config, db } = ctx;
  // Separate counters: signing in right after registering is not a second guess.
  const registerLimit = authRateLimit(config);
  const loginLimit = authRateLimit(config);
  const respondWithToken = (user: UserRowForPresenter, tokenVersion: number): AuthResponse => ({
    token: signToken(user.id, config.jwtSecret, config.jwtExpiresInSeconds, tokenVersion),
    user: presentUser(user),
  });

  router.post('/register', registerLimit, async (req, res) => {
    const input = parse(registerSchema, req.body);
    const user = await registerUser(db, { ...input, display_name: input.display_name ?? undefined }, config.passwordCost);
    // A new account starts at token version 0, the column's default.
    res.status(201).json(respondWithToken(user, 0));
  });

  router.post('/login', loginLimit, async (req, res) => {
    const { email, password } = parse(loginSchema, req.body);
    const { tokenVersion, ...user } = await checkCredentials(db, email, password, config.passwordCost);
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
    const tokenVersion = await changePassword(db, user.id, current_password, new_password, config.passwordCost);
    // Every other session ends; this device gets a fresh token and stays signed in.
    ctx.events.publishSessionsEnded(user.id);
    const body: ChangePasswordResponse = { ...respondWithToken(user, tokenVersion), message: 'Password changed successfully' };
    res.json(body);
  });

  return router;
}
