import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DraftEventsResponse } from '#shared/draft/api.js';
import { applyEvents } from '#shared/draft/reducer.js';
import type { DraftSnapshot } from '#shared/draft/types.js';
import type { KeeperAssignedResponse, KeepersResponse } from '#shared/keepers/api.js';
import { openEngineTestApp, type EngineTestApp } from '#tests/helpers/engine.js';
import { call, keeperLeague, leagueDraft, type KeeperLeague } from '#tests/helpers/keeper-fixtures.js';

let t: EngineTestApp;
beforeAll(async () => {
  t = await openEngineTestApp();
});
afterAll(() => t.close());

/** Last season: Alpha bought QB0 $25, RB0 $11 and RB1 $7; Bravo bought WR0 $40. Then this season's draft, not started. */
async function leagueWithHistory(rules: Parameters<typeof keeperLeague>[1] = {}) {
  const league = await keeperLeague(t.app, rules);
  const api = call(t.app, league.commissioner);
  const previous = await leagueDraft(t.app, league);
  await api.put(`/drafts/${previous.draftId}/start`).expect(200);
  const [alpha, bravo] = previous.teamIds;
  const p = t.players;
  for (const [player, team, price] of [[p.QB[0], alpha, 25], [p.RB[0], alpha, 11], [p.RB[1], alpha, 7], [p.WR[0], bravo, 40]] as const) {
    await api.post(`/drafts/${previous.draftId}/draft-player`, { nfl_player_id: player, fantasy_team_id: team, acquisition_price: price }).expect(201);
  }
  await api.put(`/drafts/${previous.draftId}/complete`).expect(200);
  const current = await leagueDraft(t.app, league);
  return { league, api, previous, current };
}

const snapshotOf = async (league: KeeperLeague, draftId: number) => (await call(t.app, league.commissioner).get(`/drafts/${draftId}`).expect(200)).body as DraftSnapshot;

