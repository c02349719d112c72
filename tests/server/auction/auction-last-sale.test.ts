import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DraftEventOf } from '#shared/draft/events.js';
import { applyEvent } from '#shared/draft/reducer.js';
import type { DraftSnapshot } from '#shared/draft/types.js';
import { bidCall, eventsOf, expireLot, liveAuctionCast, nominateOk, runClockNow, snapshotOf, teamOf, type AuctionCast } from '#tests/helpers/auction.js';
import { auth, type TestUser } from '#tests/helpers/fixtures.js';
import { openEngineTestApp, type EngineTestApp } from '#tests/helpers/engine.js';

// How the last lot went is part of the snapshot (docs/DECISIONS.md, Bid history): a TV or phone
// opened between lots reads it from its first load, as the screens that saw 'lot.sold' hold it.

let t: EngineTestApp;
beforeAll(async () => {
  t = await openEngineTestApp();
});
afterAll(async () => {
  await t.close();
});

async function publicBoard(cast: AuctionCast): Promise<DraftSnapshot> {
  const link = await request(t.app).post(`/api/drafts/${cast.draft.draftId}/public-url/regenerate`).set(auth(cast.commissioner.token)).expect(200);
  const token = (link.body.public_url as string).split('/public/draft/')[1]!;
  return (await request(t.app).get(`/api/public/drafts/${token}`).expect(200)).body as DraftSnapshot;
}

/** A lot nominated by `by`, bid on by `bidder`, sold when its clock runs out. */
async function sell(cast: AuctionCast, by: TestUser, bidder: TestUser, playerId: string, amount: number) {
  const { lot } = await nominateOk(t.app, cast, by, { nfl_player_id: playerId });
  await bidCall(t.app, cast, bidder, { lot_id: lot.lot_id, amount }).expect(201);
  await expireLot(t.ctx, cast.draft.draftId);
  await runClockNow(t.ctx, cast.draft.draftId);
  const sold = (await eventsOf(t.ctx, cast)).filter((e): e is DraftEventOf<'lot.sold'> => e.type === 'lot.sold').at(-1)!;
  expect(sold.payload.lot.lot_id).toBe(lot.lot_id);
  return sold;
}

describe('the last sale in the snapshot', () => {
  it('is what lot.sold carried, for members and public boards alike, until the next lot opens', async () => {
    const cast = await liveAuctionCast(t.app, { numTeams: 3 });
    const [a, b] = cast.members as [TestUser, TestUser, TestUser];
    const before = await snapshotOf(t.app, cast);
    expect(before.last_sale).toBeNull();

    const sold = await sell(cast, a, b, t.players.RB[3]!, 7);
    const member = await snapshotOf(t.app, cast);
    expect(member.lot).toBeNull();
    expect(member.last_sale).toEqual({ lot: sold.payload.lot, bids: sold.payload.bids });
    expect(member.last_sale?.bids.map((bid) => [bid.fantasy_team_id, bid.amount])).toEqual([[teamOf(cast, 1), 7]]);
    expect((await publicBoard(cast)).last_sale).toEqual(member.last_sale);

    // The events folded onto the snapshot read before the sale give the snapshot read after it.
    const folded = (await eventsOf(t.ctx, cast)).filter((e) => e.seq > before.draft.seq).reduce((s, e) => applyEvent(s, e), before);
    expect(folded.last_sale).toEqual(member.last_sale);

    // The next lot takes it away.
    await nominateOk(t.app, cast, b, { nfl_player_id: t.players.WR[5]! });
    expect((await snapshotOf(t.app, cast)).last_sale).toBeNull();
    const refolded = (await eventsOf(t.ctx, cast)).filter((e) => e.seq > member.draft.seq).reduce((s, e) => applyEvent(s, e), member);
    expect(refolded.last_sale).toBeNull();
  });

  it('goes with an undo of its pick, and stays when another pick is undone', async () => {
    const cast = await liveAuctionCast(t.app, { numTeams: 3 });
    const [a, b, c] = cast.members as [TestUser, TestUser, TestUser];
    await sell(cast, a, b, t.players.QB[3]!, 4);
    const second = await sell(cast, b, c, t.players.WR[3]!, 3);
    expect((await snapshotOf(t.app, cast)).last_sale?.lot.lot_id).toBe(second.payload.lot.lot_id);

    // Deleting the first sale's pick leaves the last sale standing.
    const first = (await snapshotOf(t.app, cast)).picks.find((p) => p.nfl_player_id === t.players.QB[3])!;
    await request(t.app).delete(`/api/drafts/${cast.draft.draftId}/picks/${first.fantasy_pick_id}`).set(auth(cast.commissioner.token)).expect(200);
    expect((await snapshotOf(t.app, cast)).last_sale?.lot.lot_id).toBe(second.payload.lot.lot_id);

    // Undoing the last sale takes it away, on a fresh read and in the folded events alike.
    const before = await snapshotOf(t.app, cast);
    await request(t.app).delete(`/api/drafts/${cast.draft.draftId}/undo`).set(auth(cast.commissioner.token)).expect(200);
    const after = await snapshotOf(t.app, cast);
    expect(after.last_sale).toBeNull();
    const folded = (await eventsOf(t.ctx, cast)).filter((e) => e.seq > before.draft.seq).reduce((s, e) => applyEvent(s, e), before);
    expect(folded.last_sale).toBeNull();
  });
});
