import { Router } from 'express';
import { joinTeamSchema } from '#shared/leagues/requests.js';
import { currentUser, requireAuth } from '../auth/middleware.js';
import type { AppContext } from '../context.js';
import { joinTries } from '../http/join-tries.js';
import { parse } from '../http/validate.js';
import { claimTeam, joinView } from '../leagues/joining.js';

/**
 * /api/join/:code: a league's teams by its code, and claiming one (docs/API.md, Joining). Every
 * try counts against the caller's address, as sign-in's do (server/http/rate-limit.ts), so codes
 * cannot be guessed by brute force: 60 tries per 15 minutes against ~887 million codes, REST and
 * socket watches (`join:watch`) together.
 */
export function joinRouter(ctx: AppContext): Router {
  const router = Router();
  router.use(requireAuth(ctx));
  // The same count as the join page's socket watch (http/join-tries.ts).
  router.use(joinTries(ctx).middleware);

  router.get('/:code', async (req, res) => {
    res.json(await joinView(ctx.db, req.params.code, currentUser(req)));
  });

  router.post('/:code', async (req, res) => {
    const { fantasy_team_id } = parse(joinTeamSchema, req.body);
    res.json(await claimTeam(ctx, currentUser(req), req.params.code, fantasy_team_id));
  });

  return router;
}
