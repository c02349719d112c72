import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import type { DraftEventsResponse, DraftParticipant, PublicUrlResponse } from '../../shared/draft/api.js';
import type { DraftSnapshot } from '../../shared/draft/types.js';
import { currentUser } from '../auth/middleware.js';
import { requestLinkOrigin } from '../http/link-origin.js';
import type { AppContext } from '../context.js';
import type { DbOrTrx } from '../db/schema.js';
import { requireDraftCommissioner, requireDraftMember } from '../draft/draft-access.js';
import { draftEtag, isNotModified, sendVersioned } from '../draft/etag.js';
import { currentSeq, EVENTS_PAGE_LIMIT, readEvents } from '../draft/event-log.js';
import { listParticipants } from '../draft/participants.js';
import { pickOf, rosterEntries } from '../draft/snapshot.js';
import { loadValuedSnapshot } from '../values/valued-snapshot.js';
import { notFound } from '../errors.js';
import { positiveId } from '../../shared/fields.js';
import { idParam, parse } from '../http/validate.js';

const wholeFromQuery = (label: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,12}$/, `${label} must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .pipe(z.number().min(min, `${label} must be a whole number from ${min} to ${max}`).max(max, `${label} must be a whole number from ${min} to ${max}`));

export const eventsQuerySchema = z.object({
  // seq is a 32-bit column: PostgreSQL refuses a larger number rather than finding nothing after it.
  after: wholeFromQuery('after', 0, 2_147_483_647).default(0),
  limit: wholeFromQuery('limit', 1, EVENTS_PAGE_LIMIT).default(EVENTS_PAGE_LIMIT),
});

const rostersQuerySchema = z.object({
  team_id: z.string().regex(/^\d+$/, 'team_id must be a positive integer').transform(Number).pipe(positiveId('team_id')).optional(),
});

/**
 * Answer a versioned read of one draft: a cheap seq lookup answers 304 without loading the
 * snapshot; otherwise the snapshot is loaded and `build` picks the body from it.
 */
export async function readDraft(
  db: DbOrTrx,
  req: Request,
  res: Response,
  draftId: number,
  variant: 'member' | 'public',
  build: (snapshot: DraftSnapshot) => unknown,
): Promise<void> {
  const seq = await currentSeq(db, draftId);
  if (seq === undefined) throw notFound('Draft not found');
  const known = draftEtag(draftId, seq, variant);
  if (isNotModified(req, known)) {
    sendVersioned(req, res, known, seq, () => null);
    return;
  }
  const snapshot = await loadValuedSnapshot(db, db, draftId);
  sendVersioned(req, res, draftEtag(draftId, snapshot.draft.seq, variant), snapshot.draft.seq, () => build(snapshot));
}

export async function readEventPage(db: DbOrTrx, draftId: number, query: unknown): Promise<DraftEventsResponse> {
  const { after, limit } = parse(eventsQuerySchema, query);
  const seq = (await currentSeq(db, draftId)) ?? 0;
  return { events: await readEvents(db, draftId, after, limit), seq };
}

/** Absolute link of the public board, on an origin other devices can open (http/link-origin.ts). */
export function publicUrlOf(req: Request, publicUrl: string | undefined, token: string | null): string | null {
  return token === null ? null : `${requestLinkOrigin(req, publicUrl)}/public/draft/${token}`;
}

/** Member reads of a draft (behind requireAuth): snapshot, picks, rosters, participants, events. */
export function draftReadsRouter(ctx: AppContext): Router {
  const router = Router();
  const { db } = ctx;
  const memberDraft = async (req: Request) => {
    const draftId = idParam(req.params.id, 'Draft');
    await requireDraftMember(db, draftId, currentUser(req));
    return draftId;
  };

  router.get('/:id', async (req, res) => {
    await readDraft(db, req, res, await memberDraft(req), 'member', (s) => s);
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
    await requireDraftCommissioner(db, draftId, currentUser(req), 'manage the public link');
    const row = await db.selectFrom('drafts').select('public_token').where('id', '=', draftId).executeTakeFirstOrThrow();
    const body: PublicUrlResponse = { public_url: publicUrlOf(req, ctx.config.publicUrl, row.public_token) };
    res.json(body);
  });

  return router;
}
