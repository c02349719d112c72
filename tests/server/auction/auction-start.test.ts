import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyEvents } from '#shared/draft/reducer.js';
import type { DraftSnapshot } from '#shared/draft/types.js';
import { createApp } from '#server/app.js';
import { testConfig } from '#server/config.js';
import { openContext } from '#server/create-context.js';
import { readEvents } from '#server/engine/event-log.js';
import { loadSnapshot } from '#server/draft/snapshot.js';
import { bidCall, eventsOf, expireTurn, liveAuctionCast, nominateCall, nominateOk, runClockNow, snapshotOf, teamOf, type AuctionCast } from '#tests/helpers/auction.js';
import { auth, registerUser } from '#tests/helpers/fixtures.js';
import { openEngineTestApp, type EngineTestApp } from '#tests/helpers/engine.js';
import { listenLive } from '#tests/helpers/live-server.js';

/** The live auction's start step and its opening window (docs/DECISIONS.md, "The auction console"). */
let t: EngineTestApp;
beforeAll(async () => {
  t = await openEngineTestApp();
});
afterAll(async () => {
  await t.close();
});

const startAuction = (cast: AuctionCast, token = cast.commissioner.token) => request(t.app).put(`/api/drafts/${cast.draft.draftId}/auction/start`).set(auth(token));

