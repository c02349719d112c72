import { Router } from 'express';
import { requireAuth } from '../auth/middleware.js';
import type { AppContext } from '../context.js';
import { auctionRouter } from './auction.js';
import { draftCommandsRouter } from './draft-commands.js';
import { draftFilesRouter } from './draft-files.js';
import { draftPlayersRouter } from './draft-players.js';
import { draftReadsRouter } from './draft-reads.js';
import { draftSetupRouter } from './draft-setup.js';
import { draftTradesRouter } from './draft-trades.js';
import { keepersRouter } from './keepers.js';
import { nominationQueueRouter } from './nomination-queue.js';

/**
 * Every /api/drafts route, signed in. The parts declare disjoint paths, so their order here does
 * not matter (tests/server/route-table.test.ts holds every route to that).
 */
export const DRAFT_ROUTERS = [
  draftSetupRouter,
  draftReadsRouter,
  draftCommandsRouter,
  auctionRouter,
  nominationQueueRouter,
  keepersRouter,
  draftFilesRouter,
  draftPlayersRouter,
  draftTradesRouter,
] as const;

export function draftsRouter(ctx: AppContext, parts: readonly ((ctx: AppContext) => Router)[] = DRAFT_ROUTERS): Router {
  const router = Router();
  router.use(requireAuth(ctx));
  for (const part of parts) router.use(part(ctx));
  return router;
}