describe('keepers', () => {
  it('cost last price + a fixed increase, enter as keeper picks through the write path and spend budget and slots', async () => {
    const { league, api, current } = await leagueWithHistory();
    const before = await snapshotOf(league, current.draftId);
    const alpha = current.teamIds[0]!;
    const res = await api.post(`/drafts/${current.draftId}/keepers`, { fantasy_team_id: alpha, nfl_player_id: t.players.QB[0] });
    expect(res.status).toBe(201);
    const body = res.body as KeeperAssignedResponse;
    expect(body.cost).toBe(30);
    expect(body.pick).toMatchObject({ acquisition_type: 'keeper', acquisition_price: 30, fantasy_team_id: alpha, nfl_player_id: t.players.QB[0] });

    const after = await snapshotOf(league, current.draftId);
    const team = after.teams.find((x) => x.fantasy_team_id === alpha)!;
    expect(team).toMatchObject({ remaining_budget: 170, players_count: 1 });
    expect(team.max_bid).toBe(170 - (8 - 1 - 1));
    const log = (await api.get(`/drafts/${current.draftId}/events?after=${before.draft.seq}`).expect(200)).body as DraftEventsResponse;
    expect(log.events.map((e) => e.type)).toEqual(['keeper.assigned']);
    expect(applyEvents(before, log.events)).toEqual(after);

    // Owners see their candidates and costs.
    const board = (await call(t.app, league.member).get(`/drafts/${current.draftId}/keepers`).expect(200)).body as KeepersResponse;
    const mine = board.teams.find((x) => x.fantasy_team_id === alpha)!;
    expect(mine.candidates.map((c) => [c.last_price, c.cost, c.fantasy_pick_id !== null])).toEqual([[25, 30, true], [11, 16, false], [7, 12, false]]);
  });

  it('round a percentage increase up to whole dollars', async () => {
    const { api, current } = await leagueWithHistory({ keeper_penalty_type: 'PERCENTAGE_INCREASE', keeper_penalty_amount: 12.5 });
    const alpha = current.teamIds[0]!;
    // 7 × 1.125 = 7.875 → $8; 11 × 1.125 = 12.375 → $13.
    expect((await api.post(`/drafts/${current.draftId}/keepers`, { fantasy_team_id: alpha, nfl_player_id: t.players.RB[1] }).expect(201)).body.cost).toBe(8);
    expect((await api.post(`/drafts/${current.draftId}/keepers`, { fantasy_team_id: alpha, nfl_player_id: t.players.RB[0] }).expect(201)).body.cost).toBe(13);
  });

  it('refuse more than max_keepers, players from another roster, and leagues without keepers', async () => {
    const { league, api, current } = await leagueWithHistory({ max_keepers: 2 });
    const [alpha, bravo] = current.teamIds as [number, number];
    await api.post(`/drafts/${current.draftId}/keepers`, { fantasy_team_id: alpha, nfl_player_id: t.players.QB[0] }).expect(201);
    await api.post(`/drafts/${current.draftId}/keepers`, { fantasy_team_id: alpha, nfl_player_id: t.players.RB[0] }).expect(201);
    const third = await api.post(`/drafts/${current.draftId}/keepers`, { fantasy_team_id: alpha, nfl_player_id: t.players.RB[1] });
    expect(third.status).toBe(409);
    expect(third.body.error).toBe('A team may keep at most 2 players');
    const stolen = await api.post(`/drafts/${current.draftId}/keepers`, { fantasy_team_id: bravo, nfl_player_id: t.players.RB[1] });
    expect(stolen.status).toBe(409);
    expect(stolen.body.error).toBe("Player was not on this team's roster in the league's previous draft");
    const twice = await api.post(`/drafts/${current.draftId}/keepers`, { fantasy_team_id: alpha, nfl_player_id: t.players.QB[0] });
    expect(twice.status).toBe(409);
    // Members may look but not assign.
    expect((await call(t.app, league.member).post(`/drafts/${current.draftId}/keepers`, { fantasy_team_id: alpha, nfl_player_id: t.players.RB[1] })).status).toBe(403);
    const bad = await api.post(`/drafts/${current.draftId}/keepers`, { fantasy_team_id: 'x', nfl_player_id: t.players.RB[1] });
    expect(bad.status).toBe(400);

    const plain = await leagueWithHistory({ is_keeper_league: false });
    const refused = await plain.api.post(`/drafts/${plain.current.draftId}/keepers`, { fantasy_team_id: plain.current.teamIds[0], nfl_player_id: t.players.QB[0] });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('This league is not a keeper league');
  });

  it('refuse a keeper the budget cannot pay', async () => {
    const league = await keeperLeague(t.app, { keeper_penalty_amount: 100 });
    const api = call(t.app, league.commissioner);
    const previous = await leagueDraft(t.app, league);
    await api.put(`/drafts/${previous.draftId}/start`).expect(200);
    await api.post(`/drafts/${previous.draftId}/draft-player`, { nfl_player_id: t.players.QB[0], fantasy_team_id: previous.teamIds[0], acquisition_price: 150 }).expect(201);
    const current = await leagueDraft(t.app, league);
    const res = await api.post(`/drafts/${current.draftId}/keepers`, { fantasy_team_id: current.teamIds[0], nfl_player_id: t.players.QB[0] });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('Keeper cost $250 exceeds remaining budget of $200');
  });

  it('can be removed until the draft starts, then neither removed nor undone', async () => {
    const { league, api, current } = await leagueWithHistory();
    const alpha = current.teamIds[0]!;
    const kept = (await api.post(`/drafts/${current.draftId}/keepers`, { fantasy_team_id: alpha, nfl_player_id: t.players.QB[0] }).expect(201)).body as KeeperAssignedResponse;
    const removed = await api.delete(`/drafts/${current.draftId}/keepers/${kept.pick.fantasy_pick_id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.fantasy_pick_id).toBe(kept.pick.fantasy_pick_id);
    let snapshot = await snapshotOf(league, current.draftId);
    expect(snapshot.picks).toHaveLength(0);
    expect(snapshot.teams[0]!.remaining_budget).toBe(200);

    const again = (await api.post(`/drafts/${current.draftId}/keepers`, { fantasy_team_id: alpha, nfl_player_id: t.players.QB[0] }).expect(201)).body as KeeperAssignedResponse;
    await api.put(`/drafts/${current.draftId}/start`).expect(200);
    const late = await api.delete(`/drafts/${current.draftId}/keepers/${again.pick.fantasy_pick_id}`);
    expect(late.status).toBe(409);
    expect(late.body.error).toBe('Keepers can only be changed before the draft starts');
    expect((await api.delete(`/drafts/${current.draftId}/undo`)).status).toBe(409);
    snapshot = await snapshotOf(league, current.draftId);
    expect(snapshot.picks.map((p) => p.acquisition_type)).toEqual(['keeper']);
  });
});
