import { Router, type Request } from 'express';
import { addTimeRequest, bidRequest, lotControlRequest, nominateRequest, proxyBidQuery, proxyBidRequest } from '#shared/auction/requests.js';
import type { AuctionLot, AuctionStartResponse, LotResponse, ProxyBidResponse, ProxyMaximum, ProxyReadResponse } from '#shared/auction/types.js';
import type { AppContext } from '../context.js';
import { actingTeamId } from '../auction/acting-team.js';
import { lotHistory } from '../auction/bid-history.js';
import { addLotTime, cancelLot, clearProxyBid, nominate, pauseLot, placeBid, resumeLot, setProxyBid, startAuction } from '../auction/commands.js';
import { lotIdOfDraft, proxyOf } from '../auction/lot-queries.js';
import type { DraftCommissionerAction } from '../policies/draft.js';
import type { CommandScope } from '../engine/write-path.js';
import { notFound } from '../errors.js';
import { idParam, parse } from '../http/validate.js';
import { arrivalOf } from '../http/bid-arrival.js';
import { commandRoute, mountCommands, type DeclaredCommand } from './command-route.js';
import { auctionMember, auctionMemberActing, commissionerOfDraft } from './command-rights.js';

const lotAnswer = (lot: AuctionLot | null, seq: number): LotResponse => ({ lot, server_now: Date.now(), seq });

// The team's other devices show the new maximum without asking (server/realtime/team-rooms.ts).
const pushProxy = (ctx: AppContext, draftId: number, lotId: number, teamId: number, proxy: ProxyMaximum | null) =>
  ctx.events.signal('team-state', { kind: 'proxy', draft_id: draftId, fantasy_team_id: teamId, lot_id: lotId, proxy, server_now: Date.now() });

/** The commissioner runs the lot's clock; rights are read before the command, as for the auction's start. */
const lotControl = (route: 'pauseLot' | 'resumeLot' | 'addLotTime' | 'cancelLot', command: (scope: CommandScope, req: Request) => Promise<AuctionLot | null>) =>
  commandRoute({
    route,
    rights: commissionerOfDraft(route satisfies DraftCommissionerAction),
    command: (scope, { req }) => command(scope, req),
    present: lotAnswer,
  });

/**
 * The live auction's commands under /api/drafts/:id: members nominate and bid for their own
 * team, the commissioner for any team and runs the lot's clock. Each is one command on the write
 * path and honours Idempotency-Key as picks do. The bid is hot: the answer given before Express's
 * router serves it too (http/command-fast-path.ts).
 */
export const AUCTION_COMMANDS: readonly DeclaredCommand[] = [
  commandRoute({
    route: 'nominate',
    schema: nominateRequest,
    rights: auctionMemberActing,
    status: 201,
    command: (scope, { acting, input }) => nominate(scope, acting.actor, input),
    present: lotAnswer,
  }),
  commandRoute({
    route: 'bid',
    hot: true,
    schema: bidRequest,
    // Judged by when it arrived, not by when its transaction runs; the clock holds the lot's
    // sale while it is on its way (http/bid-arrival.ts; docs/DECISIONS.md, "Fair at the buzzer").
    input: (req, read) => ({ receivedMs: arrivalOf(req), bid: read(req.body) }),
    rights: auctionMemberActing,
    status: 201,
    command: (scope, { acting, input }) => placeBid(scope, acting.actor, input.bid, input.receivedMs),
    present: lotAnswer,
  }),
  commandRoute({
    route: 'setProxyBid',
    schema: proxyBidRequest,
    input: (req, read) => ({ receivedMs: arrivalOf(req), maximum: read(req.body) }),
    rights: auctionMemberActing,
    command: (scope, { acting, input }) => setProxyBid(scope, acting.actor, input.maximum, input.receivedMs),
    present: ({ lot, proxy }, seq): ProxyBidResponse => ({ ...lotAnswer(lot, seq), proxy }),
    afterCommit: ({ proxy }, { ctx, acting }) => pushProxy(ctx, acting.draftId, proxy.lot_id, proxy.fantasy_team_id, proxy),
  }),
  commandRoute({
    route: 'clearProxyBid',
    noBody: true,
    schema: proxyBidQuery,
    input: (req, read) => read(req.query),
    rights: auctionMemberActing,
    command: (scope, { acting, input }) => clearProxyBid(scope, acting.actor, input),
    present: (cleared, seq): ProxyReadResponse & { seq: number } => ({ ...cleared, proxy: null, server_now: Date.now(), seq }),
    afterCommit: (cleared, { ctx, acting }) => pushProxy(ctx, acting.draftId, cleared.lot_id, cleared.fantasy_team_id, null),
  }),
  commandRoute({
    route: 'startAuction',
    noBody: true,
    rights: commissionerOfDraft('startAuction'),
    command: (scope) => startAuction(scope),
    present: (started, seq): AuctionStartResponse => ({ ...started, server_now: Date.now(), seq }),
  }),
  // A control's body is read after the rights, inside the command: a member's press is a 403 whatever it sent.
  lotControl('pauseLot', (scope, req) => pauseLot(scope, parse(lotControlRequest, req.body).lot_id)),
  lotControl('resumeLot', (scope, req) => resumeLot(scope, parse(lotControlRequest, req.body).lot_id)),
  lotControl('addLotTime', (scope, req) => addLotTime(scope, parse(addTimeRequest, req.body))),
  lotControl('cancelLot', (scope, req) => cancelLot(scope, parse(lotControlRequest, req.body).lot_id)),
];

/** The live auction's calls under /api/drafts/:id: its commands as declared above, and its reads. */
export function auctionRouter(ctx: AppContext): Router {
  const router = Router();
  const memberDraft = (req: Request) => auctionMember(ctx, req);

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

  // How a lot went, bid by bid with the server's receive times: the "how it went" after a sale.
  router.get('/:id/lots/:lotId/bids', async (req, res) => {
    const { draftId } = await memberDraft(req);
    res.json(await lotHistory(ctx.db, draftId, idParam(req.params.lotId, 'Lot')));
  });

  mountCommands(router, ctx, '/drafts', AUCTION_COMMANDS);
  return router;
}
