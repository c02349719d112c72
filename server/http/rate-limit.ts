import type { RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { DEFAULT_AUTH_RATE_LIMIT, type AppConfig } from '../config.js';
import { AppError } from '../errors.js';

export const TOO_MANY_AUTH_TRIES = 'Too many attempts. Please wait a few minutes and try again.';

function emailOf(body: unknown): string {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

/**
 * Limits sign-in and registration tries per client IP and email, so one address cannot be
 * guessed at while a whole party behind one router can still sign in. Counts every try.
 * The store is in memory, per process and per app instance.
 */
export function authRateLimit(config: AppConfig): RequestHandler {
  const { max, windowMs } = config.authRateLimit ?? DEFAULT_AUTH_RATE_LIMIT;
  return rateLimit({
    windowMs,
    limit: max,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (req) => `${ipKeyGenerator(req.ip ?? 'unknown')}|${emailOf(req.body)}`,
    handler: (_req, _res, next) => next(new AppError(429, 'rate_limited', TOO_MANY_AUTH_TRIES)),
  });
}
