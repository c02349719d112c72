import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyEvents } from '#shared/draft/reducer.js';
import type { DraftSnapshot } from '#shared/draft/types.js';
import { readEvents } from '#server/engine/event-log.js';
import { loadSnapshot } from '#server/draft/snapshot.js';
import { bidCall, eventsOf, expireLot, expireTurn, liveAuctionCast, nominateCall, nominateOk, runClockNow, snapshotOf, teamOf } from '#tests/helpers/auction.js';
import { auth, registerUser } from '#tests/helpers/fixtures.js';
import { openEngineTestApp, type EngineTestApp } from '#tests/helpers/engine.js';

let t: EngineTestApp;
beforeAll(async () => {
  t = await openEngineTestApp();
});
afterAll(async () => {
  await t.close();
});


describe('live auction settings', () => {
  it('are set on creation and by PUT settings; strict and range-checked', async () => {
    const commissioner = await registerUser(t.app);
    const leagueId = (await request(t.app).post('/api/leagues').set(auth(commissioner.token)).send({ league_name: 'Live' }).expect(201)).body.fantasy_league_id as number;
    const created = await request(t.app)
      .post('/api/drafts')
      .set(auth(commissioner.token))
      .send({ fantasy_league_id: leagueId, num_teams: 2, auction_mode: 'live', nomination_seconds: 20, bid_seconds: 8, min_bid_increment: 2 })
      .expect(201);
    const snap = (await request(t.app).get(`/api/drafts/${created.body.fantasy_draft_id}`).set(auth(commissioner.token)).expect(200)).body as DraftSnapshot;
    expect(snap.draft).toMatchObject({ auction_mode: 'live', nomination_seconds: 20, bid_seconds: 8, min_bid_increment: 2 });
    expect(snap).toMatchObject({ lot: null, nomination: null });

    const put = (body: object) => request(t.app).put(`/api/drafts/${created.body.fantasy_draft_id}/settings`).set(auth(commissioner.token)).send(body);
    expect((await put({ bid_seconds: 1 })).body.error).toContain('Bid clock must be a whole number of seconds from 3 to 600');
    expect((await put({ auction_mode: 'silent' })).body.error).toContain('auction_mode must be one of commissioner, live');
    expect((await put({ min_bid_increment: 0 })).status).toBe(400);
    const ok = await put({ auction_mode: 'commissioner', bid_seconds: 12 }).expect(200);
    expect(ok.body).toMatchObject({ auction_mode: 'commissioner', bid_seconds: 12, nomination_seconds: 20 });
  });

  it('a live draft that starts gives the first draft position the nomination clock', async () => {
    const cast = await liveAuctionCast(t.app, { settings: { nomination_seconds: 30 } });
    const snap = await snapshotOf(t.app, cast);
    expect(snap.nomination?.team_id).toBe(teamOf(cast, 0));
    const left = Date.parse(snap.nomination!.closes_at!) - Date.now();
    expect(left).toBeGreaterThan(25_000);
    expect(left).toBeLessThanOrEqual(30_000);
  });
});

