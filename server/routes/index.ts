import { Router } from 'express';
import type { AppContext } from '../context.js';
import { authRouter } from './auth.js';
import { practiceRouter } from './bots.js';
import { healthCheck } from './health.js';
import { draftsRouter } from './drafts.js';
import { joinRouter } from './join.js';
import { leaguesRouter } from './leagues.js';
import { playersRouter } from './players.js';
import { publicRouter } from './public.js';
import { tradesRouter } from './trades.js';

/**
 * Every /api route: one router per resource, each under its own prefix, so no two routers see the
 * same path and mount order does not matter (tests/server/http/route-table.test.ts). Public routes
 * (auth, public board) authenticate nothing; every other router signs in once at its top.
 */
export function apiRouter(ctx: AppContext): Router {
  const router = Router();
  router.get('/health', healthCheck(ctx));
  router.use('/auth', authRouter(ctx));
  router.use('/public', publicRouter(ctx));
  router.use('/players', playersRouter(ctx));
  router.use('/leagues', leaguesRouter(ctx));
  router.use('/trades', tradesRouter(ctx));
  router.use('/drafts', draftsRouter(ctx));
  router.use('/join', joinRouter(ctx));
  router.use('/practice', practiceRouter(ctx));
  return router;
}
