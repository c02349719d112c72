import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DraftPick } from '#shared/draft/types.js';
import { auth } from '#tests/helpers/fixtures.js';
import {
  draftCast,
  draftPlayerCall,
  draftPlayerOk,
  getSnapshot,
  openEngineTestApp,
  setDraftStatus,
  teamId,
  type DraftCast,
  type EngineTestApp,
} from '#tests/helpers/engine.js';

let t: EngineTestApp;
beforeAll(async () => {
  t = await openEngineTestApp();
});
afterAll(async () => {
  await t.close();
});

const qb = (i: number) => t.players.QB[i]!;
const rb = (i: number) => t.players.RB[i]!;
const wr = (i: number) => t.players.WR[i]!;

async function liveDraft(options: Parameters<typeof draftCast>[1] = {}): Promise<DraftCast> {
  const cast = await draftCast(t.app, options);
  await setDraftStatus(t.app, cast, 'start');
  return cast;
}

const commissioner = (cast: DraftCast) => auth(cast.commissioner.token);
const draftUrl = (cast: DraftCast, rest = '') => `/api/drafts/${cast.draft.draftId}${rest}`;

describe('POST /drafts/:id/draft-player', () => {
  it('records the pick with the player, the team and the next pick number, and answers it with the seq', async () => {
    const cast = await liveDraft();
    const res = await draftPlayerCall(t.app, cast, { nfl_player_id: qb(0), fantasy_team_id: teamId(cast, 1), acquisition_price: 42 });
    expect(res.status).toBe(201);
    const pick = res.body as DraftPick & { seq: number };
    expect(pick).toMatchObject({
      nfl_player_id: qb(0),
      position_code: 'QB',
      fantasy_team_id: teamId(cast, 1),
      fantasy_team_name: 'Team 2',
      acquisition_price: 42,
      acquisition_type: 'draft_pick',
      pick_number: 1,
      pick_order: 1,
      drafter_username: cast.commissioner.username,
      seq: 2,
    });
    expect(pick.full_name.length).toBeGreaterThan(0);
    expect(pick.fantasy_roster_id).toBe(pick.fantasy_pick_id);
    const second = await draftPlayerOk(t.app, cast, rb(0), teamId(cast, 1), 10);
    const snap = await getSnapshot(t.app, cast);
    const { seq: _seq, ...presented } = pick;
    expect(snap.picks[0]).toEqual(presented);
    expect(snap.picks[1]).toMatchObject({ fantasy_pick_id: second.fantasy_pick_id, pick_number: 2, pick_order: 2 });
    expect(snap.teams[1]).toMatchObject({ remaining_budget: 148, players_count: 2 });
    expect(snap.teams[1]!.position_counts).toMatchObject({ QB: 1, RB: 1, WR: 0 });
  });

  it('only while IN_PROGRESS', async () => {
    const cast = await draftCast(t.app);
    const body = { nfl_player_id: qb(0), fantasy_team_id: teamId(cast, 0), acquisition_price: 5 };
    expect((await draftPlayerCall(t.app, cast, body)).body).toEqual({ error: 'Draft is not in progress', code: 'conflict' });
    await setDraftStatus(t.app, cast, 'start');
    await setDraftStatus(t.app, cast, 'pause');
    expect((await draftPlayerCall(t.app, cast, body)).status).toBe(409);
    await setDraftStatus(t.app, cast, 'complete');
    expect((await draftPlayerCall(t.app, cast, body)).status).toBe(409);
    await setDraftStatus(t.app, cast, 'resume');
    expect((await draftPlayerCall(t.app, cast, body)).status).toBe(201);
  });

  it('drafts a player at most once per draft, but the same player in another draft', async () => {
    const cast = await liveDraft();
    await draftPlayerOk(t.app, cast, qb(1), teamId(cast, 0), 5);
    const again = await draftPlayerCall(t.app, cast, { nfl_player_id: qb(1), fantasy_team_id: teamId(cast, 2), acquisition_price: 5 });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('Player already drafted in this draft');
    const other = await liveDraft();
    await draftPlayerOk(t.app, other, qb(1), teamId(other, 0), 5);
  });

  it('refuses a full roster', async () => {
    const cast = await liveDraft({ rosterPositions: { QB: 1, RB: 1 } });
    await draftPlayerOk(t.app, cast, qb(0), teamId(cast, 0), 1);
    await draftPlayerOk(t.app, cast, rb(0), teamId(cast, 0), 1);
    const res = await draftPlayerCall(t.app, cast, { nfl_player_id: wr(0), fantasy_team_id: teamId(cast, 0), acquisition_price: 1 });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('Team roster is full');
  });

  it('with enforce max bid off (the spec), accepts a bid above the max bid but not above the remaining budget', async () => {
    const cast = await liveDraft({ budget: 50, rosterPositions: { QB: 1, RB: 1, WR: 1, BENCH: 2 } });
    await request(t.app).put(draftUrl(cast, '/settings')).set(commissioner(cast)).send({ enforce_max_bid: false }).expect(200);
    // Max bid is 50 − 4 = 46; 48 is above it and still accepted.
    await draftPlayerOk(t.app, cast, qb(0), teamId(cast, 0), 48);
    const over = await draftPlayerCall(t.app, cast, { nfl_player_id: rb(0), fantasy_team_id: teamId(cast, 0), acquisition_price: 3 });
    expect(over.status).toBe(409);
    expect(over.body.error).toBe('Bid exceeds remaining budget of $2');
    await draftPlayerOk(t.app, cast, rb(0), teamId(cast, 0), 2);
    const snap = await getSnapshot(t.app, cast);
    expect(snap.teams[0]).toMatchObject({ remaining_budget: 0, max_bid: 0, players_count: 2 });
  });

  it.each([
    [{ acquisition_price: 0 }, 'Bid must be a whole number of at least 1'],
    [{ acquisition_price: 2.5 }, 'Bid must be a whole number of at least 1'],
    [{ acquisition_price: '5' }, 'Bid must be a whole number of at least 1'],
    [{ acquisition_price: -3 }, 'Bid must be a whole number of at least 1'],
    [{ acquisition_price: undefined }, 'Bid must be a whole number of at least 1'],
    [{ nfl_player_id: '' }, 'nfl_player_id is required'],
    [{ fantasy_team_id: 'x' }, 'fantasy_team_id must be a positive integer'],
  ])('refuses bad input %j with 400', async (override, message) => {
    const cast = await liveDraft();
    const res = await draftPlayerCall(t.app, cast, { nfl_player_id: qb(0), fantasy_team_id: teamId(cast, 0), acquisition_price: 5, ...override });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect((await getSnapshot(t.app, cast)).picks).toEqual([]);
  });

  it('404 for an unknown player, 400 for a team of another draft', async () => {
    const cast = await liveDraft();
    const unknown = await draftPlayerCall(t.app, cast, { nfl_player_id: 'NOPE-1', fantasy_team_id: teamId(cast, 0), acquisition_price: 5 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('Player not found');
    const other = await draftCast(t.app);
    const foreign = await draftPlayerCall(t.app, cast, { nfl_player_id: qb(0), fantasy_team_id: teamId(other, 0), acquisition_price: 5 });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error).toBe('Team is not in this draft');
  });
});

describe('undo, delete and edit', () => {
  it('undo without a pick id removes the last pick; with one, that pick; both in any status after start', async () => {
    const cast = await liveDraft();
    const a = await draftPlayerOk(t.app, cast, qb(0), teamId(cast, 0), 10);
    const b = await draftPlayerOk(t.app, cast, qb(1), teamId(cast, 1), 20);
    const c = await draftPlayerOk(t.app, cast, qb(2), teamId(cast, 2), 30);
    const last = await request(t.app).delete(draftUrl(cast, '/undo')).set(commissioner(cast)).expect(200);
    expect(last.body).toMatchObject({ fantasy_pick_id: c.fantasy_pick_id, pick: { nfl_player_id: qb(2) } });
    await setDraftStatus(t.app, cast, 'complete');
    const byQuery = await request(t.app).delete(draftUrl(cast, `/undo?pick_id=${a.fantasy_pick_id}`)).set(commissioner(cast)).expect(200);
    expect(byQuery.body.fantasy_pick_id).toBe(a.fantasy_pick_id);
    const snap = await getSnapshot(t.app, cast);
    expect(snap.picks.map((p) => p.fantasy_pick_id)).toEqual([b.fantasy_pick_id]);
    const events = await request(t.app).get(draftUrl(cast, '/events?after=4')).set(commissioner(cast)).expect(200);
    expect(events.body.events.map((e: { type: string; payload: unknown }) => [e.type, e.payload])).toEqual([
      ['pick.undone', { fantasy_pick_id: c.fantasy_pick_id }],
      ['draft.completed', expect.anything()],
      ['pick.undone', { fantasy_pick_id: a.fantasy_pick_id }],
    ]);
    // The undone player can be drafted again once the draft runs.
    await setDraftStatus(t.app, cast, 'resume');
    await draftPlayerOk(t.app, cast, qb(2), teamId(cast, 0), 5);
  });

  it('undo takes the pick id from the body too; 409 with no picks, 404 for an unknown pick', async () => {
    const cast = await liveDraft();
    const none = await request(t.app).delete(draftUrl(cast, '/undo')).set(commissioner(cast));
    expect(none.status).toBe(409);
    expect(none.body.error).toBe('There are no picks to undo');
    const a = await draftPlayerOk(t.app, cast, qb(0), teamId(cast, 0), 10);
    await draftPlayerOk(t.app, cast, qb(1), teamId(cast, 0), 10);
    await request(t.app).delete(draftUrl(cast, '/undo')).set(commissioner(cast)).send({ pick_id: a.fantasy_pick_id }).expect(200);
    await request(t.app).delete(draftUrl(cast, '/undo')).set(commissioner(cast)).send({ pick_id: 99999 }).expect(404);
    expect((await getSnapshot(t.app, cast)).picks.map((p) => p.nfl_player_id)).toEqual([qb(1)]);
  });

  it('DELETE picks/:pickId removes that pick with a pick.deleted event and frees the budget', async () => {
    const cast = await liveDraft({ budget: 100 });
    const a = await draftPlayerOk(t.app, cast, qb(0), teamId(cast, 0), 60);
    await request(t.app).delete(draftUrl(cast, `/picks/${a.fantasy_pick_id}`)).set(commissioner(cast)).expect(200);
    await request(t.app).delete(draftUrl(cast, `/picks/${a.fantasy_pick_id}`)).set(commissioner(cast)).expect(404, { error: 'Pick not found', code: 'not_found' });
    const snap = await getSnapshot(t.app, cast);
    expect(snap.teams[0]!.remaining_budget).toBe(100);
    const events = await request(t.app).get(draftUrl(cast, '/events?after=2')).set(commissioner(cast));
    expect(events.body.events[0]).toMatchObject({ type: 'pick.deleted', payload: { fantasy_pick_id: a.fantasy_pick_id } });
  });

  it('PUT picks/:pickId changes price and team under the budget and roster rules', async () => {
    const cast = await liveDraft({ budget: 100, rosterPositions: { QB: 1, RB: 1 } });
    const a = await draftPlayerOk(t.app, cast, qb(0), teamId(cast, 0), 30);
    await draftPlayerOk(t.app, cast, qb(1), teamId(cast, 1), 90);
    await draftPlayerOk(t.app, cast, rb(1), teamId(cast, 1), 5);
    const url = draftUrl(cast, `/picks/${a.fantasy_pick_id}`);

    const cheaper = await request(t.app).put(url).set(commissioner(cast)).send({ acquisition_price: 0 }).expect(200);
    expect(cheaper.body).toMatchObject({ fantasy_pick_id: a.fantasy_pick_id, acquisition_price: 0, fantasy_team_id: teamId(cast, 0) });
    const tooMuch = await request(t.app).put(url).set(commissioner(cast)).send({ acquisition_price: 101 });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.error).toBe('Price exceeds remaining budget of $100');
    const full = await request(t.app).put(url).set(commissioner(cast)).send({ fantasy_team_id: teamId(cast, 1) });
    expect(full.status).toBe(409);
    expect(full.body.error).toBe('Team roster is full');
    const moved = await request(t.app).put(url).set(commissioner(cast)).send({ fantasy_team_id: teamId(cast, 2), acquisition_price: 40 }).expect(200);
    expect(moved.body).toMatchObject({ fantasy_team_id: teamId(cast, 2), fantasy_team_name: 'Team 3', acquisition_price: 40, pick_order: 1 });
    for (const bad of [{ acquisition_price: -1 }, { acquisition_price: 1.5 }, {}]) {
      const res = await request(t.app).put(url).set(commissioner(cast)).send(bad);
      expect(res.status).toBe(400);
    }
    const snap = await getSnapshot(t.app, cast);
    expect(snap.teams.map((tm) => tm.remaining_budget)).toEqual([100, 5, 60, 100]);
    const seqBefore = snap.draft.seq;
    // Nothing to change: no event.
    await request(t.app).put(url).set(commissioner(cast)).send({ acquisition_price: 40 }).expect(200);
    expect((await getSnapshot(t.app, cast)).draft.seq).toBe(seqBefore);
  });
});

