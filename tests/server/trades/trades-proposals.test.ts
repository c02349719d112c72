import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { TradeMove } from '#shared/draft/events.js';
import type { TradeResponse } from '#shared/draft/trade-api.js';
import type { TradeSummary } from '#shared/draft/types.js';
import { auth, registerUser, type TestUser } from '#tests/helpers/fixtures.js';
import type { TestApp } from '#tests/helpers/test-app.js';
import { execute, fold, pickOfPlayer, propose, recordEvents, setUpTradeSuite, snapshot, type OpeningPick, type TradeWorld } from '#tests/helpers/trade-fixtures.js';

let t: TestApp;
let w: TradeWorld;
let p: string[];

/** p[0] $30 on team 1 (Alice), p[2] $25 on team 2 (Bob), p[4] $5 on team 3. */
const PICKS: OpeningPick[] = [[0, 0, 30], [2, 1, 25], [4, 2, 5]];
setUpTradeSuite(PICKS, (suite) => {
  ({ t, w, p } = suite);
});

const put = (user: TestUser | null, tradeId: number, action: 'accept' | 'reject' | 'cancel') => {
  const req = request(t.app).put(`/api/trades/${tradeId}/${action}`);
  return user ? req.set(auth(user.token)) : req;
};

/** Alice (team 1) offers her QB for Bob's (team 2) WR. */
async function aliceOffers(): Promise<TradeSummary> {
  const [a, b] = w.teamIds;
  const res = await propose(w, { from_team_id: a, to_team_id: b, from_players: [p[0]!], to_players: [p[2]!] }, w.alice);
  expect(res.status).toBe(201);
  return (res.body as TradeResponse).trade;
}

const errorOf = (res: { body: unknown }) => (res.body as { error: string }).error;

describe('POST /api/trades (propose)', () => {
  it('records a pending trade from the member\'s own team without moving anything', async () => {
    const recorder = recordEvents(t.ctx, w.draft.draftId);
    const trade = await aliceOffers();
    recorder.stop();
    expect(trade).toMatchObject({ trade_status: 'PROPOSED', trade_number: 1, responded_at: null, proposing_team_id: w.teamIds[0] });
    expect(recorder.events.map((e) => [e.type, e.payload])).toEqual([['trade.proposed', { trade }]]);
    expect(pickOfPlayer(await snapshot(w), p[0]!).fantasy_team_id).toBe(w.teamIds[0]);
  });

  it('applies the trade rules at proposal time too', async () => {
    const [a, b] = w.teamIds;
    const res = await propose(w, { from_team_id: a, to_team_id: b, from_players: [p[2]!], cash_to_team: 1 }, w.alice);
    expect(res.status).toBe(409);
    expect(errorOf(res)).toBe('First3 Player3 is not on Team 1');
    const same = await propose(w, { from_team_id: a, to_team_id: a, cash_from_team: 1, cash_to_team: 1 }, w.alice);
    expect(errorOf(same)).toBe('Cannot trade with the same team');
  });

  it('rights: own team for members, any team for the commissioner, 404 outsiders, 401 anonymous', async () => {
    const [a, b, c] = w.teamIds;
    const body = { from_team_id: b, to_team_id: a, from_players: [p[2]!], to_players: [p[0]!] };
    const notOwn = await propose(w, body, w.alice);
    expect(notOwn.status).toBe(403);
    expect(errorOf(notOwn)).toBe('You can only propose trades from your own team');
    expect((await propose(w, body, w.outsider)).status).toBe(404);
    expect((await request(t.app).post('/api/trades').send({ fantasy_draft_id: w.draft.draftId, ...body })).status).toBe(401);
    expect((await propose(w, body, w.bob)).status).toBe(201);
    expect((await propose(w, { from_team_id: c, to_team_id: a, from_players: [p[4]!], cash_to_team: 1 }, w.commissioner)).status).toBe(201);
  });
});