describe('the start step', () => {
  it('before it nothing runs: no clock, no lot, no sale; keyed-in sales still work; then the commissioner starts the clocks', async () => {
    const cast = await liveAuctionCast(t.app, { auctionStart: false, settings: { nomination_seconds: 3 } });
    const draftId = cast.draft.draftId;
    const first = await snapshotOf(t.app, cast);
    expect(first.draft.auction_started_at).toBeNull();
    expect(first.nomination).toEqual({ team_id: teamOf(cast, 0), closes_at: null, paused_remaining_ms: null });
    expect(first.lot).toBeNull();

    // Members cannot open a lot, nor can the clock (however long it waits).
    const refused = await nominateCall(t.app, cast, cast.members[0]!, { nfl_player_id: t.players.QB[0] });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('The auction has not started');
    await expireTurn(t.ctx, draftId);
    await runClockNow(t.ctx, draftId);
    await new Promise((r) => setTimeout(r, 300));
    const still = await snapshotOf(t.app, cast);
    expect(still.lot).toBeNull();
    expect(still.picks).toHaveLength(0);
    expect(await t.ctx.db.selectFrom('auction_lots').select('id').where('draft_id', '=', draftId).execute()).toHaveLength(0);

    // The commissioner keys in a sale meanwhile.
    await request(t.app)
      .post(`/api/drafts/${draftId}/draft-player`)
      .set(auth(cast.commissioner.token))
      .send({ nfl_player_id: t.players.QB[1], fantasy_team_id: teamOf(cast, 2), acquisition_price: 5 })
      .expect(201);

    // Only the commissioner starts.
    const member = await startAuction(cast, cast.members[0]!.token);
    expect(member.status).toBe(403);
    expect(member.body.error).toBe('Only the commissioner can start the auction');
    const before = Date.now();
    const started = await startAuction(cast).expect(200);
    expect(Date.parse(started.body.auction_started_at as string)).toBeGreaterThanOrEqual(before - 5);
    expect(started.body.nomination).toMatchObject({ team_id: teamOf(cast, 0), paused_remaining_ms: null });
    const left = Date.parse(started.body.nomination.closes_at as string) - Date.now();
    expect(left).toBeGreaterThan(1_000);
    expect(left).toBeLessThanOrEqual(3_000);
    const types = (await eventsOf(t.ctx, cast)).map((e) => e.type);
    expect(types.slice(-2)).toEqual(['auction.started', 'nomination.turn']);
    expect((await startAuction(cast)).body).toMatchObject({ error: 'The auction has already started', code: 'conflict' });

    // The clock runs now: the turn's time ran out, so the server nominates.
    await expireTurn(t.ctx, draftId);
    await runClockNow(t.ctx, draftId);
    const after = await snapshotOf(t.app, cast);
    expect(after.lot?.nominated_by_team_id).toBe(teamOf(cast, 0));
    expect(after.draft.auction_started_at).toBe(started.body.auction_started_at);
    // The reducer gets the same state from the log.
    expect(applyEvents(first, (await eventsOf(t.ctx, cast)).filter((e) => e.seq > first.draft.seq))).toEqual({ ...after, values: first.values, inflation: first.inflation, market: first.market });
  });

  it('409 when the draft is not live, not in progress or paused; switching a running draft to live starts nothing', async () => {
    const cast = await liveAuctionCast(t.app, { start: false });
    expect((await startAuction(cast)).body).toMatchObject({ error: 'Draft is not in progress' });
    await request(t.app).put(`/api/drafts/${cast.draft.draftId}/settings`).set(auth(cast.commissioner.token)).send({ auction_mode: 'commissioner' }).expect(200);
    await request(t.app).put(`/api/drafts/${cast.draft.draftId}/start`).set(auth(cast.commissioner.token)).expect(200);
    const notLive = await startAuction(cast);
    expect(notLive.status).toBe(409);
    expect(notLive.body.error).toBe('This draft is not run as a live auction');

    // A running draft switched to live: whose turn it is, and no clock.
    await request(t.app).put(`/api/drafts/${cast.draft.draftId}/settings`).set(auth(cast.commissioner.token)).send({ auction_mode: 'live' }).expect(200);
    const switched = await snapshotOf(t.app, cast);
    expect(switched.nomination).toEqual({ team_id: teamOf(cast, 0), closes_at: null, paused_remaining_ms: null });
    expect(switched.draft.auction_started_at).toBeNull();
    await new Promise((r) => setTimeout(r, 300));
    expect((await snapshotOf(t.app, cast)).lot).toBeNull();

    // Paused: no start; pausing and resuming before the start keeps the turn as it was.
    await request(t.app).put(`/api/drafts/${cast.draft.draftId}/pause`).set(auth(cast.commissioner.token)).expect(200);
    expect((await startAuction(cast)).status).toBe(409);
    await request(t.app).put(`/api/drafts/${cast.draft.draftId}/resume`).set(auth(cast.commissioner.token)).expect(200);
    expect((await snapshotOf(t.app, cast)).nomination).toEqual({ team_id: teamOf(cast, 0), closes_at: null, paused_remaining_ms: null });

    // After the start, pause and resume keep their meaning: the nomination clock freezes and runs again.
    await startAuction(cast).expect(200);
    await request(t.app).put(`/api/drafts/${cast.draft.draftId}/pause`).set(auth(cast.commissioner.token)).expect(200);
    const paused = (await snapshotOf(t.app, cast)).nomination!;
    expect(paused.paused_remaining_ms).toBeGreaterThan(25_000);
    await request(t.app).put(`/api/drafts/${cast.draft.draftId}/resume`).set(auth(cast.commissioner.token)).expect(200);
    const resumed = (await snapshotOf(t.app, cast)).nomination!;
    expect(resumed.paused_remaining_ms).toBeNull();
    expect(Date.parse(resumed.closes_at!) - Date.now()).toBeGreaterThan(25_000);

    // Leaving live mode ends the start; back in live mode it waits for a start again.
    await request(t.app).put(`/api/drafts/${cast.draft.draftId}/settings`).set(auth(cast.commissioner.token)).send({ auction_mode: 'commissioner' }).expect(200);
    await request(t.app).put(`/api/drafts/${cast.draft.draftId}/settings`).set(auth(cast.commissioner.token)).send({ auction_mode: 'live' }).expect(200);
    const again = await snapshotOf(t.app, cast);
    expect(again.draft.auction_started_at).toBeNull();
    expect(again.nomination?.closes_at).toBeNull();
  });

  it('survives a restart: a new process runs no clock for a draft not started, and runs the clock of one that is', async () => {
    const waiting = await liveAuctionCast(t.app, { auctionStart: false, settings: { nomination_seconds: 3 } });
    const running = await liveAuctionCast(t.app, { settings: { nomination_seconds: 3 } });
    // Even a waiting turn's deadline long past (written by hand) opens no lot before the start.
    await expireTurn(t.ctx, waiting.draft.draftId);
    await expireTurn(t.ctx, running.draft.draftId);
    // Another process on the same database, with its clock's first sweep at start-up.
    const other = await openContext(testConfig({ databaseUrl: t.ctx.config.databaseUrl }));
    const served = await listenLive(createApp(other.ctx), other.ctx);
    try {
      await served.clock.sweep();
      const read = async (cast: AuctionCast) => (await request(served.url).get(`/api/drafts/${cast.draft.draftId}`).set(auth(cast.commissioner.token)).expect(200)).body as DraftSnapshot;
      expect((await read(running)).lot?.nominated_by_team_id).toBe(teamOf(running, 0));
      const idle = await read(waiting);
      expect(idle.lot).toBeNull();
      expect(idle.draft.auction_started_at).toBeNull();
      expect(idle.nomination?.team_id).toBe(teamOf(waiting, 0));
    } finally {
      await served.stop();
      await other.close();
    }
  });
});

