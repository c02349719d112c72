import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DraftAnalyticsResponse } from '#shared/analytics/types.js';
import { gradeLineups, GRADES } from '#shared/analytics/grades.js';
import { bestLineup } from '#shared/analytics/lineup-optimizer.js';
import { PLAYER_POSITIONS, type PlayerPosition } from '#shared/draft/types.js';
import type { PlayerListItem } from '#shared/player-types.js';
import { boardSeasonFor } from '#server/nfl/player-board.js';
import { draftCast, draftPlayerOk, getSnapshot, setDraftStatus, teamId, type DraftCast } from '#tests/helpers/engine.js';
import { auth } from '#tests/helpers/fixtures.js';
import { openPlayerTestApp } from '#tests/helpers/player-db.js';
import type { TestApp } from '#tests/helpers/test-app.js';

/**
 * GET /api/drafts/:id/analytics against the database itself: spend from the picks' rows, points
 * from the projections table, values from the draft's snapshot (runs on SQLite, and on PostgreSQL
 * with GAVEL_TEST_DIALECT=postgres).
 */

const ROSTER = { QB: 1, RB: 2, WR: 2, TE: 1, FLEX: 1, SUPERFLEX: 1, K: 1, DEF: 1, BENCH: 2 };
let t: TestApp;
let cast: DraftCast;

beforeAll(async () => {
  t = await openPlayerTestApp();
  cast = await draftCast(t.app, { numTeams: 4, rosterPositions: ROSTER });
});
afterAll(() => t.close());

const analytics = (token: string) => request(t.app).get(`/api/drafts/${cast.draft.draftId}/analytics`).set(auth(token));

async function topPlayers(position: PlayerPosition, n: number): Promise<PlayerListItem[]> {
  const res = await request(t.app).get(`/api/drafts/${cast.draft.draftId}/available-players?position=${position}&limit=${n}`).set(auth(cast.commissioner.token));
  expect(res.status).toBe(200);
  return res.body as PlayerListItem[];
}

