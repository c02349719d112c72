import { Router, type Request } from 'express';
import { addTimeRequest, bidRequest, nominateRequest, proxyBidRequest } from '../../shared/auction/requests.js';
import type { AuctionLot, LotResponse, ProxyBidResponse } from '../../shared/auction/types.js';
import { currentUser } from '../auth/middleware.js';
import type { AppContext } from '../context.js';
import type { AuctionActor } from '../auction/access.js';
import { addLotTime, cancelLot, nominate, pauseLot, placeBid, resumeLot, setProxyBid } from '../auction/commands.js';
import { requireDraftCommissioner, requireDraftMember } from '../draft/draft-access.js';
import { respondWithCommand } from '../draft/respond.js';
import type { CommandScope } from '../draft/write-path.js';
import { idParam, parse } from '../http/validate.js';

const lotAnswer = (lot: AuctionLot | null, seq: number): LotResponse => ({ lot, server_now: Date.now(), seq });

/**
 * The live auction's calls under /api/drafts/:id (issue 14): members nominate and bid for their own
 * team, the commissioner for any team and runs the lot's clock. Each is one command on the write path
 * and honours Idempotency-Key as picks do.
 */
export function auctionRouter(ctx: AppContext): Router {
  const router = Router();
  const memberDraft = async (req: Request) => {
    const draftId = idParam(req.params.id, 'Draft');
    const user = currentUser(req);
    const access = await requireDraftMember(ctx.db, draftId, user);
    const actor: AuctionActor = { id: user.id, username: user.username, email: user.email, isCommissioner: access.isCommissioner };
    return { draftId, actor };
  };

  router.post('/:id/nominate', async (req, res) => {
    const input = parse(nominateRequest, req.body);
    const { draftId, actor } = await memberDraft(req);
    await respondWithCommand(ctx, req, res, { draftId, actorId: actor.id, status: 201, command: (scope) => nominate(scope, actor, input), present: lotAnswer });
  });

  router.post('/:id/bid', async (req, res) => {
    const input = parse(bidRequest, req.body);
    const { draftId, actor } = await memberDraft(req);
    await respondWithCommand(ctx, req, res, { draftId, actorId: actor.id, status: 201, command: (scope) => placeBid(scope, actor, input), present: lotAnswer });
  });

  router.put('/:id/proxy-bid', async (req, res) => {
    const input = parse(proxyBidRequest, req.body);
    const { draftId, actor } = await memberDraft(req);
    await respondWithCommand(ctx, req, res, {
      draftId,
      actorId: actor.id,
      command: (scope) => setProxyBid(scope, actor, input),
      present: ({ lot, proxy }, seq): ProxyBidResponse => ({ ...lotAnswer(lot, seq), proxy }),
    });
  });

  const lotControl = (path: string, action: string, command: (scope: CommandScope, req: Request) => Promise<AuctionLot | null>) => {
    router.put(`/:id/lot/${path}`, async (req, res) => {
      const draftId = idParam(req.params.id, 'Draft');
      const user = currentUser(req);
      await requireDraftCommissioner(ctx.db, draftId, user, action);
      await respondWithCommand(ctx, req, res, { draftId, actorId: user.id, command: (scope) => command(scope, req), present: lotAnswer });
    });
  };
  lotControl('pause', 'pause the lot', (scope) => pauseLot(scope));
  lotControl('resume', 'resume the lot', (scope) => resumeLot(scope));
  lotControl('add-time', 'add time to the lot', (scope, req) => addLotTime(scope, parse(addTimeRequest, req.body).seconds));
  lotControl('cancel', 'cancel the lot', (scope) => cancelLot(scope));
  return router;
}
