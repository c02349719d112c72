import type { Express } from 'express';
import request from 'supertest';
import type { AuctionSettings, LotResponse } from '#shared/auction/types.js';
import type { DraftEvent } from '#shared/draft/events.js';
import type { DraftSnapshot } from '#shared/draft/types.js';
import type { AppContext } from '#server/context.js';
import { runClock } from '#server/auction/commands.js';
import { readEvents } from '#server/engine/event-log.js';
import { runDraftCommand } from '#server/engine/write-path.js';
import { auth, createDraft, registerUser, type TestDraft, type TestUser } from './fixtures.js';

/** A live auction draft: a commissioner and one member per team (team i owned by members[i]). */
export interface AuctionCast {
  commissioner: TestUser;
  members: TestUser[];
  draft: TestDraft;
}

export async function liveAuctionCast(
  app: Express,
  options: { numTeams?: number; budget?: number; rosterPositions?: Record<string, number>; settings?: Partial<AuctionSettings>; start?: boolean; auctionStart?: boolean } = {},
): Promise<AuctionCast> {
  const numTeams = options.numTeams ?? 4;
  const [commissioner, ...members] = await Promise.all(Array.from({ length: numTeams + 1 }, () => registerUser(app)));
  const draft = await createDraft(app, commissioner!, { numTeams, budget: options.budget ?? 200, rosterPositions: options.rosterPositions ?? { QB: 1, RB: 2, WR: 2 }, members });
  // A lot opens on the bid clock unless a test asks for an opening window of its own.
  const bidSeconds = options.settings?.bid_seconds ?? 10;
  const settings = { auction_mode: 'live', nomination_seconds: 30, bid_seconds: bidSeconds, opening_seconds: bidSeconds, ...options.settings };
  const put = await request(app).put(`/api/drafts/${draft.draftId}/settings`).set(auth(commissioner!.token)).send(settings);
  if (put.status !== 200) throw new Error(`settings failed: ${put.status} ${JSON.stringify(put.body)}`);
  if (options.start !== false) {
    await request(app).put(`/api/drafts/${draft.draftId}/start`).set(auth(commissioner!.token)).expect(200);
    // The live auction's own start step: its clocks run from here.
    if (options.auctionStart !== false) await request(app).put(`/api/drafts/${draft.draftId}/auction/start`).set(auth(commissioner!.token)).expect(200);
  }
  return { commissioner: commissioner!, members, draft };
}

export const teamOf = (cast: AuctionCast, i: number) => cast.draft.teamIds[i]!;

export function nominateCall(app: Express, cast: AuctionCast, user: TestUser, body: Record<string, unknown>) {
  return request(app).post(`/api/drafts/${cast.draft.draftId}/nominate`).set(auth(user.token)).send(body);
}

export function bidCall(app: Express, cast: AuctionCast, user: TestUser, body: Record<string, unknown>) {
  return request(app).post(`/api/drafts/${cast.draft.draftId}/bid`).set(auth(user.token)).send(body);
}

export async function nominateOk(app: Express, cast: AuctionCast, user: TestUser, body: Record<string, unknown>): Promise<LotResponse & { lot: NonNullable<LotResponse['lot']> }> {
  const res = await nominateCall(app, cast, user, body);
  if (res.status !== 201) throw new Error(`nominate failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as LotResponse & { lot: NonNullable<LotResponse['lot']> };
}

/** Move a clock's deadline into the past, as if its time ran out (the sweep then acts on it). */
export async function expireLot(ctx: AppContext, draftId: number): Promise<void> {
  await ctx.db.updateTable('auction_lots').set({ closes_at: new Date(Date.now() - 1).toISOString() }).where('draft_id', '=', draftId).where('status', '=', 'open').execute();
}

export async function expireTurn(ctx: AppContext, draftId: number): Promise<void> {
  await ctx.db.updateTable('auction_turns').set({ closes_at: new Date(Date.now() - 1).toISOString() }).where('draft_id', '=', draftId).execute();
}

/** One run of the clock's work for a draft, as every process's sweep does it. */
export function runClockNow(ctx: AppContext, draftId: number) {
  return runDraftCommand(ctx, draftId, null, (scope) => runClock(scope, Date.now(), { valuesCache: ctx.db }));
}

/** The draft as the commissioner's GET reads it. */
export async function snapshotOf(app: Express, cast: AuctionCast): Promise<DraftSnapshot> {
  return (await request(app).get(`/api/drafts/${cast.draft.draftId}`).set(auth(cast.commissioner.token)).expect(200)).body as DraftSnapshot;
}

/** The draft's whole event log. */
export const eventsOf = (ctx: AppContext, cast: AuctionCast): Promise<DraftEvent[]> => readEvents(ctx.db, cast.draft.draftId, 0);
