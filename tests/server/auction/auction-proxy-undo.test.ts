import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEvents } from '#server/engine/event-log.js';
import { bidCall, expireLot, liveAuctionCast, nominateOk, runClockNow, snapshotOf, teamOf, type AuctionCast } from '#tests/helpers/auction.js';
import { auth, type TestUser } from '#tests/helpers/fixtures.js';
import { openEngineTestApp, type EngineTestApp } from '#tests/helpers/engine.js';

let t: EngineTestApp;
beforeAll(async () => {
  t = await openEngineTestApp();
});
afterAll(async () => {
  await t.close();
});


describe('reading back and clearing a proxy maximum', () => {
  it('a team reads its own maximum, nobody else does; clearing it stops the auto-bids', async () => {
    const cast = await liveAuctionCast(t.app, { budget: 200 });
    const [a, b, c] = cast.members as [TestUser, TestUser, TestUser];
    const draftPath = `/api/drafts/${cast.draft.draftId}`;
    const { lot } = await nominateOk(t.app, cast, a, { nfl_player_id: t.players.RB[10]! });
    const read = (user: TestUser, query: string) => request(t.app).get(`${draftPath}/proxy-bid?${query}`).set(auth(user.token));
    const clear = (user: TestUser, query: string) => request(t.app).delete(`${draftPath}/proxy-bid?${query}`).set(auth(user.token));

    expect((await read(b, `lot_id=${lot.lot_id}`).expect(200)).body).toMatchObject({ lot_id: lot.lot_id, fantasy_team_id: teamOf(cast, 1), proxy: null });
    await request(t.app).put(`${draftPath}/proxy-bid`).set(auth(b.token)).send({ lot_id: lot.lot_id, max: 173 }).expect(200);
    const mine = (await read(b, `lot_id=${lot.lot_id}`).expect(200)).body;
    expect(mine).toMatchObject({ proxy: { lot_id: lot.lot_id, fantasy_team_id: teamOf(cast, 1), max: 173 } });
    expect(typeof mine.server_now).toBe('number');
    // Another member sees only their own (none), and may not ask for someone else's.
    expect((await read(c, `lot_id=${lot.lot_id}`).expect(200)).body.proxy).toBeNull();
    expect((await read(c, `lot_id=${lot.lot_id}&fantasy_team_id=${teamOf(cast, 1)}`)).body).toMatchObject({ error: 'You can only bid for your own team' });
    expect((await read(cast.commissioner, `lot_id=${lot.lot_id}&fantasy_team_id=${teamOf(cast, 1)}`).expect(200)).body.proxy.max).toBe(173);
    expect((await read(b, 'lot_id=abc')).body).toMatchObject({ error: 'lot_id must be a positive integer' });
    expect((await read(b, `lot_id=${lot.lot_id}&max=1`)).body).toMatchObject({ error: 'Unknown field max' });
    expect((await read(b, 'lot_id=999999')).status).toBe(404);

    // C bids; B's proxy answers. Then B clears it, and C's next bid stands.
    expect((await bidCall(t.app, cast, c, { lot_id: lot.lot_id, amount: 5 }).expect(201)).body.lot).toMatchObject({ high_bid: 6, high_team_id: teamOf(cast, 1) });
    expect((await clear(c, `lot_id=${lot.lot_id}&fantasy_team_id=${teamOf(cast, 1)}`)).status).toBe(403);
    const cleared = await clear(b, `lot_id=${lot.lot_id}`).expect(200);
    expect(cleared.body).toMatchObject({ lot_id: lot.lot_id, fantasy_team_id: teamOf(cast, 1), proxy: null });
    expect((await read(b, `lot_id=${lot.lot_id}`).expect(200)).body.proxy).toBeNull();
    expect((await bidCall(t.app, cast, c, { lot_id: lot.lot_id, amount: 8 }).expect(201)).body.lot).toMatchObject({ high_bid: 8, high_team_id: teamOf(cast, 2) });

    // The maximum never reached the room (173 is no id, seq or time of day here).
    const everything = JSON.stringify([await readEvents(t.ctx.db, cast.draft.draftId, 0), await snapshotOf(t.app, cast)]);
    expect(everything).not.toMatch(/\b173\b/);
  });
});

