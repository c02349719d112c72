import { Router } from 'express';
import { requireAuth } from '../auth/middleware.js';
import type { AppContext } from '../context.js';
import { auctionRouter } from './auction.js';
import { draftCommandsRouter } from './draft-commands.js';
import { draftReadsRouter } from './draft-reads.js';
import { draftFilesRouter } from './draft-files.js';
import { keepersRouter } from './keepers.js';

/** /api/drafts/:id/... of the draft engine (POST /drafts and DELETE /drafts/:id are draft-setup's). */
export function draftsRouter(ctx: AppContext): Router {
  const router = Router();
  router.use(requireAuth(ctx));
  router.use(draftReadsRouter(ctx));
  router.use(draftCommandsRouter(ctx));
  router.use(auctionRouter(ctx));
  router.use(keepersRouter(ctx));
  router.use(draftFilesRouter(ctx));
  return router;
}