describe('draft analytics', () => {
  it('answers members and the commissioner; outsiders get 404 and strangers 401', async () => {
    const body = (await analytics(cast.member.token).expect(200)).body as DraftAnalyticsResponse;
    expect(body.sales).toBe(0);
    expect(body.teams).toHaveLength(4);
    expect(body.teams.every((team) => team.spent === 0 && team.grade === 'C' && team.money_left === 200)).toBe(true);
    await analytics(cast.commissioner.token).expect(200);
    expect((await analytics(cast.outsider.token)).status).toBe(404);
    expect((await request(t.app).get(`/api/drafts/${cast.draft.draftId}/analytics`)).status).toBe(401);
    expect((await request(t.app).get(`/api/drafts/999999/analytics`).set(auth(cast.member.token))).status).toBe(404);
  });

  it('agrees with the picks: spend by position, values, money left, best lineups by projected points, grade order, inflation', async () => {
    await setDraftStatus(t.app, cast, 'start');
    const [qbs, rbs, wrs, tes, ks, defs] = await Promise.all([topPlayers('QB', 6), topPlayers('RB', 8), topPlayers('WR', 8), topPlayers('TE', 4), topPlayers('K', 2), topPlayers('DEF', 2)]);
    // Team 0 buys two quarterbacks, the others a spread; prices off value both ways.
    const plan: [PlayerListItem | undefined, number, number][] = [
      [qbs[0], 0, 45], [qbs[1], 0, 12], [rbs[0], 1, 70], [wrs[0], 2, 20], [rbs[1], 3, 33], [wrs[1], 1, 9], [tes[0], 2, 30],
      [qbs[2], 3, 3], [rbs[2], 0, 25], [wrs[2], 3, 41], [ks[0], 1, 2], [defs[0], 2, 1], [rbs[3], 2, 18], [wrs[3], 0, 16],
    ];
    for (const [player, team, price] of plan) await draftPlayerOk(t.app, cast, player!.nfl_player_id, teamId(cast, team), price);
    // A trade moves team 1's best running back and $10 to team 3 for its $3 quarterback: each counts for his new team.
    const trade = await request(t.app).post('/api/trades/execute').set(auth(cast.commissioner.token)).send({
      fantasy_draft_id: cast.draft.draftId, from_team_id: teamId(cast, 1), to_team_id: teamId(cast, 3),
      from_players: [rbs[0]!.nfl_player_id], to_players: [qbs[2]!.nfl_player_id], cash_from_team: 10, cash_to_team: 0,
    });
    expect(trade.status, JSON.stringify(trade.body)).toBe(201);

    const body = (await analytics(cast.member.token).expect(200)).body as DraftAnalyticsResponse;
    const snapshot = await getSnapshot(t.app, cast);
    expect(body.seq).toBe(snapshot.draft.seq);
    expect(body.sales).toBe(plan.length);

    // The picks as stored: holder, price, position; projections straight from their table.
    const rows = await t.ctx.db
      .selectFrom('draft_picks')
      .innerJoin('players', 'players.player_id', 'draft_picks.nfl_player_id')
      .select(['draft_picks.team_id', 'draft_picks.nfl_player_id', 'draft_picks.acquisition_price', 'players.position'])
      .where('draft_picks.draft_id', '=', cast.draft.draftId)
      .execute();
    const projections = await t.ctx.db
      .selectFrom('player_projections')
      .select(['player_id', 'fpts_ppr'])
      .where('season', '=', boardSeasonFor(snapshot.draft.season))
      .where('player_id', 'in', rows.map((r) => r.nfl_player_id))
      .execute();
    const pointsOf = new Map(projections.map((p) => [p.player_id, Math.round(Number(p.fpts_ppr) * 10) / 10]));
    expect(rows.find((r) => r.nfl_player_id === rbs[0]!.nfl_player_id)?.team_id).toBe(teamId(cast, 3));

    for (const team of body.teams) {
      const held = rows.filter((r) => r.team_id === team.fantasy_team_id);
      const spent = held.reduce((s, r) => s + Number(r.acquisition_price), 0);
      expect(team.spent).toBe(spent);
      for (const position of PLAYER_POSITIONS) {
        expect(team.spend_by_position[position]).toBe(held.filter((r) => r.position === position).reduce((s, r) => s + Number(r.acquisition_price), 0));
      }
      const value = held.reduce((s, r) => s + (snapshot.values?.[r.nfl_player_id]?.[0] ?? 1), 0);
      expect(team.value).toBe(value);
      expect(team.surplus).toBe(value - spent);
      const room = snapshot.teams.find((x) => x.fantasy_team_id === team.fantasy_team_id)!;
      expect(team.money_left).toBe(room.remaining_budget);
      expect(team.open_slots).toBe(snapshot.draft.num_rounds - held.length);
      const lineup = bestLineup(held.map((r) => ({ position: r.position as PlayerPosition, points: pointsOf.get(r.nfl_player_id) ?? 0 })), ROSTER);
      expect(team.starters_projected_points).toBeCloseTo(lineup.points, 6);
      expect(team.starters.length).toBe(lineup.starters.length);
    }
    expect(body.teams.find((x) => x.fantasy_team_id === teamId(cast, 3))!.money_left).toBe(200 - (33 + 41 + 70) + 10);
    expect(body.teams.find((x) => x.fantasy_team_id === teamId(cast, 1))!.spend_by_position).toMatchObject({ QB: 3, RB: 0, WR: 9, K: 2 });
    // Team 0 starts one quarterback: SUPERFLEX takes a running back, receiver or tight end (spec 02),
    // so the second sits on the bench as the room's Roster View shows him.
    const qbTeam = body.teams.find((x) => x.fantasy_team_id === teamId(cast, 0))!;
    expect(qbTeam.starters.filter((s) => s.position_code === 'QB').map((s) => s.slot)).toEqual(['QB']);
    expect(qbTeam.starters.find((s) => s.slot === 'SUPERFLEX')?.position_code).not.toBe('QB');

    // Grades follow the lineups: the league's own grading of these totals, stronger never worse.
    expect(body.teams.map((x) => x.grade)).toEqual(gradeLineups(body.teams.map((x) => x.starters_projected_points)));
    const ranked = [...body.teams].sort((a, b) => b.starters_projected_points - a.starters_projected_points);
    ranked.forEach((team, i) => i > 0 && expect(GRADES.indexOf(team.grade)).toBeGreaterThanOrEqual(GRADES.indexOf(ranked[i - 1]!.grade)));

    // Steals and reaches: every listed sale's price and value are the pick's, ordered by distance from value.
    for (const sale of [...body.steals, ...body.reaches]) {
      const row = rows.find((r) => r.nfl_player_id === sale.nfl_player_id)!;
      expect(sale.price).toBe(Number(row.acquisition_price));
      expect(sale.value).toBe(snapshot.values?.[sale.nfl_player_id]?.[0] ?? 1);
      expect(sale.fantasy_team_id).toBe(row.team_id);
    }
    expect(body.steals.every((s, i) => s.difference < 0 && (i === 0 || s.difference >= body.steals[i - 1]!.difference))).toBe(true);
    expect(body.reaches.every((s, i) => s.difference > 0 && (i === 0 || s.difference <= body.reaches[i - 1]!.difference))).toBe(true);
    const over = rows.map((r) => Number(r.acquisition_price) - (snapshot.values?.[r.nfl_player_id]?.[0] ?? 1));
    expect(body.reaches.length).toBe(Math.min(10, over.filter((d) => d > 0).length));
    expect(body.steals.length).toBe(Math.min(10, over.filter((d) => d < 0).length));
    expect(body.reaches[0]?.difference).toBe(Math.max(...over));
    expect(body.steals[0]?.difference).toBe(Math.min(...over));

    // One inflation point per pick; the last is the room's.
    expect(body.inflation_timeline.map((p) => p.pick_number)).toEqual(snapshot.picks.map((p) => p.pick_number));
    expect(body.inflation_timeline.at(-1)?.inflation).toBeCloseTo(snapshot.inflation ?? NaN, 12);
    // The points the client recomputes with cover every sold player with a projection.
    for (const r of rows) if (pointsOf.get(r.nfl_player_id)) expect(body.projected_points[r.nfl_player_id]).toBe(pointsOf.get(r.nfl_player_id));
  });
});
