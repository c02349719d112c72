import { Router } from 'express';
import type { DraftPlayerListItem, PlayerCountResponse, PlayerListItem } from '#shared/player-types.js';
import { currentUser } from '../auth/middleware.js';
import type { AppContext } from '../context.js';
import { draftSeason } from '../draft/draft-reads.js';
import { authorize } from '../policies/index.js';
import { loadDraft } from '../policies/draft.js';
import { idParam, parse } from '../http/validate.js';
import { countPlayers, listPlayers } from '../nfl/player-list.js';
import { allPlayersQuery, availableQuery, draftPricing, listQuery } from '../nfl/player-pools.js';
import { toDraftPlayerListItem, toPlayerListItem } from '../nfl/player-presenters.js';

/** /api/drafts/:id/available-players, /all-players and /all-players/count (spec 02 §7). */
export function draftPlayersRouter(ctx: AppContext): Router {
  const router = Router();
  const { db } = ctx;

  router.get('/:id/available-players', async (req, res) => {
    const draftId = idParam(req.params.id, 'Draft');
    const query = parse(availableQuery, req.query);
    const user = currentUser(req);
    authorize(user, 'read', await loadDraft(db, draftId, user));
    const [rows, pricing] = await Promise.all([listPlayers(db, listQuery(query, await draftSeason(db, draftId), draftId, true)), draftPricing(db, draftId)]);
    const body: PlayerListItem[] = rows.map((row) => toPlayerListItem(row, pricing));
    res.json(body);
  });

  router.get('/:id/all-players', async (req, res) => {
    const draftId = idParam(req.params.id, 'Draft');
    const query = parse(allPlayersQuery, req.query);
    const user = currentUser(req);
    authorize(user, 'read', await loadDraft(db, draftId, user));
    const [rows, pricing] = await Promise.all([listPlayers(db, listQuery(query, await draftSeason(db, draftId), draftId, false)), draftPricing(db, draftId)]);
    const body: DraftPlayerListItem[] = rows.map((row) => toDraftPlayerListItem(row, pricing));
    res.json(body);
  });

  // The Players tab's tiles: the list stops at its limit (1000), the pool does not.
  router.get('/:id/all-players/count', async (req, res) => {
    const draftId = idParam(req.params.id, 'Draft');
    const query = parse(allPlayersQuery, req.query);
    const user = currentUser(req);
    authorize(user, 'read', await loadDraft(db, draftId, user));
    const { total, drafted } = await countPlayers(db, listQuery(query, await draftSeason(db, draftId), draftId, false));
    const body: PlayerCountResponse = { total, available: total - drafted, drafted };
    res.json(body);
  });

  return router;
}
