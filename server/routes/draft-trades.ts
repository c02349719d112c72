import { Router } from 'express';
import type { TradeListResponse } from '#shared/draft/trade-api.js';
import { currentUser } from '../auth/middleware.js';
import type { AppContext } from '../context.js';
import { idParam } from '../http/validate.js';
import { authorize } from '../policies/index.js';
import { loadDraft } from '../policies/draft.js';
import { tradesOfPlayer } from '../trades/trade-queries.js';
import { tradePlayerIdParam } from '../trades/trade-rules.js';

/** /api/drafts/:id/players/:playerId/trades: one player's trades in a draft (the player's trade history dialog). */
export function draftTradesRouter(ctx: AppContext): Router {
  const router = Router();
  const { db } = ctx;

  router.get('/:id/players/:playerId/trades', async (req, res) => {
    const draftId = idParam(req.params.id, 'Draft');
    const playerId = tradePlayerIdParam(req.params.playerId);
    const user = currentUser(req);
    authorize(user, 'read', await loadDraft(db, draftId, user));
    const body: TradeListResponse = await tradesOfPlayer(db, draftId, playerId);
    res.json(body);
  });

  return router;
}
