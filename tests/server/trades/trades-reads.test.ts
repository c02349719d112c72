import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { TradeAsset } from '#shared/draft/trade-api.js';
import type { TradeSummary } from '#shared/draft/types.js';
import { auth } from '#tests/helpers/fixtures.js';
import type { TestApp } from '#tests/helpers/test-app.js';
import { executed, propose, setUpTradeSuite, snapshot, type OpeningPick, type TradeWorld } from '#tests/helpers/trade-fixtures.js';

let t: TestApp;
let w: TradeWorld;
let p: string[];

/** p[0] $30 and p[1] $20 on team 1 (Alice), p[2] $25 on team 2 (Bob). */
const PICKS: OpeningPick[] = [[0, 0, 30], [1, 0, 20], [2, 1, 25]];
setUpTradeSuite(PICKS, (suite) => {
  ({ t, w, p } = suite);
});

const get = (path: string, token?: string) => {
  const req = request(t.app).get(path);
  return token ? req.set(auth(token)) : req;
};

describe('GET /api/trades/league/:id', () => {
  it('lists every trade of the league\'s drafts, newest first, with teams, participants and items', async () => {
    const [a, b] = w.teamIds;
    const first = await executed(w, { from_team_id: a, to_team_id: b, from_players: [p[0]!], cash_to_team: 4 });
    const offer = await propose(w, { from_team_id: b, to_team_id: a, from_players: [p[2]!], to_players: [p[1]!] }, w.bob);
    expect(offer.status).toBe(201);
    const res = await get(`/api/trades/league/${w.draft.leagueId}`, w.alice.token);
    expect(res.status).toBe(200);
    const trades = res.body as TradeSummary[];
    expect(trades.map((tr) => [tr.trade_number, tr.trade_status])).toEqual([
      [2, 'PROPOSED'],
      [1, 'ACCEPTED'],
    ]);
    const snap = await snapshot(w);
    const teamA = snap.teams.find((tm) => tm.fantasy_team_id === a)!;
    const teamB = snap.teams.find((tm) => tm.fantasy_team_id === b)!;
    expect(trades[1]).toEqual({
      ...first,
      fantasy_draft_id: w.draft.draftId,
      proposing_team_name: 'Team 1',
      proposing_team_nickname: null,
      receiving_team_name: 'Team 2',
      proposing_participant_id: teamA.fantasy_participant_id,
      receiving_participant_id: teamB.fantasy_participant_id,
    });
    expect(trades[1]?.trade_items).toEqual([
      {
        from_participant_id: teamA.fantasy_participant_id,
        from_team_id: a,
        trade_asset_type: 'nfl_player_id',
        trade_asset: p[0],
        player: { nfl_player_id: p[0], full_name: 'First1 Player1', position_code: 'QB', photo_url: null },
      },
      { from_participant_id: teamB.fantasy_participant_id, from_team_id: b, trade_asset_type: 'remainingbudget', trade_asset: '4', player: null },
    ]);
  });

  it('is for league members: 404 outsiders and unknown leagues, 401 anonymous', async () => {
    expect((await get(`/api/trades/league/${w.draft.leagueId}`, w.outsider.token)).status).toBe(404);
    expect((await get('/api/trades/league/999999', w.alice.token)).status).toBe(404);
    expect((await get(`/api/trades/league/${w.draft.leagueId}`)).status).toBe(401);
    expect((await get(`/api/trades/league/${w.draft.leagueId}`, w.commissioner.token)).body).toEqual([]);
  });
});

describe('GET /api/trades/draft/:id/assets', () => {
  it('lists each team\'s players held and its available budget, following trades', async () => {
    const [a, b, c] = w.teamIds;
    await executed(w, { from_team_id: a, to_team_id: b, from_players: [p[0]!], cash_to_team: 10 });
    const res = await get(`/api/trades/draft/${w.draft.draftId}/assets`, w.bob.token);
    expect(res.status).toBe(200);
    const assets = res.body as TradeAsset[];
    const summary = assets.map((x) => [x.fantasy_team_id, x.asset_type, x.asset]);
    // Alice: $20 player left, 100 − 20 + 10 = $90. Bob: $25 and $30 players, 100 − 55 − 10 = $35.
    expect(summary).toEqual([
      [a, 'nfl_player_id', p[1]],
      [a, 'remainingbudget', 90],
      [b, 'nfl_player_id', p[0]],
      [b, 'nfl_player_id', p[2]],
      [b, 'remainingbudget', 35],
      [c, 'remainingbudget', 100],
    ]);
    const snap = await snapshot(w);
    expect(assets[2]).toEqual({
      asset_type: 'nfl_player_id',
      asset: p[0],
      fantasy_team_id: b,
      fantasy_participant_id: snap.teams.find((tm) => tm.fantasy_team_id === b)?.fantasy_participant_id,
      team_name: 'Team 2',
      team_nickname: null,
      player_data: {
        full_name: 'First1 Player1',
        position_code: 'QB',
        photo_url: null,
        team_abbreviation: 'KC',
        acquisition_price: 30,
        acquisition_type: 'trade',
      },
    });
  });

  it('is for league members', async () => {
    expect((await get(`/api/trades/draft/${w.draft.draftId}/assets`, w.outsider.token)).status).toBe(404);
    expect((await get(`/api/trades/draft/${w.draft.draftId}/assets`)).status).toBe(401);
    expect((await get('/api/trades/draft/999999/assets', w.alice.token)).status).toBe(404);
  });
});

describe('GET /api/drafts/:id/players/:playerId/trades', () => {
  it('answers the executed trades that moved the player, newest first', async () => {
    const [a, b, c] = w.teamIds;
    const first = await executed(w, { from_team_id: a, to_team_id: b, from_players: [p[0]!], cash_to_team: 1 });
    await executed(w, { from_team_id: a, to_team_id: c, from_players: [p[1]!], cash_to_team: 1 });
    const third = await executed(w, { from_team_id: b, to_team_id: c, from_players: [p[0]!], cash_to_team: 1 });
    // A pending offer is not history.
    expect((await propose(w, { from_team_id: c, to_team_id: a, from_players: [p[0]!], cash_to_team: 1 }, w.commissioner)).status).toBe(201);

    const res = await get(`/api/drafts/${w.draft.draftId}/players/${p[0]}/trades`, w.alice.token);
    expect(res.status).toBe(200);
    const history = res.body as TradeSummary[];
    expect(history.map((tr) => tr.fantasy_trade_id)).toEqual([third.fantasy_trade_id, first.fantasy_trade_id]);
    expect(history.every((tr) => tr.trade_status === 'ACCEPTED')).toBe(true);
    expect((await get(`/api/drafts/${w.draft.draftId}/players/${p[2]}/trades`, w.alice.token)).body).toEqual([]);
  });

  it('is for league members, and still serves the draft routes beside it', async () => {
    expect((await get(`/api/drafts/${w.draft.draftId}/players/${p[0]}/trades`, w.outsider.token)).status).toBe(404);
    expect((await get(`/api/drafts/${w.draft.draftId}/players/${p[0]}/trades`)).status).toBe(401);
    expect((await get(`/api/drafts/${w.draft.draftId}`, w.alice.token)).status).toBe(200);
  });
});