describe('pick reads', () => {
  it('picks and results list by pick number; picks/:pickId one pick; rosters by team and pick order', async () => {
    const cast = await liveDraft();
    const a = await draftPlayerOk(t.app, cast, qb(0), teamId(cast, 1), 10);
    await draftPlayerOk(t.app, cast, qb(1), teamId(cast, 0), 11);
    await draftPlayerOk(t.app, cast, rb(0), teamId(cast, 1), 12);
    const member = auth(cast.member.token);
    const picks = await request(t.app).get(draftUrl(cast, '/picks')).set(member).expect(200);
    expect(picks.body.map((p: DraftPick) => p.pick_number)).toEqual([1, 2, 3]);
    expect(picks.headers['x-draft-seq']).toBe('4');
    const results = await request(t.app).get(draftUrl(cast, '/results')).set(member).expect(200);
    expect(results.body).toEqual(picks.body);
    const one = await request(t.app).get(draftUrl(cast, `/picks/${a.fantasy_pick_id}`)).set(member).expect(200);
    expect(one.body).toEqual(picks.body[0]);
    await request(t.app).get(draftUrl(cast, '/picks/99999')).set(member).expect(404);
    const rosters = await request(t.app).get(draftUrl(cast, '/rosters')).set(member).expect(200);
    expect(rosters.body.map((p: DraftPick) => [p.fantasy_team_id, p.pick_order])).toEqual([
      [teamId(cast, 0), 1],
      [teamId(cast, 1), 1],
      [teamId(cast, 1), 2],
    ]);
    const team = await request(t.app).get(draftUrl(cast, `/rosters?team_id=${teamId(cast, 1)}`)).set(member).expect(200);
    expect(team.body).toHaveLength(2);
    await request(t.app).get(draftUrl(cast, '/picks')).set(auth(cast.outsider.token)).expect(404);
  });
});
