import { Router } from 'express';
import { TOO_MANY_JOIN_TRIES } from '#shared/leagues/joining.js';
import { joinTeamSchema } from '#shared/leagues/requests.js';
import { currentUser, requireAuth } from '../auth/middleware.js';
import { DEFAULT_AUTH_ADDRESS_RATE_LIMIT } from '../config.js';
import type { AppContext } from '../context.js';
import { addressOf, limiter } from '../http/rate-limit.js';
import { parse } from '../http/validate.js';
import { claimTeam, joinView } from '../leagues/joining.js';

/**
 * /api/join/:code: a league's teams by its code, and claiming one (docs/API.md, Joining). Every
 * try counts against the caller's address, as sign-in's do (server/http/rate-limit.ts), so codes
 * cannot be guessed by brute force: 60 tries per 15 minutes against ~887 million codes.
 */
export function joinRouter(ctx: AppContext): Router {
  const router = Router();
  router.use(requireAuth(ctx));
  router.use(
    limiter(ctx, 'join:address', ctx.config.joinRateLimit ?? ctx.config.authAddressRateLimit ?? DEFAULT_AUTH_ADDRESS_RATE_LIMIT, {
      key: addressOf,
      message: TOO_MANY_JOIN_TRIES,
    }),
  );

  router.get('/:code', async (req, res) => {
    res.json(await joinView(ctx.db, req.params.code, currentUser(req)));
  });

  router.post('/:code', async (req, res) => {
    const { fantasy_team_id } = parse(joinTeamSchema, req.body);
    res.json(await claimTeam(ctx, currentUser(req), req.params.code, fantasy_team_id));
  });

  return router;
}
