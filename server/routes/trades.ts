import { Router, type Request } from 'express';
import type {
  DeleteTradeResponse,
  ExecuteTradeResponse,
  TradeAssetsResponse,
  TradeListResponse,
  TradeResponse,
} from '#shared/draft/trade-api.js';
import { currentUser, requireAuth } from '../auth/middleware.js';
import type { AppContext } from '../context.js';
import { idParam } from '../http/validate.js';
import { authorize } from '../policies/index.js';
import { loadDraft } from '../policies/draft.js';
import { loadLeague } from '../policies/league.js';
import { loadRightsOfTrade, loadTradeRights, type TradeRights } from '../policies/trade.js';
import { acceptTrade, closeTrade, deleteTrade, executeTrade, proposeTrade } from '../trades/trade-commands.js';
import { tradeAssets, tradesOfLeague } from '../trades/trade-queries.js';
import type { TradeTerms } from '#shared/draft/trade-rules.js';
import { tradeTermsSchema, type TradeTermsRequest } from '#shared/trades/requests.js';
import { checkTermsShape } from '../trades/trade-rules.js';
import { commandRoute, mountCommands, type Acting, type DeclaredCommand, type RequestCall } from './command-route.js';

function termsOf(input: TradeTermsRequest): { draftId: number; terms: TradeTerms } {
  const terms: TradeTerms = {
    fromTeamId: input.from_team_id ?? null,
    toTeamId: input.to_team_id ?? null,
    fromPlayers: input.from_players ?? [],
    toPlayers: input.to_players ?? [],
    cashFromTeam: input.cash_from_team ?? 0,
    cashToTeam: input.cash_to_team ?? 0,
  };
  checkTermsShape(terms);
  return { draftId: input.fantasy_draft_id, terms };
}

/** A call on a trade by its id: its draft and the caller's standing in the trade. */
async function rightsOfTrade({ ctx, req, input: tradeId }: RequestCall<number>): Promise<Acting & { rights: TradeRights }> {
  const user = currentUser(req);
  const rights = await loadRightsOfTrade(ctx.db, tradeId, user);
  return { draftId: rights.draftId, actorId: user.id, rights };
}

const tradeIdOf = (req: Request) => idParam(req.params.id, 'Trade');

/** The trade commands, on the draft's write path; they honour Idempotency-Key like every draft command. */
export const TRADE_COMMANDS: readonly DeclaredCommand[] = [
  // Commissioner only; members propose instead, and the room shows them no Execute Trade (docs/DECISIONS.md, Trades).
  commandRoute({
    route: 'executeTrade',
    schema: tradeTermsSchema,
    input: (req, read) => termsOf(read(req.body)),
    rights: async ({ ctx, req, input }) => {
      const user = currentUser(req);
      authorize(user, 'executeTrades', await loadDraft(ctx.db, input.draftId, user));
      return { draftId: input.draftId, actorId: user.id };
    },
    status: 201,
    command: (scope, { input }) => executeTrade(scope, input.terms),
    present: (move): ExecuteTradeResponse => move,
  }),
  commandRoute({
    route: 'proposeTrade',
    schema: tradeTermsSchema,
    input: (req, read) => termsOf(read(req.body)),
    rights: async ({ ctx, req, input }) => {
      const user = currentUser(req);
      return { draftId: input.draftId, actorId: user.id, rights: await loadTradeRights(ctx.db, input.draftId, user) };
    },
    status: 201,
    command: (scope, { input, acting }) => proposeTrade(scope, acting.rights, input.terms),
    present: (trade): TradeResponse => ({ trade }),
  }),
  commandRoute({
    route: 'acceptTrade',
    noBody: true,
    input: tradeIdOf,
    rights: rightsOfTrade,
    command: (scope, { input, acting }) => acceptTrade(scope, acting.rights, input),
    present: (move): ExecuteTradeResponse => move,
  }),
  ...([
    ['rejectTrade', 'REJECTED'],
    ['cancelTrade', 'CANCELLED'],
  ] as const).map(([route, answer]) =>
    commandRoute({
      route,
      noBody: true,
      input: tradeIdOf,
      rights: rightsOfTrade,
      command: (scope, { input, acting }) => closeTrade(scope, acting.rights, input, answer),
      present: (trade): TradeResponse => ({ trade }),
    }),
  ),
  commandRoute({
    route: 'deleteTrade',
    noBody: true,
    input: tradeIdOf,
    rights: async (call) => {
      const acting = await rightsOfTrade(call);
      authorize(currentUser(call.req), 'delete', { kind: 'trade', rights: acting.rights });
      return acting;
    },
    command: (scope, { input }) => deleteTrade(scope, input),
    present: (result): DeleteTradeResponse => result,
  }),
];

/**
 * The /trades calls (spec 02 §7); a player's trade history in a draft is the /drafts router's.
 * Mutations are the commands declared above.
 */
export function tradesRouter(ctx: AppContext): Router {
  const router = Router();
  const { db } = ctx;
  router.use(requireAuth(ctx));

  router.get('/league/:id', async (req, res) => {
    const leagueId = idParam(req.params.id, 'League');
    const user = currentUser(req);
    authorize(user, 'read', await loadLeague(db, leagueId, user));
    const body: TradeListResponse = await tradesOfLeague(db, leagueId);
    res.json(body);
  });

  router.get('/draft/:id/assets', async (req, res) => {
    const draftId = idParam(req.params.id, 'Draft');
    const user = currentUser(req);
    authorize(user, 'read', await loadDraft(db, draftId, user));
    const body: TradeAssetsResponse = await tradeAssets(db, draftId);
    res.json(body);
  });

  mountCommands(router, ctx, '/trades', TRADE_COMMANDS);
  return router;
}
