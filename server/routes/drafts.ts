import { Router, type RequestHandler } from 'express';
import { requireAuth } from '../auth/middleware.js';
import type { AppContext } from '../context.js';
import type { RouteHandler } from '../http/command-fast-path.js';
import { auctionRouter, bidRoute } from './auction.js';
import { draftAnalyticsRouter } from './draft-analytics.js';
import { autopilotRouter } from './bots.js';
import { draftCommandsRouter, draftPlayerRoute } from './draft-commands.js';
import { draftFilesRouter } from './draft-files.js';
import { draftPlayersRouter } from './draft-players.js';
import { draftReadsRouter } from './draft-reads.js';
import { draftSetupRouter } from './draft-setup.js';
import { draftTradesRouter } from './draft-trades.js';
import { keepersRouter } from './keepers.js';
import { nominationQueueRouter } from './nomination-queue.js';

/** What runs before every /api/drafts route: the caller signs in. */
export const draftsSignIn = (ctx: AppContext): RequestHandler => requireAuth(ctx);

/**
 * The commands a live draft repeats, by the last segment of `/api/drafts/:id/<command>`: their
 * routers serve them, and so does the answer given before Express's router (http/command-fast-path.ts).
 */
export function hotDraftCommands(ctx: AppContext): Record<string, RouteHandler> {
  return { 'draft-player': draftPlayerRoute(ctx), bid: bidRoute(ctx) };
}

/**
 * Every /api/drafts route, signed in. The parts declare disjoint paths, so their order here does
 * not matter (tests/server/http/route-table.test.ts holds every route to that).
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
  draftAnalyticsRouter,
  autopilotRouter,
] as const;

export function draftsRouter(ctx: AppContext, parts: readonly ((ctx: AppContext) => Router)[] = DRAFT_ROUTERS): Router {
  const router = Router();
  router.use(draftsSignIn(ctx));
  for (const part of parts) router.use(part(ctx));
  return router;
}
