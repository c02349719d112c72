import { Router } from 'express';
import type { KeeperAssignedResponse, KeeperRemovedResponse, KeepersResponse } from '#shared/keepers/api.js';
import { assignKeeperSchema } from '#shared/keepers/requests.js';
import { currentUser } from '../auth/middleware.js';
import type { AppContext } from '../context.js';
import { authorize } from '../policies/index.js';
import { loadDraft } from '../policies/draft.js';
import { idParam } from '../http/validate.js';
import { keeperBoard } from '../keepers/keeper-board.js';
import { assignKeeper, removeKeeper } from '../keepers/keeper-commands.js';
import { commandRoute, mountCommands, type DeclaredCommand } from './command-route.js';
import { commissionerOfDraft } from './command-rights.js';

/** The commissioner assigns and removes keepers, rights read before the command. */
export const KEEPER_COMMANDS: readonly DeclaredCommand[] = [
  commandRoute({
    route: 'assignKeeper',
    schema: assignKeeperSchema,
    rights: commissionerOfDraft('assignKeepers'),
    status: 201,
    command: (scope, { acting, input }) => assignKeeper(scope, acting.user, input),
    present: (kept, seq): KeeperAssignedResponse => ({ ...kept, seq }),
  }),
  commandRoute({
    route: 'removeKeeper',
    input: (req) => idParam(req.params.pickId, 'Pick'),
    rights: commissionerOfDraft('removeKeepers'),
    command: (scope, { input }) => removeKeeper(scope, input),
    present: (pick, seq): KeeperRemovedResponse => ({ fantasy_pick_id: pick.fantasy_pick_id, seq }),
  }),
];

/** /api/drafts/:id/keepers (behind requireAuth): members read, the commissioner assigns and removes. */
export function keepersRouter(ctx: AppContext): Router {
  const router = Router();
  const { db } = ctx;

  router.get('/:id/keepers', async (req, res) => {
    const draftId = idParam(req.params.id, 'Draft');
    const user = currentUser(req);
    authorize(user, 'read', await loadDraft(db, draftId, user));
    const body: KeepersResponse = await keeperBoard(db, draftId);
    res.json(body);
  });

  mountCommands(router, ctx, '/drafts', KEEPER_COMMANDS);
  return router;
}
