import { Router } from 'express';
import type {
  DeleteTradeResponse,
  ExecuteTradeResponse,
  TradeAssetsResponse,
  TradeListResponse,
  TradeResponse,
} from '#shared/draft/trade-api.js';
import { currentUser, requireAuth } from '../auth/middleware.js';
import type { AppContext } from '../context.js';
import { respondWithCommand } from '../engine/respond.js';
import { idParam, parse, takesNoBody } from '../http/validate.js';
import { authorize } from '../policies/index.js';
import { loadDraft } from '../policies/draft.js';
import { loadLeague } from '../policies/league.js';
import { loadRightsOfTrade, loadTradeRights } from '../policies/trade.js';
import { acceptTrade, closeTrade, deleteTrade, executeTrade, proposeTrade } from '../trades/trade-commands.js';
import { tradeAssets, tradesOfLeague } from '../trades/trade-queries.js';
import type { TradeTerms } from '#shared/draft/trade-rules.js';
import { tradeTermsSchema } from '#shared/trades/requests.js';
import { checkTermsShape } from '../trades/trade-rules.js';

function termsOf(body: unknown): { draftId: number; terms: TradeTerms } {
  const input = parse(tradeTermsSchema, body);
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

/**
 * The /trades calls (spec 02 §7); a player's trade history in a draft is the /drafts router's.
 * Mutations go through the draft write path and honour Idempotency-Key like every draft command.
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

  // Commissioner only; members propose instead, and the room shows them no Execute Trade (docs/DECISIONS.md, Trades).
  router.post('/execute', async (req, res) => {
    const user = currentUser(req);
    const { draftId, terms } = termsOf(req.body);
    authorize(user, 'executeTrades', await loadDraft(db, draftId, user));
    await respondWithCommand(ctx, req, res, {
      draftId,
      actorId: user.id,
      status: 201,
      command: (scope) => executeTrade(scope, terms),
      present: (move): ExecuteTradeResponse => move,
    });
  });

  router.post('/', async (req, res) => {
    const user = currentUser(req);
    const { draftId, terms } = termsOf(req.body);
    const rights = await loadTradeRights(db, draftId, user);
    await respondWithCommand(ctx, req, res, {
      draftId,
      actorId: user.id,
      status: 201,
      command: (scope) => proposeTrade(scope, rights, terms),
      present: (trade): TradeResponse => ({ trade }),
    });
  });

  router.put('/:id/accept', takesNoBody, async (req, res) => {
    const user = currentUser(req);
    const tradeId = idParam(req.params.id, 'Trade');
    const rights = await loadRightsOfTrade(db, tradeId, user);
    await respondWithCommand(ctx, req, res, {
      draftId: rights.draftId,
      actorId: user.id,
      command: (scope) => acceptTrade(scope, rights, tradeId),
      present: (move): ExecuteTradeResponse => move,
    });
  });

  for (const [action, answer] of [
    ['reject', 'REJECTED'],
    ['cancel', 'CANCELLED'],
  ] as const) {
    router.put(`/:id/${action}`, takesNoBody, async (req, res) => {
      const user = currentUser(req);
      const tradeId = idParam(req.params.id, 'Trade');
      const rights = await loadRightsOfTrade(db, tradeId, user);
      await respondWithCommand(ctx, req, res, {
        draftId: rights.draftId,
        actorId: user.id,
        command: (scope) => closeTrade(scope, rights, tradeId, answer),
        present: (trade): TradeResponse => ({ trade }),
      });
    });
  }

  router.delete('/:id', takesNoBody, async (req, res) => {
    const user = currentUser(req);
    const tradeId = idParam(req.params.id, 'Trade');
    const rights = await loadRightsOfTrade(db, tradeId, user);
    authorize(user, 'delete', { kind: 'trade', rights });
    await respondWithCommand(ctx, req, res, {
      draftId: rights.draftId,
      actorId: user.id,
      command: (scope) => deleteTrade(scope, tradeId),
      present: (result): DeleteTradeResponse => result,
    });
  });

  return router;
}