describe('PUT /api/trades/:id/accept | reject | cancel', () => {
  it('accept by the receiving owner executes it; the event folds into the snapshot', async () => {
    const trade = await aliceOffers();
    const before = await snapshot(w);
    const recorder = recordEvents(t.ctx, w.draft.draftId);
    const res = await put(w.bob, trade.fantasy_trade_id, 'accept');
    recorder.stop();
    expect(res.status).toBe(200);
    const move = res.body as TradeMove;
    expect(move.trade).toMatchObject({ fantasy_trade_id: trade.fantasy_trade_id, trade_status: 'ACCEPTED' });
    expect(move.trade.responded_at).not.toBeNull();
    expect(recorder.events.map((e) => e.type)).toEqual(['trade.executed']);
    const after = await snapshot(w);
    expect(pickOfPlayer(after, p[0]!)).toMatchObject({ fantasy_team_id: w.teamIds[1], acquisition_type: 'trade' });
    expect(fold(before, recorder.events)).toEqual(after);
    const again = await put(w.bob, trade.fantasy_trade_id, 'accept');
    expect(again.status).toBe(409);
    expect(errorOf(again)).toBe('This trade is already accepted');
  });

  it('accept rights: the receiving owner or the commissioner; the proposer cannot', async () => {
    const trade = await aliceOffers();
    const proposer = await put(w.alice, trade.fantasy_trade_id, 'accept');
    expect(proposer.status).toBe(403);
    expect(errorOf(proposer)).toBe("Only the receiving team's owner or the commissioner can accept this trade");
    const outsider = await put(w.outsider, trade.fantasy_trade_id, 'accept');
    expect(outsider.status).toBe(404);
    expect(errorOf(outsider)).toBe('Trade not found');
    expect((await put(null, trade.fantasy_trade_id, 'accept')).status).toBe(401);
    expect((await put(w.commissioner, trade.fantasy_trade_id, 'accept')).status).toBe(200);
    expect((await put(w.commissioner, 999_999, 'accept')).status).toBe(404);
  });

  it('accept judges the trade again: a player moved since makes it 409 and it stays pending', async () => {
    const trade = await aliceOffers();
    const [a, , c] = w.teamIds;
    expect((await execute(w, { from_team_id: a, to_team_id: c, from_players: [p[0]!], cash_to_team: 1 })).status).toBe(201);
    const res = await put(w.bob, trade.fantasy_trade_id, 'accept');
    expect(res.status).toBe(409);
    expect(errorOf(res)).toBe('First1 Player1 is not on Team 1');
    const list = await request(t.app).get(`/api/trades/league/${w.draft.leagueId}`).set(auth(w.bob.token));
    expect((list.body as TradeSummary[]).find((tr) => tr.fantasy_trade_id === trade.fantasy_trade_id)?.trade_status).toBe('PROPOSED');
  });

  it('reject: the receiving owner or the commissioner; then it can no longer be accepted', async () => {
    const trade = await aliceOffers();
    const proposer = await put(w.alice, trade.fantasy_trade_id, 'reject');
    expect(proposer.status).toBe(403);
    expect(errorOf(proposer)).toBe("Only the receiving team's owner or the commissioner can reject this trade");
    const recorder = recordEvents(t.ctx, w.draft.draftId);
    const res = await put(w.bob, trade.fantasy_trade_id, 'reject');
    recorder.stop();
    expect(res.status).toBe(200);
    expect((res.body as TradeResponse).trade).toMatchObject({ trade_status: 'REJECTED' });
    expect((res.body as TradeResponse).trade.responded_at).not.toBeNull();
    expect(recorder.events.map((e) => e.type)).toEqual(['trade.rejected']);
    const late = await put(w.bob, trade.fantasy_trade_id, 'accept');
    expect(late.status).toBe(409);
    expect(errorOf(late)).toBe('This trade is already rejected');

    const second = await aliceOffers();
    expect((await put(w.commissioner, second.fantasy_trade_id, 'reject')).status).toBe(200);
  });

  it('cancel: the proposer or the commissioner; not the receiving owner', async () => {
    const trade = await aliceOffers();
    const receiver = await put(w.bob, trade.fantasy_trade_id, 'cancel');
    expect(receiver.status).toBe(403);
    expect(errorOf(receiver)).toBe('Only the proposer or the commissioner can cancel this trade');
    const recorder = recordEvents(t.ctx, w.draft.draftId);
    const res = await put(w.alice, trade.fantasy_trade_id, 'cancel');
    recorder.stop();
    expect(res.status).toBe(200);
    expect((res.body as TradeResponse).trade.trade_status).toBe('CANCELLED');
    expect(recorder.events.map((e) => e.type)).toEqual(['trade.cancelled']);

    const second = await aliceOffers();
    expect((await put(w.commissioner, second.fantasy_trade_id, 'cancel')).status).toBe(200);
    expect(errorOf(await put(w.alice, second.fantasy_trade_id, 'cancel'))).toBe('This trade is already cancelled');
  });
});