describe('the opening window', () => {
  it('is a setting beside the other clocks (default 20 s, 3 to 600, strict), on creation and by PUT settings', async () => {
    const commissioner = await registerUser(t.app);
    const leagueId = (await request(t.app).post('/api/leagues').set(auth(commissioner.token)).send({ league_name: 'Opening' }).expect(201)).body.fantasy_league_id as number;
    const create = (body: object) => request(t.app).post('/api/drafts').set(auth(commissioner.token)).send({ fantasy_league_id: leagueId, num_teams: 2, ...body });
    const plain = await create({}).expect(201);
    const snap = (await request(t.app).get(`/api/drafts/${plain.body.fantasy_draft_id}`).set(auth(commissioner.token)).expect(200)).body as DraftSnapshot;
    expect(snap.draft.opening_seconds).toBe(20);
    expect((await create({ opening_seconds: 2 })).body.error).toContain('Opening clock must be a whole number of seconds from 3 to 600');
    expect((await create({ opening_seconds: 601 })).status).toBe(400);
    const chosen = await create({ auction_mode: 'live', opening_seconds: 45 }).expect(201);
    const put = (body: object) => request(t.app).put(`/api/drafts/${chosen.body.fantasy_draft_id}/settings`).set(auth(commissioner.token)).send(body);
    expect((await put({ opening_seconds: 'soon' })).status).toBe(400);
    expect((await put({ opening_seconds: 5.5 })).status).toBe(400);
    expect((await put({ opening_secs: 5 })).status).toBe(400);
    expect((await put({ opening_seconds: 3 }).expect(200)).body).toMatchObject({ opening_seconds: 3, auction_mode: 'live' });
    const events = await readEvents(t.ctx.db, chosen.body.fantasy_draft_id as number, 0);
    expect(events.find((e) => e.type === 'auction.settings_updated')?.payload).toMatchObject({ opening_seconds: 3 });
  });

  it('a new lot gets the opening window before the first bid; each bid still leaves at least the bid clock', async () => {
    const cast = await liveAuctionCast(t.app, { settings: { opening_seconds: 30, bid_seconds: 10 } });
    const nominatedAt = Date.now();
    const { lot } = await nominateOk(t.app, cast, cast.members[0]!, { nfl_player_id: t.players.RB[2] });
    const opening = Date.parse(lot.closes_at) - nominatedAt;
    expect(opening).toBeGreaterThan(28_000);
    expect(opening).toBeLessThanOrEqual(30_500);
    // A bid early in the window does not shorten it.
    const early = await bidCall(t.app, cast, cast.members[1]!, { lot_id: lot.lot_id, amount: 2 }).expect(201);
    expect(early.body.lot.closes_at).toBe(lot.closes_at);
    // A bid near the end leaves the bid clock.
    await t.ctx.db.updateTable('auction_lots').set({ closes_at: new Date(Date.now() + 2_000).toISOString() }).where('id', '=', lot.lot_id).execute();
    const late = await bidCall(t.app, cast, cast.members[2]!, { lot_id: lot.lot_id, amount: 3 }).expect(201);
    const left = Date.parse(late.body.lot.closes_at as string) - Date.now();
    expect(left).toBeGreaterThan(9_000);
    expect(left).toBeLessThanOrEqual(10_000);
    expect((await loadSnapshot(t.ctx.db, cast.draft.draftId)).draft.opening_seconds).toBe(30);
  });
});
