import { Router, type RequestHandler } from 'express';
import { requireAuth } from '../auth/middleware.js';
import type { AppContext } from '../context.js';
import type { RouteHandler } from '../http/command-fast-path.js';
import { AUCTION_COMMANDS, auctionRouter } from './auction.js';
import { draftAnalyticsRouter } from './draft-analytics.js';
import { AUTOPILOT_COMMANDS, autopilotRouter } from './bots.js';
import { hotCommandRoutes, type DeclaredCommand } from './command-route.js';
import { DRAFT_COMMANDS, draftCommandsRouter } from './draft-commands.js';
import { draftFilesRouter } from './draft-files.js';
import { draftPlayersRouter } from './draft-players.js';
import { draftReadsRouter } from './draft-reads.js';
import { draftSetupRouter } from './draft-setup.js';
import { draftTradesRouter } from './draft-trades.js';
import { KEEPER_COMMANDS, keepersRouter } from './keepers.js';
import { QUEUE_COMMANDS, nominationQueueRouter } from './nomination-queue.js';

/** What runs before every /api/drafts route: the caller signs in. */
export const draftsSignIn = (ctx: AppContext): RequestHandler => requireAuth(ctx);

/** The declared commands under /api/drafts/:id (server/routes/command-route.ts), each mounted by its router. */
export const DECLARED_DRAFT_COMMANDS: readonly DeclaredCommand[] = [...DRAFT_COMMANDS, ...AUCTION_COMMANDS, ...QUEUE_COMMANDS, ...KEEPER_COMMANDS, ...AUTOPILOT_COMMANDS];

/**
 * The commands a live draft repeats (those declared hot: the pick, the bid), by the last segment
 * of `/api/drafts/:id/<command>`: their routers serve them, and so does the answer given before
 * Express's router (http/command-fast-path.ts), with the same handlers.
 */
export function hotDraftCommands(ctx: AppContext): Record<string, RouteHandler> {
  return hotCommandRoutes(ctx, DECLARED_DRAFT_COMMANDS);
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
