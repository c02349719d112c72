import { Router } from 'express';
import { queueQuery, queueRequest } from '#shared/auction/requests.js';
import type { QueueResponse } from '#shared/auction/types.js';
import type { AppContext } from '../context.js';
import { queueTeamId, readQueue, writeQueue } from '../auction/queue.js';
import { parse } from '../http/validate.js';
import { commandRoute, mountCommands, type DeclaredCommand } from './command-route.js';
import { auctionMember, auctionMemberActing } from './command-rights.js';

/**
 * A team's queue is replaced whole, on the write path for the draft's lock (saves from two
 * devices apply in turn); no event: the queue is private, and the room's log is not.
 */
export const QUEUE_COMMANDS: readonly DeclaredCommand[] = [
  commandRoute({
    route: 'saveQueue',
    schema: queueRequest,
    rights: auctionMemberActing,
    command: async (scope, { acting, input }) => {
      const teamId = await queueTeamId(scope.trx, acting.draftId, acting.actor, input.fantasy_team_id);
      return { teamId, players: await writeQueue(scope, teamId, input.nfl_player_ids) };
    },
    present: ({ teamId, players }): QueueResponse => ({ fantasy_team_id: teamId, players, server_now: Date.now() }),
    afterCommit: ({ teamId, players }, { ctx, acting }) =>
      ctx.events.signal('team-state', { kind: 'queue', draft_id: acting.draftId, fantasy_team_id: teamId, players, server_now: Date.now() }),
  }),
];

/**
 * A team's nomination queue under /api/drafts/:id/queue: read and replaced whole by the
 * team's owner (the commissioner names any team). A change is pushed to the team's other devices.
 */
export function nominationQueueRouter(ctx: AppContext): Router {
  const router = Router();

  router.get('/:id/queue', async (req, res) => {
    const query = parse(queueQuery, req.query);
    const { draftId, actor } = await auctionMember(ctx, req);
    const teamId = await queueTeamId(ctx.db, draftId, actor, query.fantasy_team_id);
    const answer: QueueResponse = { fantasy_team_id: teamId, players: await readQueue(ctx.db, draftId, teamId), server_now: Date.now() };
    res.json(answer);
  });

  mountCommands(router, ctx, '/drafts', QUEUE_COMMANDS);
  return router;
}
