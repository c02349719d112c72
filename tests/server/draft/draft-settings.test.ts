import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_AUCTION_SETTINGS } from '#shared/auction/rules.js';
import { auth } from '#tests/helpers/fixtures.js';
import { draftCast, draftPlayerOk, getSnapshot, openEngineTestApp, setDraftStatus, teamId, type DraftCast, type EngineTestApp } from '#tests/helpers/engine.js';

let t: EngineTestApp;
beforeAll(async () => {
  t = await openEngineTestApp();
});
afterAll(async () => {
  await t.close();
});

const put = (cast: DraftCast, path: string, body: unknown) =>
  request(t.app).put(`/api/drafts/${cast.draft.draftId}${path}`).set(auth(cast.commissioner.token)).send(body as object);

describe('PUT /drafts/:id/settings', () => {
  it('changes the budget and replaces the roster; the snapshot and the event agree', async () => {
    const cast = await draftCast(t.app, { budget: 200, rosterPositions: { QB: 2, RB: 2, WR: 2, BENCH: 4 } });
    const res = await put(cast, '/settings', { auction_budget: 250, roster_positions: { QB: 2, RB: 2, WR: 3, TE: 1, BENCH: 0 } }).expect(200);
    const expected = { auction_budget: 250, roster_positions: { QB: 2, RB: 2, WR: 3, TE: 1, BENCH: 0 }, num_rounds: 8 };
    // Two events: the settings, then the value table they change (docs/VALUES.md).
    expect(res.body).toEqual({ ...expected, ...DEFAULT_AUCTION_SETTINGS, enforce_max_bid: true, seq: 2 });
    const snap = await getSnapshot(t.app, cast);
    expect(snap.draft).toMatchObject(expected);
    expect(snap.teams[0]).toMatchObject({ remaining_budget: 250, max_bid: 243 });
    const events = await request(t.app).get(`/api/drafts/${cast.draft.draftId}/events`).set(auth(cast.member.token));
    expect(events.body.events[0]).toMatchObject({ type: 'draft.settings_updated', payload: expected });
    expect(events.body.events[1]).toMatchObject({ type: 'values.updated' });
  });

  it("mirrors a new budget onto the league card when the draft is the league's latest, and only then", async () => {
    const cast = await draftCast(t.app, { budget: 200 });
    const leagueBudget = async () =>
      (await request(t.app).get(`/api/leagues/${cast.draft.leagueId}`).set(auth(cast.member.token)).expect(200)).body.league.auction_budget as number;
    await put(cast, '/settings', { auction_budget: 240 }).expect(200);
    expect(await leagueBudget()).toBe(240);

    const newer = await request(t.app)
      .post('/api/drafts')
      .set(auth(cast.commissioner.token))
      .send({ fantasy_league_id: cast.draft.leagueId, num_teams: 2, auction_budget: 300 })
      .expect(201);
    expect(await leagueBudget()).toBe(300);
    await put(cast, '/settings', { auction_budget: 180 }).expect(200);
    expect(await leagueBudget()).toBe(300);
    await request(t.app).put(`/api/drafts/${newer.body.fantasy_draft_id as number}/settings`).set(auth(cast.commissioner.token)).send({ auction_budget: 320 }).expect(200);
    expect(await leagueBudget()).toBe(320);
  });

  it('holds slot counts to the limit draft creation uses, so a draft created with 8 receivers stays editable', async () => {
    const cast = await draftCast(t.app, { rosterPositions: { QB: 1, WR: 8 } });
    await put(cast, '/settings', { auction_budget: 220 }).expect(200);
    await put(cast, '/settings', { roster_positions: { QB: 1, WR: 10 } }).expect(200);
    expect((await getSnapshot(t.app, cast)).draft).toMatchObject({ auction_budget: 220, roster_positions: { QB: 1, WR: 10 } });
  });

  it('takes the roster sent as the whole roster: a slot set to 0 or left out has none', async () => {
    const cast = await draftCast(t.app, { rosterPositions: { QB: 2, RB: 2, K: 1, DEF: 1 } });
    await put(cast, '/settings', { roster_positions: { QB: 2, RB: 2, K: 0 } }).expect(200);
    const snap = await getSnapshot(t.app, cast);
    expect(snap.draft.roster_positions).toEqual({ QB: 2, RB: 2, K: 0 });
    expect(snap.draft.num_rounds).toBe(4);
    expect(snap.teams[0]).toMatchObject({ remaining_budget: 200, max_bid: 197 });
  });

  it('accepts roster_positions as JSON text, and answers without an event when nothing changes', async () => {
    const cast = await draftCast(t.app, { rosterPositions: { QB: 1, RB: 1 } });
    await put(cast, '/settings', { roster_positions: JSON.stringify({ QB: 1, RB: 1, K: 1 }) }).expect(200);
    const same = await put(cast, '/settings', { roster_positions: { QB: 1, RB: 1, K: 1 } }).expect(200);
    // The first change logged the settings and the new values; the same settings again log nothing.
    expect(same.body.seq).toBe(2);
    expect((await getSnapshot(t.app, cast)).draft.roster_positions).toEqual({ QB: 1, RB: 1, K: 1 });
  });

  it.each([
    [{ auction_budget: 0 }, 'Auction budget must be a positive whole number'],
    [{ auction_budget: 10.5 }, 'Auction budget must be a positive whole number'],
    [{ auction_budget: '100' }, 'Auction budget must be a positive whole number'],
    [{ roster_positions: { QB: 11 } }, 'QB slots must be a whole number from 0 to 10'],
    [{ roster_positions: { RB: -1 } }, 'RB slots must be a whole number from 0 to 10'],
    [{ roster_positions: { BENCH: 11 } }, 'BENCH slots must be a whole number from 0 to 10'],
    [{ roster_positions: { LB: 1 } }, 'Unknown roster position LB (allowed: QB, RB, WR, TE, FLEX, SUPERFLEX, K, DEF, BENCH)'],
    [{ roster_positions: 'not json' }, 'Roster positions must be an object of slot counts'],
    [{}, 'Provide auction_budget or roster_positions'],
  ])('refuses %j with 400: %s', async (body, message) => {
    const cast = await draftCast(t.app);
    const res = await put(cast, '/settings', body);
    expect(res.status).toBe(400);
    expect(res.body.error).toContain(message);
  });

  it('refuses (409) a budget or roster that would make an existing team invalid', async () => {
    const cast = await draftCast(t.app, { budget: 100, rosterPositions: { QB: 2, RB: 2 } });
    await setDraftStatus(t.app, cast, 'start');
    await draftPlayerOk(t.app, cast, t.players.QB[0]!, teamId(cast, 0), 70);
    await draftPlayerOk(t.app, cast, t.players.QB[1]!, teamId(cast, 0), 5);
    await draftPlayerOk(t.app, cast, t.players.RB[0]!, teamId(cast, 0), 5);
    const budget = await put(cast, '/settings', { auction_budget: 79 });
    expect(budget.status).toBe(409);
    expect(budget.body.error).toBe('Budget must be at least $80: Team 1 has already spent that much');
    const slots = await put(cast, '/settings', { roster_positions: { QB: 1, RB: 1 } });
    expect(slots.status).toBe(409);
    expect(slots.body.error).toBe('Team 1 already holds 3 players; the roster needs at least 3 slots');
    const empty = await put(cast, '/settings', { roster_positions: { QB: 0, RB: 0 } });
    expect(empty.status).toBe(409);
    await put(cast, '/settings', { auction_budget: 80, roster_positions: { QB: 2, RB: 1 } }).expect(200);
    const snap = await getSnapshot(t.app, cast);
    expect(snap.teams[0]).toMatchObject({ remaining_budget: 0, players_count: 3 });
  });
});

