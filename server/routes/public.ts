import { Router, type Request } from 'express';
import { toPublicEvent, toPublicPick, toPublicSnapshot } from '../../shared/draft/public-projection.js';
import type { AppContext } from '../context.js';
import { draftIdOfPublicToken } from '../draft/public-link.js';
import { rosterEntries } from '../draft/snapshot.js';
import { notFound } from '../errors.js';
import { readDraft, readEventPage } from './draft-reads.js';

export const PUBLIC_BOARD_NOT_FOUND = 'Draft board not found';

/**
 * The public board (no sign-in): the draft behind an enabled token, projected without private
 * fields. A disabled or regenerated token answers 404.
 */
export function publicRouter(ctx: AppContext): Router {
  const router = Router();
  const { db } = ctx;
  const draftOf = async (req: Request) => {
    const token = req.params.token;
    const draftId = typeof token === 'string' ? await draftIdOfPublicToken(db, token) : undefined;
    if (draftId === undefined) throw notFound(PUBLIC_BOARD_NOT_FOUND);
    return draftId;
  };

  router.get('/drafts/:token', async (req, res) => {
    await readDraft(db, req, res, await draftOf(req), 'public', toPublicSnapshot);
  });

  router.get('/drafts/:token/picks', async (req, res) => {
    await readDraft(db, req, res, await draftOf(req), 'public', (s) => s.picks.map(toPublicPick));
  });

  router.get('/drafts/:token/rosters', async (req, res) => {
    await readDraft(db, req, res, await draftOf(req), 'public', (s) => rosterEntries(s).map(toPublicPick));
  });

  router.get('/drafts/:token/events', async (req, res) => {
    const page = await readEventPage(db, await draftOf(req), req.query);
    res.json({ ...page, events: page.events.map(toPublicEvent) });
  });

  return router;
}
