import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { DeleteTradeResponse } from '#shared/draft/trade-api.js';
import type { DraftSnapshot, TradeSummary } from '#shared/draft/types.js';
import { auth } from '#tests/helpers/fixtures.js';
import type { TestApp } from '#tests/helpers/test-app.js';
import {
  draftPlayer,
  executed,
  fold,
  OPENING_PICKS,
  pickOfPlayer,
  recordEvents,
  setUpTradeSuite,
  snapshot,
  teamOf,
  type TradeWorld,
} from '#tests/helpers/trade-fixtures.js';

let t: TestApp;
let w: TradeWorld;
/** p[0] $30 and p[1] $20 on team 1 (Alice), p[2] $25 and p[3] $10 on team 2 (Bob), p[4] $5 on team 3. */
let p: string[];

setUpTradeSuite(OPENING_PICKS, (suite) => {
  ({ t, w, p } = suite);
});

const remove = (tradeId: number, token = w.commissioner.token) => request(t.app).delete(`/api/trades/${tradeId}`).set(auth(token));
const errorOf = (res: { body: unknown }) => (res.body as { error: string }).error;

/** What a reversal must restore: holders, acquisition types, budgets, counts (not seq). */
const holdings = (s: DraftSnapshot) => ({ teams: s.teams, picks: s.picks, status: s.draft.draft_status });

