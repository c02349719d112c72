import { Router, type Request } from 'express';
import { toPublicEvent, toPublicPick, toPublicSnapshot } from '#shared/draft/public-projection.js';
import type { AppContext } from '../context.js';
import { bestAvailable } from '../draft/best-available.js';
import { boardLink } from '../http/board-link.js';
import { boardJoinInvite } from '../leagues/league-invite.js';
import { draftIdOfPublicToken } from '../draft/public-link.js';
import { rosterEntries } from '../draft/snapshot.js';
import { conflict, notFound } from '../errors.js';
import { publicNotFoundLimit } from '../http/rate-limit.js';
import { loadValuedSnapshot } from '../values/valued-snapshot.js';
import { sendResults } from '../exports/send-csv.js';
import { readEventPage } from '../draft/draft-reads.js';
import { readDraft } from '../http/versioned-draft-read.js';

export const PUBLIC_BOARD_NOT_FOUND = 'Draft board not found';

/**
 * The public board (no sign-in): the draft behind an enabled token, projected without private
 * fields. A disabled or regenerated token answers 404.
 */
export function publicRouter(ctx: AppContext): Router {
  const router = Router();
  const { db } = ctx;
  router.use(publicNotFoundLimit(ctx).middleware);
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

  // The results file once the draft is completed.
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

  // The board's own link and its QR code (server/http/board-link.ts): a TV showing the board on
  // `localhost` (the laptop's HDMI out) must still hand phones an address they can open
  // (http/link-origin.ts). The board's page carries the same for its first load (board-document.ts).
  router.get('/drafts/:token/link', async (req, res) => {
    await draftOf(req);
    res.json(await boardLink(req, ctx.config.publicUrl, String(req.params.token)));
  });

  // The TV's "Join to bid" code, while the commissioner shows it and teams are open (docs/API.md, Joining).
  router.get('/drafts/:token/join-invite', async (req, res) => {
    res.json(await boardJoinInvite(req, ctx, await draftOf(req)));
  });

  return router;
}