describe('participants and teams', () => {
  it('lists participants in draft order', async () => {
    const cast = await draftCast(t.app, { numTeams: 3 });
    const res = await request(t.app).get(`/api/drafts/${cast.draft.draftId}/participants`).set(auth(cast.member.token)).expect(200);
    expect(res.body.map((p: { fantasy_team_id: number }) => p.fantasy_team_id)).toEqual(cast.draft.teamIds);
    expect(res.body[0]).toEqual({
      fantasy_participant_id: expect.any(Number),
      fantasy_team_id: teamId(cast, 0),
      team_name: 'Team 1',
      team_nickname: null,
      draft_position: 1,
    });
  });

  it('renames a participant; blank clears the nickname', async () => {
    const cast = await draftCast(t.app);
    const snap = await getSnapshot(t.app, cast);
    const pid = snap.teams[1]!.fantasy_participant_id;
    const res = await put(cast, `/participants/${pid}`, { team_nickname: '  The Gravediggers ' }).expect(200);
    expect(res.body).toMatchObject({ fantasy_participant_id: pid, team_nickname: 'The Gravediggers', seq: 1 });
    expect((await getSnapshot(t.app, cast)).teams[1]!.team_nickname).toBe('The Gravediggers');
    await put(cast, `/participants/${pid}`, { team_nickname: '' }).expect(200);
    expect((await getSnapshot(t.app, cast)).teams[1]!.team_nickname).toBeNull();
    await put(cast, '/participants/99999', { team_nickname: 'x' }).expect(404);
    expect((await put(cast, `/participants/${pid}`, { team_nickname: 'x'.repeat(101) })).status).toBe(400);
  });

  it('reorders participants with a permutation of 1..n, refusing anything else', async () => {
    const cast = await draftCast(t.app, { numTeams: 3 });
    const snap = await getSnapshot(t.app, cast);
    const [a, b, c] = snap.teams.map((tm) => tm.fantasy_participant_id) as [number, number, number];
    const order = (positions: [number, number][]) => ({
      participants: positions.map(([fantasy_participant_id, draft_position]) => ({ fantasy_participant_id, draft_position })),
    });
    const dup = await put(cast, '/participants/reorder', order([[a, 1], [b, 1], [c, 3]]));
    expect(dup.status).toBe(400);
    expect(dup.body.error).toBe('Draft positions must be 1 to 3, each used once');
    const gap = await put(cast, '/participants/reorder', order([[a, 1], [b, 2], [c, 4]]));
    expect(gap.body.error).toBe('Draft positions must be 1 to 3, each used once');
    const missing = await put(cast, '/participants/reorder', order([[a, 1], [b, 2]]));
    expect(missing.body.error).toBe('Every participant of the draft must be listed exactly once');
    const foreign = await put(cast, '/participants/reorder', order([[a, 1], [b, 2], [99999, 3]]));
    expect(foreign.status).toBe(400);
    const ok = await put(cast, '/participants/reorder', order([[c, 1], [a, 2], [b, 3]])).expect(200);
    expect(ok.body.participants.map((p: { fantasy_participant_id: number }) => p.fantasy_participant_id)).toEqual([c, a, b]);
    expect(ok.body.seq).toBe(1);
    const after = await getSnapshot(t.app, cast);
    expect(after.teams.map((tm) => tm.fantasy_participant_id)).toEqual([c, a, b]);
  });

  it('renames a team (unique in the league) and tells every draft the team sits in', async () => {
    const cast = await draftCast(t.app);
    const res = await put(cast, `/teams/${teamId(cast, 0)}`, { team_name: '  Sharks ' }).expect(200);
    expect(res.body).toMatchObject({ fantasy_team_id: teamId(cast, 0), team_name: 'Sharks', seq: 1 });
    const clash = await put(cast, `/teams/${teamId(cast, 1)}`, { team_name: 'Sharks' });
    expect(clash.status).toBe(409);
    expect((await put(cast, `/teams/${teamId(cast, 0)}`, { team_name: '   ' })).body.error).toBe('Team name is required');
    const other = await draftCast(t.app);
    await put(cast, `/teams/${teamId(other, 0)}`, { team_name: 'Elsewhere' }).expect(404, { error: 'Team is not in this draft', code: 'not_found' });

    // A second draft of the same league reuses the team: its log gets the rename too.
    const sameLeague = await request(t.app)
      .post('/api/drafts')
      .set(auth(cast.commissioner.token))
      .send({ fantasy_league_id: cast.draft.leagueId, num_teams: 2, participants: [
        { fantasy_team_id: teamId(cast, 0), draft_position: 1 },
        { fantasy_team_id: teamId(cast, 1), draft_position: 2 },
      ] })
      .expect(201);
    const secondId = sameLeague.body.fantasy_draft_id as number;
    await put(cast, `/teams/${teamId(cast, 0)}`, { team_name: 'Jets' }).expect(200);
    const log = await request(t.app).get(`/api/drafts/${secondId}/events`).set(auth(cast.commissioner.token)).expect(200);
    expect(log.body).toMatchObject({ seq: 1, events: [{ seq: 1, type: 'team.renamed', payload: { fantasy_team_id: teamId(cast, 0), team_name: 'Jets' } }] });
    const secondSnap = await request(t.app).get(`/api/drafts/${secondId}`).set(auth(cast.commissioner.token));
    expect(secondSnap.body.teams[0].team_name).toBe('Jets');
  });
});
