import { Router } from 'express';
import { currentUser } from '../auth/middleware.js';
import type { AppContext } from '../context.js';
import { requireDraftMember } from '../draft/draft-access.js';
import { idParam } from '../http/validate.js';
import { loadDraftAnalytics } from '../values/draft-analytics.js';

/** GET /api/drafts/:id/analytics (docs/API.md): league members and the commissioner; 404 for anyone else, as the other draft reads. */
export function draftAnalyticsRouter(ctx: AppContext): Router {
  const router = Router();
  router.get('/:id/analytics', async (req, res) => {
    const draftId = idParam(req.params.id, 'Draft');
    await requireDraftMember(ctx.db, draftId, currentUser(req));
    res.json(await loadDraftAnalytics(ctx.db, ctx.db, draftId));
  });
  return router;
}
