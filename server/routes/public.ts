import { Router, type Request, type RequestHandler } from 'express';
import { toPublicEvent, toPublicPick, toPublicSnapshot } from '../../shared/draft/public-projection.js';
import type { AppContext } from '../context.js';
import { bestAvailable } from '../draft/best-available.js';
import { boardLink } from '../draft/board-qr.js';
import { draftIdOfPublicToken } from '../draft/public-link.js';
import { rosterEntries } from '../draft/snapshot.js';
import { conflict, notFound } from '../errors.js';
import { publicNotFoundLimit } from '../http/rate-limit.js';
import { loadValuedSnapshot } from '../values/valued-snapshot.js';
import { sendResults } from '../exports/send-csv.js';
import { publicBoardCache } from '../draft/board-cache.js';
import { publicBoardVersion } from '../draft/public-board.js';
import { readDraft, readDraftAt, readEventPage } from '../draft/draft-reads.js';

export const PUBLIC_BOARD_NOT_FOUND = 'Draft board not found';

/** The whole board, the read every TV and phone repeats: app.ts mounts it ahead of the API's router. */
export const PUBLIC_BOARD_PATH = '/api/public/drafts/:token';

/**
 * GET PUBLIC_BOARD_PATH: 304 from the token's seq alone, else the bytes cached for that seq
 * (issue 16: public board reads). Its own route in front of the API's router, which a request
 * otherwise walks layer by layer (a third of a 304's CPU, docs/BENCHMARKS.md); it runs the same
 * per-request steps as every API call (`preamble`) and the same rate limiter as the other
 * public reads, so its answers carry the same headers (tests/server/draft-public.test.ts).
 */
export function publicBoardRoute(ctx: AppContext, preamble: RequestHandler): RequestHandler[] {
  // The TV, phones and anyone with the link read the same board of a seq: built once, served as
  // serialized; the board's page carries the same read from the same cache (http/board-document.ts).
  const boards = publicBoardCache(ctx);
  return [
    preamble,
    publicNotFoundLimit(ctx),
    async (req, res) => {
      const draft = await publicBoardVersion(ctx.db, req.params.token);
      if (!draft) throw notFound(PUBLIC_BOARD_NOT_FOUND);
      await readDraftAt(ctx.db, req, res, draft, 'public', toPublicSnapshot, boards);
    },
  ];
}

/**
 * The public board (no sign-in): the draft behind an enabled token, projected without private
 * fields. A disabled or regenerated token answers 404.
 */
export function publicRouter(ctx: AppContext): Router {
  const router = Router();
  const { db } = ctx;
  router.use(publicNotFoundLimit(ctx));
  const draftOf = async (req: Request) => {
    const token = req.params.token;
    const draftId = typeof token === 'string' ? await draftIdOfPublicToken(db, token) : undefined;
    if (draftId === undefined) throw notFound(PUBLIC_BOARD_NOT_FOUND);
    return draftId;
  };

  router.get('/drafts/:token/picks', async (req, res) => {
    await readDraft(db, req, res, await draftOf(req), 'public', (s) => s.picks.map(toPublicPick));
  });

  router.get('/drafts/:token/rosters', async (req, res) => {
    await readDraft(db, req, res, await draftOf(req), 'public', (s) => rosterEntries(s).map(toPublicPick));
  });

  // The results file once the draft is completed (issue 15).
  router.get('/drafts/:token/export.csv', async (req, res) => {
    const draftId = await draftOf(req);
    const snapshot = toPublicSnapshot(await loadValuedSnapshot(db, db, draftId));
    if (snapshot.draft.draft_status !== 'COMPLETED') throw conflict('The results can be downloaded once the draft is completed');
    await sendResults(db, res, draftId, snapshot);
  });

  router.get('/drafts/:token/best-available', async (req, res) => {
    res.json(await bestAvailable(db, await draftOf(req)));
  });

  router.get('/drafts/:token/events', async (req, res) => {
    const page = await readEventPage(db, await draftOf(req), req.query);
    res.json({ ...page, events: page.events.map(toPublicEvent) });
  });

  // The board's own link and its QR code (server/draft/board-qr.ts): a TV showing the board on
  // `localhost` (the laptop's HDMI out) must still hand phones an address they can open
  // (http/link-origin.ts). The board's page carries the same for its first load (board-document.ts).
  router.get('/drafts/:token/link', async (req, res) => {
    await draftOf(req);
    res.json(await boardLink(req, ctx.config.publicUrl, String(req.params.token)));
  });

  return router;
}
