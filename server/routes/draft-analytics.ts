import { Router } from 'express';
import { currentUser } from '../auth/middleware.js';
import type { AppContext } from '../context.js';
import { authorize } from '../policies/index.js';
import { loadDraft } from '../policies/draft.js';
import { idParam } from '../http/validate.js';
import { loadDraftAnalytics } from '../values/draft-analytics.js';

/** GET /api/drafts/:id/analytics (docs/API.md): league members and the commissioner; 404 for anyone else, as the other draft reads. */
export function draftAnalyticsRouter(ctx: AppContext): Router {
  const router = Router();
  router.get('/:id/analytics', async (req, res) => {
    const draftId = idParam(req.params.id, 'Draft');
    const user = currentUser(req);
    authorize(user, 'read', await loadDraft(ctx.db, draftId, user));
    res.json(await loadDraftAnalytics(ctx.db, ctx.db, draftId));
  });
  return router;
}
