import { Router, type Request } from 'express';
import { z } from 'zod';
import type { DraftParticipant, PublicUrlResponse } from '#shared/draft/api.js';
import { positiveId } from '#shared/fields.js';
import { currentUser } from '../auth/middleware.js';
import type { AppContext } from '../context.js';
import { BoardCache } from '../draft/board-cache.js';
import { authorize } from '../policies/index.js';
import { loadDraft } from '../policies/draft.js';
import { publicTokenOf, readEventPage } from '../draft/draft-reads.js';
import { publicUrlOf } from '../http/board-link.js';
import { readDraft } from '../http/versioned-draft-read.js';
import { listParticipants } from '../draft/participants.js';
import { pickOf, rosterEntries } from '../draft/snapshot.js';
import { idParam, parse, queryObject } from '../http/validate.js';
import { applyPresence } from '#shared/draft/presence.js';
import { presenceTag } from '../realtime/presence.js';

const rostersQuerySchema = queryObject({
  team_id: z.string().regex(/^\d+$/, 'team_id must be a positive integer').transform(Number).pipe(positiveId('team_id')).optional(),
});

/** Member reads of a draft (behind requireAuth): snapshot, picks, rosters, participants, events. */
export function draftReadsRouter(ctx: AppContext): Router {
  const router = Router();
  const { db } = ctx;
  // Every member reads the same board of a seq: built once, served as it was serialized.
  const memberBoards = new BoardCache();
  const memberDraft = async (req: Request) => {
    const draftId = idParam(req.params.id, 'Draft');
    const user = currentUser(req);
    authorize(user, 'read', await loadDraft(db, draftId, user));
    return draftId;
  };

  // The board with who is in the room (not logged: docs/DECISIONS.md, "Presence is not logged").
  router.get('/:id', async (req, res) => {
    const draftId = await memberDraft(req);
    const online = await ctx.presence.onlineTeams(draftId);
    await readDraft(db, req, res, draftId, 'member', (s) => applyPresence(s, online), memberBoards, presenceTag(online));
  });

  for (const path of ['/:id/picks', '/:id/results']) {
    router.get(path, async (req, res) => {
      await readDraft(db, req, res, await memberDraft(req), 'member', (s) => s.picks);
    });
  }

  router.get('/:id/picks/:pickId', async (req, res) => {
    const draftId = await memberDraft(req);
    const pickId = idParam(req.params.pickId, 'Pick');
    await readDraft(db, req, res, draftId, 'member', (s) => pickOf(s, pickId));
  });

  router.get('/:id/rosters', async (req, res) => {
    const draftId = await memberDraft(req);
    const { team_id } = parse(rostersQuerySchema, req.query);
    await readDraft(db, req, res, draftId, 'member', (s) => rosterEntries(s, team_id));
  });

  router.get('/:id/participants', async (req, res) => {
    const body: DraftParticipant[] = await listParticipants(db, await memberDraft(req));
    res.json(body);
  });

  router.get('/:id/events', async (req, res) => {
    res.json(await readEventPage(db, await memberDraft(req), req.query));
  });

  router.get('/:id/public-url', async (req, res) => {
    const draftId = idParam(req.params.id, 'Draft');
    const user = currentUser(req);
    authorize(user, 'managePublicLink', await loadDraft(db, draftId, user));
    const body: PublicUrlResponse = { public_url: publicUrlOf(req, ctx.config.publicUrl, await publicTokenOf(db, draftId)) };
    res.json(body);
  });

  return router;
}