describe('nominate and bid', () => {
  it('nominate: on your turn only, one lot at a time, opening bid within max bid, strict body', async () => {
    const cast = await liveAuctionCast(t.app, { budget: 20 });
    const [first, second] = cast.members as [typeof cast.members[0], typeof cast.members[0]];
    const player = t.players.RB[0]!;
    expect((await nominateCall(t.app, cast, second, { nfl_player_id: player })).body.error).toBe('It is not your turn to nominate');
    expect((await nominateCall(t.app, cast, first, { nfl_player_id: player, opening_bid: 17 })).body).toMatchObject({ error: "Opening bid is above Team 1's max bid of $16" });
    expect((await nominateCall(t.app, cast, first, { nfl_player_id: player, openingbid: 2 })).body.error).toBe('Unknown field openingbid');
    expect((await nominateCall(t.app, cast, first, { nfl_player_id: 'nobody' })).status).toBe(404);
    const outsider = await registerUser(t.app);
    expect((await nominateCall(t.app, cast, outsider, { nfl_player_id: player })).status).toBe(404);

    const { lot, server_now } = await nominateOk(t.app, cast, first, { nfl_player_id: player, opening_bid: 3 });
    expect(Math.abs(server_now - Date.now())).toBeLessThan(2000);
    expect(lot).toMatchObject({ nfl_player_id: player, high_bid: 3, high_team_id: teamOf(cast, 0), nominated_by_team_id: teamOf(cast, 0), paused_remaining_ms: null });
    expect(lot.player.full_name).toBeTruthy();
    expect((await nominateCall(t.app, cast, cast.commissioner, { nfl_player_id: t.players.RB[1]! })).body.error).toBe('A player is already up for auction');
    const snap = await snapshotOf(t.app, cast);
    expect(snap.lot).toEqual(lot);
    expect(snap.nomination).toBeNull();
  });

  it('bid: at least high + increment, within the max bid, members for their own team, the commissioner for any', async () => {
    const cast = await liveAuctionCast(t.app, { budget: 30, settings: { min_bid_increment: 2 } });
    const [a, b, c] = cast.members as [typeof cast.members[0], typeof cast.members[0], typeof cast.members[0]];
    const { lot } = await nominateOk(t.app, cast, a, { nfl_player_id: t.players.WR[0]! });
    expect((await bidCall(t.app, cast, b, { lot_id: lot.lot_id, amount: 2 })).body).toMatchObject({ error: 'Bid must be at least $3' });
    expect((await bidCall(t.app, cast, b, { lot_id: lot.lot_id, amount: 27 })).body).toMatchObject({ error: "Bid is above Team 2's max bid of $26" });
    expect((await bidCall(t.app, cast, b, { lot_id: lot.lot_id, amount: 5, fantasy_team_id: teamOf(cast, 2) })).body).toMatchObject({ error: 'You can only bid for your own team' });
    expect((await bidCall(t.app, cast, a, { lot_id: lot.lot_id, amount: 5 })).body).toMatchObject({ error: 'Team 1 already has the high bid' });
    expect((await bidCall(t.app, cast, b, { lot_id: lot.lot_id, amount: '5' })).status).toBe(400);
    expect((await bidCall(t.app, cast, cast.commissioner, { lot_id: lot.lot_id, amount: 5 })).body.error).toBe('Choose a team (fantasy_team_id)');

    const byB = await bidCall(t.app, cast, b, { lot_id: lot.lot_id, amount: 3 }).expect(201);
    expect(byB.body.lot).toMatchObject({ high_bid: 3, high_team_id: teamOf(cast, 1), bids: 1 });
    // Every bid leaves at least the bid clock on the lot.
    expect(Date.parse(byB.body.lot.closes_at as string) - Date.now()).toBeGreaterThan(8_000);
    const byCommish = await bidCall(t.app, cast, cast.commissioner, { lot_id: lot.lot_id, amount: 9, fantasy_team_id: teamOf(cast, 2) }).expect(201);
    expect(byCommish.body.lot).toMatchObject({ high_bid: 9, high_team_id: teamOf(cast, 2) });
    expect((await bidCall(t.app, cast, c, { lot_id: lot.lot_id, amount: 12 })).body.error).toBe('Team 3 already has the high bid');
    // A team with a nickname is named by it, as the boards name it (docs/DECISIONS.md, "One name for a team in the draft").
    const third = (await snapshotOf(t.app, cast)).teams[2]!;
    await request(t.app).put(`/api/drafts/${cast.draft.draftId}/participants/${third.fantasy_participant_id}`).set(auth(cast.commissioner.token)).send({ team_nickname: 'Trey' }).expect(200);
    expect((await bidCall(t.app, cast, c, { lot_id: lot.lot_id, amount: 12 })).body.error).toBe('Trey already has the high bid');
    expect((await bidCall(t.app, cast, b, { lot_id: lot.lot_id, amount: 40 })).body.error).toBe("Bid is above Team 2's max bid of $26");
  });

  it('a bid after closes_at is refused with a clear message; the clock sells to the high bidder through pick.created', async () => {
    const cast = await liveAuctionCast(t.app);
    const [a, b] = cast.members as [typeof cast.members[0], typeof cast.members[0]];
    const { lot } = await nominateOk(t.app, cast, a, { nfl_player_id: t.players.QB[0]!, opening_bid: 4 });
    await bidCall(t.app, cast, b, { lot_id: lot.lot_id, amount: 7 }).expect(201);
    await expireLot(t.ctx, cast.draft.draftId);
    const late = await bidCall(t.app, cast, a, { lot_id: lot.lot_id, amount: 8 });
    expect(late.status).toBe(409);
    // Named as that lot's history, so a phone never shows it over the next lot.
    expect(late.body).toEqual({ error: 'Bidding on this player has closed', code: 'lot_closed', lot_id: lot.lot_id });

    await runClockNow(t.ctx, cast.draft.draftId);
    // A second process coming late finds nothing to close.
    await runClockNow(t.ctx, cast.draft.draftId);
    const snap = await snapshotOf(t.app, cast);
    expect(snap.picks).toHaveLength(1);
    expect(snap.picks[0]).toMatchObject({ nfl_player_id: t.players.QB[0], fantasy_team_id: teamOf(cast, 1), acquisition_price: 7, acquisition_type: 'draft_pick' });
    expect(snap.lot).toBeNull();
    // The rotation moves on from the team whose turn it was.
    expect(snap.nomination?.team_id).toBe(teamOf(cast, 1));
    const types = (await eventsOf(t.ctx, cast)).map((e) => e.type);
    expect(types.slice(-5)).toEqual(['lot.nominated', 'bid.placed', 'lot.sold', 'pick.created', 'nomination.turn']);
    expect((await bidCall(t.app, cast, a, { lot_id: lot.lot_id, amount: 9 })).body.error).toBe('This player has been sold');

    // Undo of a live sale is the ordinary undo.
    await request(t.app).delete(`/api/drafts/${cast.draft.draftId}/undo`).set(auth(cast.commissioner.token)).expect(200);
    expect((await snapshotOf(t.app, cast)).picks).toHaveLength(0);
  });

  it('when the nomination clock runs out the server nominates the best available player at $1', async () => {
    const cast = await liveAuctionCast(t.app);
    await expireTurn(t.ctx, cast.draft.draftId);
    await runClockNow(t.ctx, cast.draft.draftId);
    const snap = await snapshotOf(t.app, cast);
    expect(snap.lot).toMatchObject({ high_bid: 1, opening_bid: 1, nominated_by_team_id: teamOf(cast, 0), high_team_id: teamOf(cast, 0) });
    expect(snap.picks.map((p) => p.nfl_player_id)).not.toContain(snap.lot!.nfl_player_id);
  });

  it('proxy bids: the server bids the least needed, never above the max bid; nobody sees the maximum', async () => {
    const cast = await liveAuctionCast(t.app, { budget: 60 });
    const [a, b, c] = cast.members as [typeof cast.members[0], typeof cast.members[0], typeof cast.members[0]];
    const { lot } = await nominateOk(t.app, cast, a, { nfl_player_id: t.players.RB[30]! });
    const proxy = (user: typeof a, max: number) => request(t.app).put(`/api/drafts/${cast.draft.draftId}/proxy-bid`).set(auth(user.token)).send({ lot_id: lot.lot_id, max });
    expect((await proxy(b, 57)).body).toMatchObject({ error: "Maximum is above Team 2's max bid of $56" });
    const set = await proxy(b, 37).expect(200);
    expect(set.body.proxy).toEqual({ lot_id: lot.lot_id, fantasy_team_id: teamOf(cast, 1), max: 37 });
    expect(set.body.lot).toMatchObject({ high_bid: 2, high_team_id: teamOf(cast, 1) });

    const byC = await bidCall(t.app, cast, c, { lot_id: lot.lot_id, amount: 20 }).expect(201);
    expect(byC.body.lot).toMatchObject({ high_bid: 21, high_team_id: teamOf(cast, 1) });
    const over = await bidCall(t.app, cast, c, { lot_id: lot.lot_id, amount: 38 }).expect(201);
    expect(over.body.lot).toMatchObject({ high_bid: 38, high_team_id: teamOf(cast, 2) });

    // Every bid, amount or maximum anywhere in the events and the snapshot (ids, seqs and timestamps may hold
    // a 37 by chance, so they are left out); the proxy maximum is in none, under any name.
    const fields = moneyFields([await eventsOf(t.ctx, cast), await snapshotOf(t.app, cast)]);
    expect(fields).toContainEqual(['high_bid', 38]);
    expect(fields.map(([key]) => key)).not.toContain('max');
    expect(fields.filter(([, value]) => value === 37)).toEqual([]);
    const bids = (await eventsOf(t.ctx, cast)).filter((e) => e.type === 'bid.placed').map((e) => e.type === 'bid.placed' && e.payload.bid);
    expect(bids).toEqual([
      { fantasy_team_id: teamOf(cast, 1), amount: 2, auto: true },
      { fantasy_team_id: teamOf(cast, 2), amount: 20, auto: false },
      { fantasy_team_id: teamOf(cast, 1), amount: 21, auto: true },
      { fantasy_team_id: teamOf(cast, 2), amount: 38, auto: false },
    ]);
  });

  it('pausing the draft freezes the lot with its time left; resuming runs it again; the commissioner adds time and cancels', async () => {
    const cast = await liveAuctionCast(t.app, { settings: { bid_seconds: 20 } });
    const c = cast.commissioner;
    const lotPut = (path: string, body: object = {}) => request(t.app).put(`/api/drafts/${cast.draft.draftId}/lot/${path}`).set(auth(c.token)).send(body);
    const { lot } = await nominateOk(t.app, cast, cast.members[0]!, { nfl_player_id: t.players.RB[31]! });
    await request(t.app).put(`/api/drafts/${cast.draft.draftId}/pause`).set(auth(c.token)).expect(200);
    const paused = (await snapshotOf(t.app, cast)).lot!;
    expect(paused.paused_remaining_ms).toBeGreaterThan(15_000);
    expect((await bidCall(t.app, cast, cast.members[1]!, { lot_id: lot.lot_id, amount: 2 })).body.error).toBe('Draft is not in progress');
    await request(t.app).put(`/api/drafts/${cast.draft.draftId}/resume`).set(auth(c.token)).expect(200);
    const resumed = (await snapshotOf(t.app, cast)).lot!;
    expect(resumed.paused_remaining_ms).toBeNull();
    expect(Date.parse(resumed.closes_at) - Date.now()).toBeGreaterThan(paused.paused_remaining_ms! - 2_000);

    expect((await lotPut('add-time', { seconds: 0 })).status).toBe(400);
    const extended = await lotPut('add-time', { seconds: 30 }).expect(200);
    expect(Date.parse(extended.body.lot.closes_at as string) - Date.parse(resumed.closes_at)).toBe(30_000);
    const lotPaused = await lotPut('pause').expect(200);
    expect(lotPaused.body.lot.paused_remaining_ms).toBeGreaterThan(40_000);
    expect((await bidCall(t.app, cast, cast.members[1]!, { lot_id: lot.lot_id, amount: 2 })).body.error).toBe('Bidding is paused');
    await lotPut('resume').expect(200);
    expect((await request(t.app).put(`/api/drafts/${cast.draft.draftId}/lot/cancel`).set(auth(cast.members[0]!.token))).status).toBe(403);
    await lotPut('cancel').expect(200);
    const after = await snapshotOf(t.app, cast);
    expect(after.lot).toBeNull();
    expect(after.picks).toHaveLength(0);
    expect(after.nomination?.team_id).toBe(teamOf(cast, 0));
    const types = (await eventsOf(t.ctx, cast)).map((e) => e.type);
    expect(types).toEqual(expect.arrayContaining(['lot.paused', 'lot.resumed', 'lot.extended', 'lot.cancelled']));
  });

  it('a lot control names its lot: sent again once that lot has closed, it is refused and the next lot is untouched', async () => {
    const cast = await liveAuctionCast(t.app, { settings: { bid_seconds: 20 } });
    const c = cast.commissioner;
    const lotPut = (path: string, body: object, token = c.token) => request(t.app).put(`/api/drafts/${cast.draft.draftId}/lot/${path}`).set(auth(token)).send(body);
    const first = (await nominateOk(t.app, cast, cast.members[0]!, { nfl_player_id: t.players.RB[32]! })).lot;
    await expireLot(t.ctx, cast.draft.draftId);
    await runClockNow(t.ctx, cast.draft.draftId);
    const next = (await nominateOk(t.app, cast, c, { nfl_player_id: t.players.WR[32]! })).lot;
    const before = (await snapshotOf(t.app, cast)).lot!;
    expect(before.lot_id).toBe(next.lot_id);

    for (const [path, body] of [['cancel', {}], ['pause', {}], ['add-time', { seconds: 10 }]] as const) {
      const refused = await lotPut(path, { ...body, lot_id: first.lot_id });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ error: 'This player has been sold', code: 'lot_closed', lot_id: first.lot_id });
    }
    expect((await snapshotOf(t.app, cast)).lot).toEqual(before);
    expect((await eventsOf(t.ctx, cast)).map((e) => e.type)).not.toEqual(expect.arrayContaining(['lot.cancelled']));

    // Bad input is a 400 from the commissioner, a 403 from a member whatever they sent.
    expect((await lotPut('pause', { lot_id: 'x' })).status).toBe(400);
    expect((await lotPut('pause', { lotId: next.lot_id })).body.error).toBe('Unknown field lotId');
    expect((await lotPut('pause', { lot_id: 999_999 })).status).toBe(404);
    expect((await lotPut('pause', { lot_id: next.lot_id }, cast.members[0]!.token)).status).toBe(403);
    // Named right, each control acts on its lot.
    expect((await lotPut('pause', { lot_id: next.lot_id }).expect(200)).body.lot.paused_remaining_ms).toBeGreaterThan(15_000);
    await lotPut('resume', { lot_id: next.lot_id }).expect(200);
    await lotPut('add-time', { lot_id: next.lot_id, seconds: 5 }).expect(200);
    await lotPut('cancel', { lot_id: next.lot_id }).expect(200);
    expect((await lotPut('cancel', { lot_id: next.lot_id })).body).toMatchObject({ error: 'This lot was cancelled', code: 'lot_closed' });
    expect((await snapshotOf(t.app, cast)).lot).toBeNull();
  });

  it('an Idempotency-Key retry of a bid gets the first answer and places nothing twice', async () => {
    const cast = await liveAuctionCast(t.app);
    const { lot } = await nominateOk(t.app, cast, cast.members[0]!, { nfl_player_id: t.players.WR[30]! });
    const send = () =>
      request(t.app).post(`/api/drafts/${cast.draft.draftId}/bid`).set(auth(cast.members[1]!.token)).set('Idempotency-Key', 'bid-1').send({ lot_id: lot.lot_id, amount: 5 });
    const first = await send().expect(201);
    const again = await send().expect(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect((await eventsOf(t.ctx, cast)).filter((e) => e.type === 'bid.placed')).toHaveLength(1);
  });

  it('the reducer folds every auction event onto the first snapshot to give the current one', async () => {
    const cast = await liveAuctionCast(t.app, { start: false });
    const initial = await loadSnapshot(t.ctx.db, cast.draft.draftId);
    await request(t.app).put(`/api/drafts/${cast.draft.draftId}/start`).set(auth(cast.commissioner.token)).expect(200);
    await request(t.app).put(`/api/drafts/${cast.draft.draftId}/auction/start`).set(auth(cast.commissioner.token)).expect(200);
    const { lot } = await nominateOk(t.app, cast, cast.members[0]!, { nfl_player_id: t.players.RB[5]! });
    await bidCall(t.app, cast, cast.members[2]!, { lot_id: lot.lot_id, amount: 9 }).expect(201);
    await request(t.app).put(`/api/drafts/${cast.draft.draftId}/pause`).set(auth(cast.commissioner.token)).expect(200);
    await request(t.app).put(`/api/drafts/${cast.draft.draftId}/resume`).set(auth(cast.commissioner.token)).expect(200);
    const middle = await loadSnapshot(t.ctx.db, cast.draft.draftId);
    expect(applyEvents(initial, await eventsOf(t.ctx, cast))).toEqual(middle);
    await expireLot(t.ctx, cast.draft.draftId);
    await runClockNow(t.ctx, cast.draft.draftId);
    const final = await loadSnapshot(t.ctx.db, cast.draft.draftId);
    expect(final.picks).toHaveLength(1);
    expect(applyEvents(initial, await eventsOf(t.ctx, cast))).toEqual(final);
    expect(applyEvents(middle, await readEvents(t.ctx.db, cast.draft.draftId, middle.draft.seq))).toEqual(final);
  });
});

/** [key, value] of every number under a key that names a bid, an amount or a maximum. */
function moneyFields(value: unknown, key = ''): Array<[string, number]> {
  if (typeof value === 'number') return /bid|amount|max|proxy/i.test(key) ? [[key, value]] : [];
  if (Array.isArray(value)) return value.flatMap((item) => moneyFields(item, key));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => moneyFields(v, k));
  return [];
}
