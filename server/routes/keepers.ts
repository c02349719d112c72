import { Router, type Request } from 'express';
import type { KeeperAssignedResponse, KeeperRemovedResponse, KeepersResponse } from '#shared/keepers/api.js';
import { assignKeeperSchema } from '#shared/keepers/requests.js';
import { currentUser } from '../auth/middleware.js';
import type { AppContext } from '../context.js';
import { authorize } from '../policies/index.js';
import { loadDraft, type DraftCommissionerAction } from '../policies/draft.js';
import { respondWithCommand } from '../engine/respond.js';
import { idParam, parse } from '../http/validate.js';
import { keeperBoard } from '../keepers/keeper-board.js';
import { assignKeeper, removeKeeper } from '../keepers/keeper-commands.js';

/** /api/drafts/:id/keepers (behind requireAuth): members read, the commissioner assigns and removes. */
export function keepersRouter(ctx: AppContext): Router {
  const router = Router();
  const { db } = ctx;
  const commissionerDraft = async (req: Request, action: DraftCommissionerAction) => {
    const draftId = idParam(req.params.id, 'Draft');
    const user = currentUser(req);
    authorize(user, action, await loadDraft(db, draftId, user));
    return { draftId, user };
  };

  router.get('/:id/keepers', async (req, res) => {
    const draftId = idParam(req.params.id, 'Draft');
    const user = currentUser(req);
    authorize(user, 'read', await loadDraft(db, draftId, user));
    const body: KeepersResponse = await keeperBoard(db, draftId);
    res.json(body);
  });

  router.post('/:id/keepers', async (req, res) => {
    const input = parse(assignKeeperSchema, req.body);
    const { draftId, user } = await commissionerDraft(req, 'assignKeepers');
    await respondWithCommand(ctx, req, res, {
      draftId,
      actorId: user.id,
      status: 201,
      command: (scope) => assignKeeper(scope, user, input),
      present: (kept, seq): KeeperAssignedResponse => ({ ...kept, seq }),
    });
  });

  router.delete('/:id/keepers/:pickId', async (req, res) => {
    const pickId = idParam(req.params.pickId, 'Pick');
    const { draftId, user } = await commissionerDraft(req, 'removeKeepers');
    await respondWithCommand(ctx, req, res, {
      draftId,
      actorId: user.id,
      command: (scope) => removeKeeper(scope, pickId),
      present: (pick, seq): KeeperRemovedResponse => ({ fantasy_pick_id: pick.fantasy_pick_id, seq }),
    });
  });

  return router;
}