describe('undoing a live sale', () => {
  /** Nominate with `nominator`, let `buyer` outbid, and let the clock sell. */
  async function sell(cast: AuctionCast, nominator: number, buyer: number, playerId: string, amount: number) {
    const { lot } = await nominateOk(t.app, cast, cast.commissioner, { nfl_player_id: playerId, fantasy_team_id: teamOf(cast, nominator) });
    await bidCall(t.app, cast, cast.members[buyer]!, { lot_id: lot.lot_id, amount }).expect(201);
    await expireLot(t.ctx, cast.draft.draftId);
    await runClockNow(t.ctx, cast.draft.draftId);
    return lot;
  }
  const undo = (cast: AuctionCast) => request(t.app).delete(`/api/drafts/${cast.draft.draftId}/undo`).set(auth(cast.commissioner.token)).expect(200);

  it("gives the nominator the turn back on a fresh clock, through nomination.turn; the lot is no longer a sale", async () => {
    const cast = await liveAuctionCast(t.app, { settings: { nomination_seconds: 40 } });
    const first = await sell(cast, 0, 2, t.players.WR[20]!, 4);
    const second = await sell(cast, 1, 3, t.players.WR[21]!, 6);
    expect((await snapshotOf(t.app, cast)).nomination?.team_id).toBe(teamOf(cast, 2));

    await undo(cast);
    const snap = await snapshotOf(t.app, cast);
    expect(snap.picks.map((p) => p.nfl_player_id)).toEqual([t.players.WR[20]]);
    expect(snap.nomination?.team_id).toBe(teamOf(cast, 1));
    expect(Date.parse(snap.nomination!.closes_at!) - Date.now()).toBeGreaterThan(35_000);
    const events = await readEvents(t.ctx.db, cast.draft.draftId, 0);
    expect(events.slice(-2).map((e) => e.type)).toEqual(['pick.undone', 'nomination.turn']);
    expect((await bidCall(t.app, cast, cast.members[0]!, { lot_id: second.lot_id, amount: 9 })).body).toMatchObject({ error: 'This sale was undone' });

    // Undo again: the sale before steps back too.
    await undo(cast);
    expect((await snapshotOf(t.app, cast)).nomination?.team_id).toBe(teamOf(cast, 0));
    const lots = await t.ctx.db.selectFrom('auction_lots').select(['id', 'status']).where('draft_id', '=', cast.draft.draftId).orderBy('id').execute();
    expect(lots).toEqual([
      { id: first.lot_id, status: 'undone' },
      { id: second.lot_id, status: 'undone' },
    ]);
    // The player can be nominated and sold again.
    await sell(cast, 0, 1, t.players.WR[20]!, 3);
    expect((await snapshotOf(t.app, cast)).picks).toMatchObject([{ nfl_player_id: t.players.WR[20], fantasy_team_id: teamOf(cast, 1), acquisition_price: 3 }]);
  });

  it('while paused the clock waits at full length; with another lot open, or for a keyed-in pick, the rotation stays', async () => {
    const cast = await liveAuctionCast(t.app, { settings: { nomination_seconds: 25 } });
    await sell(cast, 0, 1, t.players.RB[40]!, 5);
    await request(t.app).put(`/api/drafts/${cast.draft.draftId}/pause`).set(auth(cast.commissioner.token)).expect(200);
    await undo(cast);
    expect((await snapshotOf(t.app, cast)).nomination).toMatchObject({ team_id: teamOf(cast, 0), paused_remaining_ms: 25_000 });
    await request(t.app).put(`/api/drafts/${cast.draft.draftId}/resume`).set(auth(cast.commissioner.token)).expect(200);

    await sell(cast, 0, 1, t.players.RB[40]!, 5);
    const { lot } = await nominateOk(t.app, cast, cast.members[1]!, { nfl_player_id: t.players.RB[41]! });
    const before = await readEvents(t.ctx.db, cast.draft.draftId, 0);
    await undo(cast);
    const after = await readEvents(t.ctx.db, cast.draft.draftId, before.at(-1)!.seq);
    expect(after.map((e) => e.type)).toEqual(['pick.undone']);
    expect((await snapshotOf(t.app, cast)).lot?.lot_id).toBe(lot.lot_id);
    await request(t.app).put(`/api/drafts/${cast.draft.draftId}/lot/cancel`).set(auth(cast.commissioner.token)).expect(200);

    // A sale keyed in by the commissioner has no lot: undoing it leaves the turn alone.
    const turnBefore = (await snapshotOf(t.app, cast)).nomination;
    await request(t.app)
      .post(`/api/drafts/${cast.draft.draftId}/draft-player`)
      .set(auth(cast.commissioner.token))
      .send({ nfl_player_id: t.players.RB[42]!, fantasy_team_id: teamOf(cast, 3), acquisition_price: 2 })
      .expect(201);
    await undo(cast);
    expect((await snapshotOf(t.app, cast)).nomination).toEqual(turnBefore);
  });
});

