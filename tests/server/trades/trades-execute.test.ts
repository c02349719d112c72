import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { TradeMove } from '#shared/draft/events.js';
import { auth, createDraft } from '#tests/helpers/fixtures.js';
import type { TestApp } from '#tests/helpers/test-app.js';
import { readTradeCash } from '#shared/draft/trade-rules.js';
import {
  draftPlayer,
  execute,
  fold,
  OPENING_PICKS,
  pickOfPlayer,
  recordEvents,
  setStatus,
  setUpTradeSuite,
  snapshot,
  teamOf,
  tradeWorld,
  type TradeWorld,
} from '#tests/helpers/trade-fixtures.js';

let t: TestApp;
let w: TradeWorld;
/** Players: p[0] QB $30 and p[1] RB $20 on Alice's team; p[2] WR $25 and p[3] QB $10 on Bob's; p[4] RB $5 on team 3. */
let p: string[];

setUpTradeSuite(OPENING_PICKS, (suite) => {
  ({ t, w, p } = suite);
});

describe('POST /api/trades/execute', () => {
  it('moves players and cash both ways, and the event folds into the snapshot GET answers', async () => {
    const [a, b] = w.teamIds;
    const before = await snapshot(w);
    const recorder = recordEvents(t.ctx, w.draft.draftId);
    const res = await execute(w, { from_team_id: a, to_team_id: b, from_players: [p[0]!], to_players: [p[2]!], cash_from_team: 5, cash_to_team: 10 });
    recorder.stop();
    expect(res.status).toBe(201);
    const move = res.body as TradeMove;
    expect(move.trade).toMatchObject({ trade_number: 1, trade_status: 'ACCEPTED', proposing_team_id: a, receiving_team_id: b });
    expect(move.trade.responded_at).not.toBeNull();
    expect(move.trade.trade_items).toHaveLength(4);
    expect(move.trade.trade_items).toContainEqual(
      expect.objectContaining({ from_team_id: a, trade_asset_type: 'remainingbudget', trade_asset: '5', player: null }),
    );
    expect(move.trade.trade_items).toContainEqual(
      expect.objectContaining({
        from_team_id: b,
        trade_asset_type: 'nfl_player_id',
        trade_asset: p[2],
        player: expect.objectContaining({ nfl_player_id: p[2], full_name: 'First3 Player3', position_code: 'WR' }) as unknown,
      }),
    );
    expect(move.picks.map((pk) => [pk.nfl_player_id, pk.fantasy_team_id, pk.acquisition_type]).sort()).toEqual(
      [
        [p[0], b, 'trade'],
        [p[2], a, 'trade'],
      ].sort(),
    );
    expect(move.cash).toEqual(
      expect.arrayContaining([
        { fantasy_team_id: a, cash_adjustment: 5 },
        { fantasy_team_id: b, cash_adjustment: -5 },
      ]),
    );

    const after = await snapshot(w);
    // budget − prices held + cash: A holds p1 ($20) and p2 ($25), B holds p3 ($10) and p0 ($30).
    expect(teamOf(after, a)).toMatchObject({ remaining_budget: 100 - 45 + 5, cash_adjustment: 5, players_count: 2 });
    expect(teamOf(after, b)).toMatchObject({ remaining_budget: 100 - 40 - 5, cash_adjustment: -5, players_count: 2 });
    expect(pickOfPlayer(after, p[0]!)).toMatchObject({ fantasy_team_id: b, acquisition_type: 'trade', acquisition_price: 30 });

    expect(recorder.events.map((e) => e.type)).toEqual(['trade.executed']);
    expect(recorder.events[0]?.payload).toEqual(move);
    expect(fold(before, recorder.events)).toEqual(after);
  });

  it('lets cash alone balance a side, and answers the spec texts for missing sides and teams', async () => {
    const [a, b] = w.teamIds;
    const cases: [Parameters<typeof execute>[1], string][] = [
      [{ to_team_id: b, from_players: [p[0]!], cash_to_team: 5 }, 'Please select both teams'],
      [{ from_team_id: a, to_team_id: null, from_players: [p[0]!], cash_to_team: 5 }, 'Please select both teams'],
      [{ from_team_id: a, to_team_id: a, from_players: [p[0]!], to_players: [p[1]!] }, 'Cannot trade with the same team'],
      [{ from_team_id: a, to_team_id: b, from_players: [p[0]!] }, 'Please select at least one asset from each side'],
      [{ from_team_id: a, to_team_id: b, to_players: [p[2]!] }, 'Please select at least one asset from each side'],
      [{ from_team_id: a, to_team_id: b, from_players: [p[0]!, p[0]!], cash_to_team: 1 }, 'A player can be listed only once in a trade'],
      [{ from_team_id: a, to_team_id: b, cash_from_team: 2.5, cash_to_team: 1 }, 'cash_from_team must be a whole number of 0 or more'],
      [{ from_team_id: a, to_team_id: b, cash_from_team: -1, cash_to_team: 1 }, 'cash_from_team must be a whole number of 0 or more'],
    ];
    for (const [body, error] of cases) {
      const res = await execute(w, body);
      expect({ status: res.status, error: (res.body as { error: string }).error }).toEqual({ status: 400, error });
    }
    const bad = await request(t.app).post('/api/trades/execute').set(auth(w.commissioner.token)).send({ fantasy_draft_id: w.draft.draftId, from_team_id: a, to_team_id: b, from_players: 'x' });
    expect(bad.status).toBe(400);
    expect((bad.body as { error: string }).error).toBe('from_players must be a list of player ids');

    const cashOnly = await execute(w, { from_team_id: a, to_team_id: b, cash_from_team: 7, cash_to_team: 2 });
    expect(cashOnly.status).toBe(201);
    const after = await snapshot(w);
    expect(teamOf(after, a).cash_adjustment).toBe(-5);
    expect(teamOf(after, b).cash_adjustment).toBe(5);
  });

  it('refuses a team from outside the draft, a player the side does not hold, and cash above the available budget', async () => {
    const [a, b] = w.teamIds;
    const other = await createDraft(t.app, w.commissioner, { numTeams: 2 });
    const outside = await execute(w, { from_team_id: a, to_team_id: other.teamIds[0]!, cash_from_team: 1, cash_to_team: 1 });
    expect(outside.status).toBe(400);
    expect((outside.body as { error: string }).error).toBe('Team is not in this draft');

    const notHeld = await execute(w, { from_team_id: a, to_team_id: b, from_players: [p[2]!], cash_to_team: 1 });
    expect(notHeld.status).toBe(409);
    expect((notHeld.body as { error: string }).error).toBe('First3 Player3 is not on Team 1');

    const undrafted = await execute(w, { from_team_id: a, to_team_id: b, cash_from_team: 1, to_players: [p[20]!] });
    expect(undrafted.status).toBe(409);
    expect((undrafted.body as { error: string }).error).toBe(`${p[20]} is not on Team 2`);

    // Alice has $50 left: $51 is too much, $50 is fine.
    const tooMuch = await execute(w, { from_team_id: a, to_team_id: b, cash_from_team: 51, to_players: [p[3]!] });
    expect(tooMuch.status).toBe(409);
    expect((tooMuch.body as { error: string }).error).toBe('Team 1 has only $50 of budget to trade');
    // One rule and one text: the trade form refuses the same typed amount with the server's words.
    expect(readTradeCash('51', 'Team 1', 50)).toEqual({ ok: false, error: (tooMuch.body as { error: string }).error });
    // All $50 is allowed when the trade still balances: Alice sends $50 and a $20 player for a $10 one.
    const all = await execute(w, { from_team_id: a, to_team_id: b, cash_from_team: 50, from_players: [p[1]!], to_players: [p[3]!] });
    expect(all.status).toBe(201);
    expect(teamOf(await snapshot(w), a).remaining_budget).toBe(100 - 30 - 10 - 50);
  });

  it('refuses a trade that would overfill a roster or leave a budget below 0, writing nothing', async () => {
    const [a, b, c] = w.teamIds;
    await draftPlayer(w, p[5]!, a, 1);
    await draftPlayer(w, p[6]!, a, 1);
    const seqBefore = (await snapshot(w)).draft.seq;

    const overfull = await execute(w, { from_team_id: c, to_team_id: a, from_players: [p[4]!], cash_to_team: 1 });
    expect(overfull.status).toBe(409);
    expect((overfull.body as { error: string }).error).toBe('This trade would give Team 1 5 players, more than its 4 roster slots');
    // An even swap keeps a full roster full: allowed.
    // (the running back p4 for the running back p1, so both sides still seat what they get).
    const swap = await execute(w, { from_team_id: c, to_team_id: a, from_players: [p[4]!], to_players: [p[1]!] });
    expect(swap.status).toBe(201);

    // Bob has $65: taking a $30 player and paying $60 would leave him at −$25.
    const broke = await execute(w, { from_team_id: a, to_team_id: b, from_players: [p[0]!], cash_to_team: 60 });
    expect(broke.status).toBe(409);
    expect((broke.body as { error: string }).error).toBe('This trade would leave Team 2 with a remaining budget of $-25');

    const after = await snapshot(w);
    expect(after.draft.seq).toBe(seqBefore + 1);
    expect(pickOfPlayer(after, p[0]!).fantasy_team_id).toBe(a);
  });

  it('holds the next pick to the budget and roster the trade left: cash and traded players count for the new holder', async () => {
    const [a, b] = w.teamIds;
    // Alice sends Bob p0 ($30) and $1 for $11: Alice has $100 − $20 + $10 = $90 left, 1 player;
    // Bob has $100 − $65 − $10 = $25, 3 of 4 roster slots.
    expect((await execute(w, { from_team_id: a, to_team_id: b, from_players: [p[0]!], cash_from_team: 1, cash_to_team: 11 })).status).toBe(201);
    const pick = (team: number, player: string, price: number) =>
      request(t.app).post(`/api/drafts/${w.draft.draftId}/draft-player`).set(auth(w.commissioner.token)).send({ nfl_player_id: player, fantasy_team_id: team, acquisition_price: price });

    expect((await pick(a, p[5]!, 91)).body).toMatchObject({ error: 'Bid exceeds remaining budget of $90' });
    // Bob holds a receiver and two quarterbacks: his open slot is the running back's (p7).
    expect((await pick(b, p[7]!, 26)).body).toMatchObject({ error: 'Bid exceeds remaining budget of $25' });
    const last = await pick(b, p[7]!, 25);
    expect(last.status).toBe(201);
    expect(last.body).toMatchObject({ fantasy_team_id: b, pick_order: 4, pick_number: 6 });
    expect((await pick(b, p[6]!, 1)).body).toMatchObject({ error: 'Team roster is full' });
    expect((await pick(a, p[7]!, 1)).body).toMatchObject({ error: 'Player already drafted in this draft' });
    expect(teamOf(await snapshot(w), a)).toMatchObject({ remaining_budget: 90, players_count: 1 });
  });

  it('is refused before the draft starts and allowed while paused or completed', async () => {
    const fresh = await tradeWorld(t.app, t.ctx);
    const [fa, fb] = fresh.teamIds;
    const early = await execute(fresh, { from_team_id: fa, to_team_id: fb, cash_from_team: 1, cash_to_team: 2 });
    expect(early.status).toBe(409);
    expect((early.body as { error: string }).error).toBe('Trades are allowed only after the draft has started');

    const [a, b] = w.teamIds;
    await setStatus(w, 'pause');
    expect((await execute(w, { from_team_id: a, to_team_id: b, from_players: [p[0]!], to_players: [p[2]!] })).status).toBe(201);
    await setStatus(w, 'complete');
    expect((await execute(w, { from_team_id: a, to_team_id: b, from_players: [p[1]!], to_players: [p[3]!] })).status).toBe(201);
    const trades = await request(t.app).get(`/api/trades/league/${w.draft.leagueId}`).set(auth(w.alice.token));
    expect((trades.body as { trade_number: number }[]).map((tr) => tr.trade_number)).toEqual([2, 1]);
  });

  it('is for the commissioner only: 401 anonymous, 404 outsider, 403 member', async () => {
    const [a, b] = w.teamIds;
    const body = { fantasy_draft_id: w.draft.draftId, from_team_id: a, to_team_id: b, from_players: [p[0]!], to_players: [p[2]!] };
    const anonymous = await request(t.app).post('/api/trades/execute').send(body);
    expect(anonymous.status).toBe(401);
    const outsider = await execute(w, body, w.outsider);
    expect(outsider.status).toBe(404);
    expect((outsider.body as { error: string }).error).toBe('Draft not found');
    const member = await execute(w, body, w.alice);
    expect(member.status).toBe(403);
    expect((member.body as { error: string }).error).toBe('Only the commissioner can execute trades');
    const missing = await execute(w, { ...body, fantasy_draft_id: 999_999 });
    expect(missing.status).toBe(404);
    expect(pickOfPlayer(await snapshot(w), p[0]!).fantasy_team_id).toBe(a);
  });

  it('replays the first answer for a repeated Idempotency-Key instead of trading twice', async () => {
    const [a, b] = w.teamIds;
    const body = { fantasy_draft_id: w.draft.draftId, from_team_id: a, to_team_id: b, from_players: [p[0]!], cash_to_team: 3 };
    const send = () => request(t.app).post('/api/trades/execute').set(auth(w.commissioner.token)).set('Idempotency-Key', 'trade-1').send(body);
    const first = await send();
    const second = await send();
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.body).toEqual(first.body);
    const after = await snapshot(w);
    expect(teamOf(after, a).cash_adjustment).toBe(3);
  });

  it('serializes concurrent trades of one player: exactly one moves it, the rest are 409, seq stays gapless', async () => {
    const [a, b, c] = w.teamIds;
    const before = await snapshot(w);
    const recorder = recordEvents(t.ctx, w.draft.draftId);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        execute(w, { from_team_id: a, to_team_id: i % 2 === 0 ? b : c, from_players: [p[0]!], cash_to_team: 1 }),
      ),
    );
    recorder.stop();
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(11);
    const after = await snapshot(w);
    expect(recorder.events.map((e) => e.seq)).toEqual([before.draft.seq + 1]);
    expect(after.draft.seq).toBe(before.draft.seq + 1);
    expect(fold(before, recorder.events)).toEqual(after);
    expect(after.teams.reduce((sum, team) => sum + team.cash_adjustment, 0)).toBe(0);
  });
});
