import { Router, type Request } from 'express';
import { addTimeRequest, bidRequest, nominateRequest, proxyBidQuery, proxyBidRequest } from '#shared/auction/requests.js';
import type { AuctionLot, AuctionStartResponse, LotResponse, ProxyBidResponse, ProxyMaximum, ProxyReadResponse } from '#shared/auction/types.js';
import { currentUser } from '../auth/middleware.js';
import type { AppContext } from '../context.js';
import { actingTeamId } from '../auction/acting-team.js';
import { lotHistory } from '../auction/bid-history.js';
import { addLotTime, cancelLot, clearProxyBid, nominate, pauseLot, placeBid, resumeLot, setProxyBid, startAuction } from '../auction/commands.js';
import { lotIdOfDraft, proxyOf } from '../auction/lot-queries.js';
import { authorize } from '../policies/index.js';
import type { AuctionActor } from '../policies/auction.js';
import { loadDraft, type DraftCommissionerAction } from '../policies/draft.js';
import { respondWithCommand } from '../engine/respond.js';
import type { CommandScope } from '../engine/write-path.js';
import { notFound } from '../errors.js';
import type { RouteHandler } from '../http/command-fast-path.js';
import { idParam, parse, takesNoBody } from '../http/validate.js';
import { arrivalOf } from '../http/bid-arrival.js';

const lotAnswer = (lot: AuctionLot | null, seq: number): LotResponse => ({ lot, server_now: Date.now(), seq });

/** The draft of a /:id route and the signed-in member acting in it (403 for anyone else). */
export async function auctionMember(ctx: AppContext, req: Request): Promise<{ draftId: number; actor: AuctionActor }> {
  const draftId = idParam(req.params.id, 'Draft');
  const user = currentUser(req);
  const draft = authorize(user, 'read', await loadDraft(ctx.db, draftId, user));
  return { draftId, actor: { id: user.id, username: user.username, email: user.email, isCommissioner: draft.isCommissioner } };
}

/**
 * POST /:id/bid, the live auction's hot command: served by Express's router and by the answer
 * given before that router's walk (http/command-fast-path.ts), one handler for both.
 */
export function bidRoute(ctx: AppContext): RouteHandler {
  return async (req, res) => {
    // Judged by when it arrived, not by when its transaction runs; the clock holds the lot's
    // sale while it is on its way (http/bid-arrival.ts; docs/DECISIONS.md, "Fair at the buzzer").
    const receivedMs = arrivalOf(req);
    const input = parse(bidRequest, req.body);
    const { draftId, actor } = await auctionMember(ctx, req);
    await respondWithCommand(ctx, req, res, { draftId, actorId: actor.id, status: 201, command: (scope) => placeBid(scope, actor, input, receivedMs), present: lotAnswer });
  };
}

/**
 * The live auction's calls under /api/drafts/:id: members nominate and bid for their own
 * team, the commissioner for any team and runs the lot's clock. Each is one command on the write path
 * and honours Idempotency-Key as picks do.
 */
export function auctionRouter(ctx: AppContext): Router {
  const router = Router();
  const memberDraft = (req: Request) => auctionMember(ctx, req);
  // The team's other devices show the new maximum without asking (server/realtime/team-rooms.ts).
  const pushProxy = (draftId: number, lotId: number, teamId: number, proxy: ProxyMaximum | null) =>
    ctx.events.signal('team-state', { kind: 'proxy', draft_id: draftId, fantasy_team_id: teamId, lot_id: lotId, proxy, server_now: Date.now() });

  router.post('/:id/nominate', async (req, res) => {
    const input = parse(nominateRequest, req.body);
    const { draftId, actor } = await memberDraft(req);
    await respondWithCommand(ctx, req, res, { draftId, actorId: actor.id, status: 201, command: (scope) => nominate(scope, actor, input), present: lotAnswer });
  });

  router.post('/:id/bid', bidRoute(ctx));

  router.put('/:id/proxy-bid', async (req, res) => {
    const receivedMs = arrivalOf(req);
    const input = parse(proxyBidRequest, req.body);
    const { draftId, actor } = await memberDraft(req);
    await respondWithCommand(ctx, req, res, {
      draftId,
      actorId: actor.id,
      command: (scope) => setProxyBid(scope, actor, input, receivedMs),
      present: ({ lot, proxy }, seq): ProxyBidResponse => ({ ...lotAnswer(lot, seq), proxy }),
      afterCommit: ({ proxy }) => pushProxy(draftId, proxy.lot_id, proxy.fantasy_team_id, proxy),
    });
  });

  // A team reads back its own maximum (the commissioner any team's): the only place it is shown.
  router.get('/:id/proxy-bid', async (req, res) => {
    const query = parse(proxyBidQuery, req.query);
    const { draftId, actor } = await memberDraft(req);
    const lot = await lotIdOfDraft(ctx.db, draftId, query.lot_id);
    if (!lot) throw notFound('Lot not found');
    const teamId = await actingTeamId(ctx.db, draftId, actor, query.fantasy_team_id);
    const answer: ProxyReadResponse = { lot_id: lot.id, fantasy_team_id: teamId, proxy: await proxyOf(ctx.db, lot.id, teamId), server_now: Date.now() };
    res.json(answer);
  });

  router.delete('/:id/proxy-bid', takesNoBody, async (req, res) => {
    const query = parse(proxyBidQuery, req.query);
    const { draftId, actor } = await memberDraft(req);
    await respondWithCommand(ctx, req, res, {
      draftId,
      actorId: actor.id,
      command: (scope) => clearProxyBid(scope, actor, query),
      present: (cleared, seq): ProxyReadResponse & { seq: number } => ({ ...cleared, proxy: null, server_now: Date.now(), seq }),
      afterCommit: (cleared) => pushProxy(draftId, cleared.lot_id, cleared.fantasy_team_id, null),
    });
  });

  // How a lot went, bid by bid with the server's receive times: the "how it went" after a sale.
  router.get('/:id/lots/:lotId/bids', async (req, res) => {
    const { draftId } = await memberDraft(req);
    res.json(await lotHistory(ctx.db, draftId, idParam(req.params.lotId, 'Lot')));
  });

  router.put('/:id/auction/start', takesNoBody, async (req, res) => {
    const draftId = idParam(req.params.id, 'Draft');
    const user = currentUser(req);
    authorize(user, 'startAuction', await loadDraft(ctx.db, draftId, user));
    await respondWithCommand(ctx, req, res, {
      draftId,
      actorId: user.id,
      command: (scope) => startAuction(scope),
      present: (started, seq): AuctionStartResponse => ({ ...started, server_now: Date.now(), seq }),
    });
  });

  const lotControl = (path: string, action: DraftCommissionerAction, command: (scope: CommandScope, req: Request) => Promise<AuctionLot | null>) => {
    router.put(`/:id/lot/${path}`, async (req, res) => {
      const draftId = idParam(req.params.id, 'Draft');
      const user = currentUser(req);
      authorize(user, action, await loadDraft(ctx.db, draftId, user));
      await respondWithCommand(ctx, req, res, { draftId, actorId: user.id, command: (scope) => command(scope, req), present: lotAnswer });
    });
  };
  lotControl('pause', 'pauseLot', (scope) => pauseLot(scope));
  lotControl('resume', 'resumeLot', (scope) => resumeLot(scope));
  lotControl('add-time', 'addLotTime', (scope, req) => addLotTime(scope, parse(addTimeRequest, req.body).seconds));
  lotControl('cancel', 'cancelLot', (scope) => cancelLot(scope));
  return router;
}