describe('the nomination turn follows the rosters', () => {
  it('passes on at once from a team whose roster a keyed-in pick or a Redo filled, and comes back when a deletion opens a slot', async () => {
    const cast = await liveAuctionCast(t.app, { numTeams: 3, rosterPositions: { QB: 1, RB: 1 }, settings: { nomination_seconds: 40 } });
    const draftPath = `/api/drafts/${cast.draft.draftId}`;
    const keyIn = (team: number, playerId: string, price = 1) =>
      request(t.app).post(`${draftPath}/draft-player`).set(auth(cast.commissioner.token)).send({ nfl_player_id: playerId, fantasy_team_id: teamOf(cast, team), acquisition_price: price }).expect(201);
    const turn = async () => (await snapshotOf(t.app, cast)).nomination;
    const freshClock = async (team: number) => {
      const now = await turn();
      expect(now?.team_id).toBe(teamOf(cast, team));
      expect(Date.parse(now!.closes_at!) - Date.now()).toBeGreaterThan(35_000);
    };
    expect((await turn())?.team_id).toBe(teamOf(cast, 0));

    // The commissioner keys in the turn's team's players: with a slot left it keeps the turn; full, it
    // passes the turn on with the pick, not when its clock runs out.
    await keyIn(0, t.players.QB[30]!);
    expect((await turn())?.team_id).toBe(teamOf(cast, 0));
    const before = await readEvents(t.ctx.db, cast.draft.draftId, 0);
    await keyIn(0, t.players.RB[30]!);
    expect((await readEvents(t.ctx.db, cast.draft.draftId, before.at(-1)!.seq)).map((e) => e.type)).toEqual(['pick.created', 'nomination.turn']);
    await freshClock(1);

    // Team 1's last slot sells on the clock; undo gives it the turn back, and Redo (the same pick
    // keyed in again) fills it again: the turn moves on instead of staying with a full team.
    await keyIn(1, t.players.QB[31]!);
    const { lot } = await nominateOk(t.app, cast, cast.commissioner, { nfl_player_id: t.players.RB[31]!, fantasy_team_id: teamOf(cast, 1) });
    await expireLot(t.ctx, cast.draft.draftId);
    await runClockNow(t.ctx, cast.draft.draftId);
    expect((await snapshotOf(t.app, cast)).picks.find((p) => p.nfl_player_id === t.players.RB[31])?.fantasy_team_id).toBe(teamOf(cast, 1));
    await freshClock(2);
    await request(t.app).delete(`${draftPath}/undo`).set(auth(cast.commissioner.token)).expect(200);
    await freshClock(1);
    await keyIn(1, lot.nfl_player_id);
    await freshClock(2);

    // Every roster full: nobody holds the turn. A deleted pick opens a slot, and its team nominates.
    await keyIn(2, t.players.QB[32]!);
    await keyIn(2, t.players.RB[32]!);
    expect(await turn()).toBeNull();
    const gone = (await snapshotOf(t.app, cast)).picks.find((p) => p.nfl_player_id === t.players.RB[30])!;
    await request(t.app).delete(`${draftPath}/picks/${gone.fantasy_pick_id}`).set(auth(cast.commissioner.token)).expect(200);
    await freshClock(0);
    // A price corrected moves no player: the turn stays.
    await request(t.app).put(`${draftPath}/picks/${(await snapshotOf(t.app, cast)).picks.find((p) => p.nfl_player_id === t.players.QB[30])!.fantasy_pick_id}`).set(auth(cast.commissioner.token)).send({ acquisition_price: 2 }).expect(200);
    await freshClock(0);
  });
});
