import { Router } from 'express';
import { queueQuery, queueRequest } from '#shared/auction/requests.js';
import type { QueueResponse } from '#shared/auction/types.js';
import type { AppContext } from '../context.js';
import { queueTeamId, readQueue, writeQueue } from '../auction/queue.js';
import { respondWithCommand } from '../engine/respond.js';
import { parse } from '../http/validate.js';
import { auctionMember } from './auction.js';

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

  // On the write path for the draft's lock (saves from two devices apply in turn); no event: the
  // queue is private, and the room's log is not.
  router.put('/:id/queue', async (req, res) => {
    const input = parse(queueRequest, req.body);
    const { draftId, actor } = await auctionMember(ctx, req);
    await respondWithCommand(ctx, req, res, {
      draftId,
      actorId: actor.id,
      command: async (scope) => {
        const teamId = await queueTeamId(scope.trx, draftId, actor, input.fantasy_team_id);
        return { teamId, players: await writeQueue(scope, teamId, input.nfl_player_ids) };
      },
      present: ({ teamId, players }): QueueResponse => ({ fantasy_team_id: teamId, players, server_now: Date.now() }),
      afterCommit: ({ teamId, players }) =>
        ctx.events.signal('team-state', { kind: 'queue', draft_id: draftId, fantasy_team_id: teamId, players, server_now: Date.now() }),
    });
  });
  return router;
}
