import { Router } from 'express';
import { autopilotRequest, practiceRequest } from '#shared/bots/requests.js';
import type { AutopilotResponse } from '#shared/bots/types.js';
import { currentUser, requireAuth } from '../auth/middleware.js';
import { setAutopilot } from '../bots/autopilot.js';
import { createPractice } from '../bots/practice.js';
import type { AppContext } from '../context.js';
import { idParam, parse } from '../http/validate.js';
import { authorize } from '../policies/index.js';
import { loadAuctionTeam } from '../policies/auction.js';
import { commandRoute, mountCommands, type DeclaredCommand } from './command-route.js';
import { auctionMember } from './command-rights.js';

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
 * own ("I'm stepping away"); 403 for anyone else, judged on the locked row.
 */
export const AUTOPILOT_COMMANDS: readonly DeclaredCommand[] = [
  commandRoute({
    route: 'setAutopilot',
    schema: autopilotRequest,
    input: (req, read) => ({ ...read(req.body), teamId: idParam(req.params.teamId, 'Team') }),
    rights: async ({ ctx, req, input }) => {
      const { draftId, actor } = await auctionMember(ctx, req);
      return {
        draftId,
        actorId: actor.id,
        authorize: async (scope) => {
          authorize(actor, 'setAutopilot', await loadAuctionTeam(scope.trx, draftId, actor, input.teamId));
        },
      };
    },
    command: (scope, { input }) => setAutopilot(scope, input.teamId, input.enabled),
    present: (autopilot, seq, { input }): AutopilotResponse => ({ fantasy_team_id: input.teamId, autopilot, seq }),
  }),
];

export function autopilotRouter(ctx: AppContext): Router {
  const router = Router();
  mountCommands(router, ctx, '/drafts', AUTOPILOT_COMMANDS);
  return router;
}
