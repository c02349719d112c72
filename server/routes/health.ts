import type { RequestHandler } from 'express';
import { authenticate, bearerTokenOf } from '../auth/middleware.js';
import type { AppContext } from '../context.js';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * `{ok}` for anyone (a load balancer's probe); which database runs is for the operator only: a
 * caller on this machine (req.ip, after trust proxy) or a signed-in user.
 */
export function healthCheck(ctx: AppContext): RequestHandler {
  return async (req, res) => {
    const local = LOOPBACK.test(req.ip ?? '');
    const signedIn = !local && (await authenticate(ctx, bearerTokenOf(req.get('authorization'))).then(() => true, () => false));
    res.json(local || signedIn ? { ok: true, dialect: ctx.dialect } : { ok: true });
  };
}
