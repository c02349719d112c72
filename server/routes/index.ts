import { Router } from 'express';
import type { AppContext } from '../context.js';

/**
 * Every /api route. Public routes (auth, public board) mount before requireAuth inside
 * their own routers; each resource router is a list of small declared pipelines.
 */
export function apiRouter(ctx: AppContext): Router {
  const router = Router();
  router.get('/health', (_req, res) => {
    res.json({ ok: true, dialect: ctx.dialect });
  });
  return router;
}