describe('a league member on neither side of an offer', () => {
  it('may not accept, reject or cancel it (403), and it stays pending for its owners', async () => {
    // Carol owns team 3: a member of the league, but neither the proposing nor the receiving owner.
    const carol = await registerUser(t.app);
    const owned = await request(t.app)
      .put(`/api/leagues/${w.draft.leagueId}/teams/${w.teamIds[2]}`)
      .set(auth(w.commissioner.token))
      .send({ owner_email: carol.email });
    expect(owned.status).toBe(200);
    const trade = await aliceOffers();
    expect(errorOf(await put(carol, trade.fantasy_trade_id, 'accept'))).toBe("Only the receiving team's owner or the commissioner can accept this trade");
    expect(errorOf(await put(carol, trade.fantasy_trade_id, 'reject'))).toBe("Only the receiving team's owner or the commissioner can reject this trade");
    const cancel = await put(carol, trade.fantasy_trade_id, 'cancel');
    expect(cancel.status).toBe(403);
    expect(errorOf(cancel)).toBe('Only the proposer or the commissioner can cancel this trade');
    // Nor may she offer from a team that is not hers, though she may from her own.
    const [a, b, c] = w.teamIds;
    expect((await propose(w, { from_team_id: a, to_team_id: b, from_players: [p[0]!], to_players: [p[2]!] }, carol)).status).toBe(403);
    expect((await propose(w, { from_team_id: c, to_team_id: b, from_players: [p[4]!], to_players: [p[2]!] }, carol)).status).toBe(201);
    expect((await put(w.bob, trade.fantasy_trade_id, 'accept')).status).toBe(200);
  });
});

describe('DELETE /api/trades/:id on a trade that never executed', () => {
  it('removes it for the commissioner only', async () => {
    const trade = await aliceOffers();
    const member = await request(t.app).delete(`/api/trades/${trade.fantasy_trade_id}`).set(auth(w.alice.token));
    expect(member.status).toBe(403);
    expect(errorOf(member)).toBe('Only commissioners can delete trades');
    expect((await request(t.app).delete(`/api/trades/${trade.fantasy_trade_id}`).set(auth(w.outsider.token))).status).toBe(404);
    expect((await request(t.app).delete(`/api/trades/${trade.fantasy_trade_id}`)).status).toBe(401);

    const recorder = recordEvents(t.ctx, w.draft.draftId);
    const res = await request(t.app).delete(`/api/trades/${trade.fantasy_trade_id}`).set(auth(w.commissioner.token));
    recorder.stop();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ fantasy_trade_id: trade.fantasy_trade_id, reversed: false, move: null });
    expect(recorder.events.map((e) => [e.type, e.payload])).toEqual([['trade.deleted', { fantasy_trade_id: trade.fantasy_trade_id }]]);
    const list = await request(t.app).get(`/api/trades/league/${w.draft.leagueId}`).set(auth(w.alice.token));
    expect(list.body).toEqual([]);
    expect((await put(w.bob, trade.fantasy_trade_id, 'accept')).status).toBe(404);
  });
});
