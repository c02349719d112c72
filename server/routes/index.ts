import { Router } from 'express';
import type { AppContext } from '../context.js';
import { authRouter } from './auth.js';
import { healthCheck } from './health.js';
import { draftPlayersRouter } from './draft-players.js';
import { draftSetupRouter } from './draft-setup.js';
import { draftsRouter } from './drafts.js';
import { leaguesRouter } from './leagues.js';
import { playersRouter } from './players.js';
import { publicRouter } from './public.js';
import { tradesRouter } from './trades.js';

/**
 * Every /api route. Public routes (auth, public board) mount before requireAuth inside
 * their own routers; each resource router is a list of small declared pipelines.
 */
export function apiRouter(ctx: AppContext): Router {
  const router = Router();
  router.get('/health', healthCheck(ctx));
  router.use('/auth', authRouter(ctx));
  // Full paths under /drafts/:id and /leagues/:id; before those routers so each list authenticates once.
  router.use(draftPlayersRouter(ctx));
  router.use('/players', playersRouter(ctx));
  router.use('/leagues', leaguesRouter(ctx));
  router.use('/public', publicRouter(ctx));
  // Before the /drafts routers: it also serves /drafts/:id/players/:playerId/trades.
  router.use(tradesRouter(ctx));
  router.use('/drafts', draftSetupRouter(ctx));
  router.use('/drafts', draftsRouter(ctx));
  return router;
}
