import { Router } from 'express';
import { autopilotRequest, practiceRequest } from '#shared/bots/requests.js';
import type { AutopilotResponse } from '#shared/bots/types.js';
import { currentUser, requireAuth } from '../auth/middleware.js';
import { setAutopilot } from '../bots/autopilot.js';
import { createPractice } from '../bots/practice.js';
import type { AppContext } from '../context.js';
import { respondWithCommand } from '../engine/respond.js';
import { idParam, parse } from '../http/validate.js';
import { authorize } from '../policies/index.js';
import { loadAuctionTeam } from '../policies/auction.js';
import { auctionMember } from './auction.js';

/** POST /api/practice: a practice auction against bots (docs/API.md, Bots). */
export function practiceRouter(ctx: AppContext): Router {
  const router = Router();
  router.use(requireAuth(ctx));
  router.post('/', async (req, res) => {
    const input = parse(practiceRequest, req.body ?? {});
    res.status(201).json(await createPractice(ctx, currentUser(req), input));
  });
  return router;
}

/**
 * PUT /api/drafts/:id/teams/:teamId/autopilot: the commissioner for any team, a member for their
 * own ("I'm stepping away"); 403 for anyone else.
 */
export function autopilotRouter(ctx: AppContext): Router {
  const router = Router();
  router.put('/:id/teams/:teamId/autopilot', async (req, res) => {
    const input = parse(autopilotRequest, req.body);
    const teamId = idParam(req.params.teamId, 'Team');
    const { draftId, actor } = await auctionMember(ctx, req);
    await respondWithCommand(ctx, req, res, {
      draftId,
      actorId: actor.id,
      authorize: async (scope) => {
        authorize(actor, 'setAutopilot', await loadAuctionTeam(scope.trx, draftId, actor, teamId));
      },
      command: (scope) => setAutopilot(scope, teamId, input.enabled),
      present: (autopilot, seq): AutopilotResponse => ({ fantasy_team_id: teamId, autopilot, seq }),
    });
  });
  return router;
}