describe('DELETE /api/trades/:id on an executed trade (reversal)', () => {
  it('moves players and cash back, restores acquisition types, and the events fold into the snapshot', async () => {
    const [a, b] = w.teamIds;
    const original = await snapshot(w);
    const recorder = recordEvents(t.ctx, w.draft.draftId);
    const trade = await executed(w, { from_team_id: a, to_team_id: b, from_players: [p[0]!], to_players: [p[2]!, p[3]!], cash_from_team: 5, cash_to_team: 12 });
    const res = await remove(trade.fantasy_trade_id);
    recorder.stop();
    expect(res.status).toBe(200);
    const body = res.body as DeleteTradeResponse;
    expect(body).toMatchObject({ fantasy_trade_id: trade.fantasy_trade_id, reversed: true });
    expect(body.move?.trade.trade_status).toBe('REVERSED');
    expect(body.move?.cash).toEqual(
      expect.arrayContaining([
        { fantasy_team_id: a, cash_adjustment: 0 },
        { fantasy_team_id: b, cash_adjustment: 0 },
      ]),
    );
    expect(recorder.events.map((e) => e.type)).toEqual(['trade.executed', 'trade.reversed']);
    expect(recorder.events[1]?.payload).toEqual(body.move);

    const after = await snapshot(w);
    expect(holdings(after)).toEqual(holdings(original));
    expect(pickOfPlayer(after, p[2]!)).toMatchObject({ fantasy_team_id: b, acquisition_type: 'draft_pick' });
    expect(fold(original, recorder.events)).toEqual(after);
  });

  it('restores "trade" for a player that had come by an earlier trade', async () => {
    const [a, b, c] = w.teamIds;
    await executed(w, { from_team_id: a, to_team_id: b, from_players: [p[0]!], cash_to_team: 1 });
    const second = await executed(w, { from_team_id: b, to_team_id: c, from_players: [p[0]!], cash_to_team: 1 });
    expect((await remove(second.fantasy_trade_id)).status).toBe(200);
    expect(pickOfPlayer(await snapshot(w), p[0]!)).toMatchObject({ fantasy_team_id: b, acquisition_type: 'trade' });
  });

  it('is refused while a later trade depends on a moved player; unwinding newest first works', async () => {
    const [a, b, c] = w.teamIds;
    const first = await executed(w, { from_team_id: a, to_team_id: b, from_players: [p[0]!], cash_to_team: 1 });
    const second = await executed(w, { from_team_id: b, to_team_id: c, from_players: [p[0]!], cash_to_team: 1 });
    const away = await remove(first.fantasy_trade_id);
    expect(away.status).toBe(409);
    expect(errorOf(away)).toBe('Cannot reverse this trade: First1 Player1 is no longer on Team 2');

    // Back on team 2 through a third trade: still dependent on trades #2 and #3.
    const third = await executed(w, { from_team_id: c, to_team_id: b, from_players: [p[0]!], cash_to_team: 1 });
    const back = await remove(first.fantasy_trade_id);
    expect(back.status).toBe(409);
    expect(errorOf(back)).toMatch(/^Cannot reverse this trade: First1 Player1 was traded again in trade #[23]$/);

    for (const trade of [third, second, first]) expect((await remove(trade.fantasy_trade_id)).status).toBe(200);
    const after = await snapshot(w);
    expect(pickOfPlayer(after, p[0]!)).toMatchObject({ fantasy_team_id: a, acquisition_type: 'draft_pick' });
    expect(after.teams.map((team) => team.cash_adjustment)).toEqual([0, 0, 0]);
  });

  it('is refused when a moved player was undone or re-assigned since, naming the player', async () => {
    const [a, b, c] = w.teamIds;
    const trade = await executed(w, { from_team_id: a, to_team_id: b, from_players: [p[0]!], to_players: [p[2]!] });
    const moved = pickOfPlayer(await snapshot(w), p[0]!);
    const edit = await request(t.app)
      .put(`/api/drafts/${w.draft.draftId}/picks/${moved.fantasy_pick_id}`)
      .set(auth(w.commissioner.token))
      .send({ fantasy_team_id: c });
    expect(edit.status).toBe(200);
    const reassigned = await remove(trade.fantasy_trade_id);
    expect(reassigned.status).toBe(409);
    expect(errorOf(reassigned)).toBe('Cannot reverse this trade: First1 Player1 is no longer on Team 2');


    const second = await executed(w, { from_team_id: b, to_team_id: c, from_players: [p[3]!], cash_to_team: 1 });
    const removed = pickOfPlayer(await snapshot(w), p[3]!);
    const del = await request(t.app).delete(`/api/drafts/${w.draft.draftId}/picks/${removed.fantasy_pick_id}`).set(auth(w.commissioner.token));
    expect(del.status).toBe(200);
    const gone = await remove(second.fantasy_trade_id);
    expect(gone.status).toBe(409);
    expect(errorOf(gone)).toBe('Cannot reverse this trade: First4 Player4 was removed from the draft since');

    // Undo without a pick id takes back the latest pick, wherever it went by trade.
    await draftPlayer(w, p[10]!, c, 1);
    const third = await executed(w, { from_team_id: c, to_team_id: a, from_players: [p[10]!], cash_to_team: 1 });
    const undo = await request(t.app).delete(`/api/drafts/${w.draft.draftId}/undo`).set(auth(w.commissioner.token));
    expect(undo.status).toBe(200);
    expect(errorOf(await remove(third.fantasy_trade_id))).toBe('Cannot reverse this trade: First11 Player11 was removed from the draft since');
  });

  it('is refused when a side spent the cash it would have to return', async () => {
    const [a, b] = w.teamIds;
    // Bob ($65 left) gets $40 and Alice's $20 player for his $10 one: $95 left, then spends $90.
    const trade = await executed(w, { from_team_id: a, to_team_id: b, from_players: [p[1]!], to_players: [p[3]!], cash_from_team: 40 });
    await draftPlayer(w, p[6]!, b, 90);
    expect(teamOf(await snapshot(w), b).remaining_budget).toBe(5);
    const seq = (await snapshot(w)).draft.seq;
    const res = await remove(trade.fantasy_trade_id);
    expect(res.status).toBe(409);
    expect(errorOf(res)).toBe('Reversing this trade would leave Team 2 with a remaining budget of $-25');
    expect((await snapshot(w)).draft.seq).toBe(seq);
  });

  it('is refused when the team taking its players back has filled its roster since', async () => {
    const [a, , c] = w.teamIds;
    const trade = await executed(w, { from_team_id: a, to_team_id: c, from_players: [p[0]!], cash_to_team: 1 });
    for (const player of [p[7]!, p[8]!, p[9]!]) await draftPlayer(w, player, a, 1);
    const res = await remove(trade.fantasy_trade_id);
    expect(res.status).toBe(409);
    expect(errorOf(res)).toBe('Reversing this trade would give Team 1 5 players, more than its 4 roster slots');
  });

  it('hides a reversed trade from the lists and refuses to reverse it twice', async () => {
    const [a, b] = w.teamIds;
    const kept = await executed(w, { from_team_id: a, to_team_id: b, from_players: [p[1]!], cash_to_team: 2 });
    const trade = await executed(w, { from_team_id: a, to_team_id: b, from_players: [p[0]!], cash_to_team: 1 });
    expect((await remove(trade.fantasy_trade_id)).status).toBe(200);
    const list = await request(t.app).get(`/api/trades/league/${w.draft.leagueId}`).set(auth(w.bob.token));
    expect((list.body as TradeSummary[]).map((tr) => tr.fantasy_trade_id)).toEqual([kept.fantasy_trade_id]);
    const history = await request(t.app).get(`/api/drafts/${w.draft.draftId}/players/${p[0]}/trades`).set(auth(w.bob.token));
    expect(history.body).toEqual([]);
    const twice = await remove(trade.fantasy_trade_id);
    expect(twice.status).toBe(409);
    expect(errorOf(twice)).toBe('This trade was already reversed');
    // Numbers are never reused while the reversed trade's row is kept.
    const next = await executed(w, { from_team_id: a, to_team_id: b, from_players: [p[0]!], cash_to_team: 1 });
    expect(next.trade_number).toBe(3);
  });

  it('rights: only the commissioner (403 with the spec text), 404 outsiders, 401 anonymous', async () => {
    const [a, b] = w.teamIds;
    const trade = await executed(w, { from_team_id: a, to_team_id: b, from_players: [p[0]!], cash_to_team: 1 });
    const member = await remove(trade.fantasy_trade_id, w.bob.token);
    expect(member.status).toBe(403);
    expect(errorOf(member)).toBe('Only commissioners can delete trades');
    expect((await remove(trade.fantasy_trade_id, w.outsider.token)).status).toBe(404);
    expect((await request(t.app).delete(`/api/trades/${trade.fantasy_trade_id}`)).status).toBe(401);
    expect(pickOfPlayer(await snapshot(w), p[0]!).fantasy_team_id).toBe(b);
  });
});
