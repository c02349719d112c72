import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DraftSnapshot } from '#shared/draft/types.js';
import { auth } from '#tests/helpers/fixtures.js';
import { draftCast, getSnapshot, openEngineTestApp, type DraftCast, type EngineTestApp } from '#tests/helpers/engine.js';

let t: EngineTestApp;
beforeAll(async () => {
  t = await openEngineTestApp();
});
afterAll(async () => {
  await t.close();
});

const put = (cast: DraftCast, action: string) => request(t.app).put(`/api/drafts/${cast.draft.draftId}/${action}`).set(auth(cast.commissioner.token));

describe('GET /api/drafts/:id', () => {
  it('answers the snapshot: draft, teams in draft order with derived budgets, picks', async () => {
    const cast = await draftCast(t.app, { numTeams: 3, budget: 150, rosterPositions: { QB: 1, RB: 2, WR: 2, BENCH: 3 } });
    const snap = await getSnapshot(t.app, cast, cast.member);
    expect(snap.draft).toMatchObject({
      fantasy_draft_id: cast.draft.draftId,
      fantasy_league_id: cast.draft.leagueId,
      draft_status: 'NOT_STARTED',
      num_teams: 3,
      num_rounds: 8,
      auction_budget: 150,
      roster_positions: { QB: 1, RB: 2, WR: 2, BENCH: 3 },
      draft_date: null,
      seq: 0,
      public_enabled: false,
      commissioner_id: cast.commissioner.id,
    });
    expect(typeof snap.draft.league_name).toBe('string');
    expect(snap.teams.map((tm) => tm.fantasy_team_id)).toEqual(cast.draft.teamIds);
    expect(snap.teams[0]).toMatchObject({ team_name: 'Team 1', remaining_budget: 150, max_bid: 143, players_count: 0, cash_adjustment: 0 });
    expect(snap.picks).toEqual([]);
  });

  it('carries an ETag from the seq and answers 304 while nothing changed', async () => {
    const cast = await draftCast(t.app);
    const first = await request(t.app).get(`/api/drafts/${cast.draft.draftId}`).set(auth(cast.member.token));
    expect(first.headers.etag).toBe(`W/"draft-${cast.draft.draftId}-0"`);
    expect(first.headers['x-draft-seq']).toBe('0');
    const again = await request(t.app).get(`/api/drafts/${cast.draft.draftId}`).set(auth(cast.member.token)).set('If-None-Match', first.headers.etag!);
    expect(again.status).toBe(304);
    await put(cast, 'start').expect(200);
    const changed = await request(t.app).get(`/api/drafts/${cast.draft.draftId}`).set(auth(cast.member.token)).set('If-None-Match', first.headers.etag!);
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).toBe(`W/"draft-${cast.draft.draftId}-1"`);
  });

  it('is 404 for a missing draft or a non-member, 401 anonymous, 400 for a bad id', async () => {
    const cast = await draftCast(t.app);
    await request(t.app).get(`/api/drafts/${cast.draft.draftId}`).set(auth(cast.outsider.token)).expect(404, { error: 'Draft not found', code: 'not_found' });
    await request(t.app).get('/api/drafts/999999').set(auth(cast.member.token)).expect(404);
    await request(t.app).get(`/api/drafts/${cast.draft.draftId}`).expect(401);
    const bad = await request(t.app).get('/api/drafts/abc').set(auth(cast.member.token));
    expect(bad.status).toBe(400);
  });
});

describe('status machine', () => {
  it('walks NOT_STARTED → IN_PROGRESS ⇄ PAUSED → COMPLETED → reopened, stamping the draft date at start', async () => {
    const cast = await draftCast(t.app);
    const before = Date.now();
    const started = await put(cast, 'start').expect(200);
    expect(started.body).toMatchObject({ fantasy_draft_id: cast.draft.draftId, draft_status: 'IN_PROGRESS', seq: 1 });
    const date = Date.parse(started.body.draft_date as string);
    expect(date).toBeGreaterThanOrEqual(before - 1000);

    expect((await put(cast, 'pause').expect(200)).body).toMatchObject({ draft_status: 'PAUSED', seq: 2 });
    expect((await put(cast, 'resume').expect(200)).body).toMatchObject({ draft_status: 'IN_PROGRESS', seq: 3 });
    expect((await put(cast, 'pause').expect(200)).body.draft_status).toBe('PAUSED');
    expect((await put(cast, 'complete').expect(200)).body.draft_status).toBe('COMPLETED');
    const reopened = await put(cast, 'resume').expect(200);
    expect(reopened.body).toMatchObject({ draft_status: 'IN_PROGRESS', draft_date: started.body.draft_date, seq: 6 });
    expect((await put(cast, 'complete').expect(200)).body.draft_status).toBe('COMPLETED');

    const events = await request(t.app).get(`/api/drafts/${cast.draft.draftId}/events`).set(auth(cast.member.token)).expect(200);
    expect(events.body.seq).toBe(7);
    expect(events.body.events.map((e: { type: string }) => e.type)).toEqual([
      'draft.started',
      'draft.paused',
      'draft.resumed',
      'draft.paused',
      'draft.completed',
      'draft.reopened',
      'draft.completed',
    ]);
    const snap: DraftSnapshot = await getSnapshot(t.app, cast);
    expect(snap.draft).toMatchObject({ draft_status: 'COMPLETED', draft_date: started.body.draft_date, seq: 7 });
  });

  it.each([
    ['NOT_STARTED', 'pause', 'Draft has not started yet'],
    ['NOT_STARTED', 'resume', 'Draft has not started yet'],
    ['NOT_STARTED', 'complete', 'Draft has not started yet'],
    ['IN_PROGRESS', 'start', 'Draft has already started'],
    ['IN_PROGRESS', 'resume', 'Draft is already in progress'],
    ['PAUSED', 'start', 'Draft has already started'],
    ['PAUSED', 'pause', 'Draft is already paused'],
    ['COMPLETED', 'start', 'Draft is already completed'],
    ['COMPLETED', 'pause', 'Draft is already completed'],
    ['COMPLETED', 'complete', 'Draft is already completed'],
  ])('from %s, %s is a 409: %s', async (from, action, message) => {
    const cast = await draftCast(t.app);
    const path: Record<string, string[]> = { NOT_STARTED: [], IN_PROGRESS: ['start'], PAUSED: ['start', 'pause'], COMPLETED: ['start', 'complete'] };
    for (const step of path[from] ?? []) await put(cast, step).expect(200);
    const res = await put(cast, action);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: message, code: 'conflict' });
    // A refused command leaves no event behind.
    expect((await getSnapshot(t.app, cast)).draft.seq).toBe(path[from]?.length);
  });
});
