import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rosterFits } from '#shared/bots/roster-fit.js';
import { PRACTICE_DAILY_LIMIT } from '#shared/bots/requests.js';
import type { PracticeResponse } from '#shared/bots/types.js';
import { spearman } from '#shared/bots/spearman.js';
import type { DraftSnapshot } from '#shared/draft/types.js';
import type { ApiLeague } from '#shared/league-types.js';
import { sweepPractice } from '#server/bots/practice-sweep.js';
import { loadValuedSnapshot } from '#server/values/valued-snapshot.js';
import { auth, createLeague, registerUser, type TestUser } from '#tests/helpers/fixtures.js';
import { listenLive } from '#tests/helpers/live-server.js';
import { openPlayerTestApp } from '#tests/helpers/player-db.js';
import type { TestApp } from '#tests/helpers/test-app.js';

/**
 * Practice auctions against bots (docs/ARCHITECTURE.md, Bots): seeded drafts of 6 teams with small
 * rosters and 1 s clocks run to the end on the real clock and the real bots, through a restart.
 */
const ROSTER = { QB: 1, RB: 1, WR: 1, FLEX: 1, K: 1, BENCH: 1 };
const SLOTS = 6;
const BUDGET = 200;

let opened: TestApp;
let live: Awaited<ReturnType<typeof listenLive>>;
let user: TestUser;

beforeAll(async () => {
  opened = await openPlayerTestApp();
  live = await listenLive(opened.app, opened.ctx);
  user = await registerUser(opened.app);
  // The players' template database is imported once per file: slow on a busy machine.
}, 240_000);
afterAll(async () => {
  // Unset when the set-up itself failed.
  await (live as typeof live | undefined)?.stop();
  await (opened as TestApp | undefined)?.close();
});

async function startPractice(who: TestUser, body: Record<string, unknown>): Promise<PracticeResponse> {
  const res = await request(opened.app).post('/api/practice').set(auth(who.token)).send(body);
  if (res.status !== 201) throw new Error(`practice failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as PracticeResponse;
}

const statusOf = async (draftId: number) => (await opened.ctx.db.selectFrom('drafts').select('draft_status').where('id', '=', draftId).executeTakeFirstOrThrow()).draft_status;
const soldCount = async (draftId: number) => (await opened.ctx.db.selectFrom('draft_picks').select('id').where('draft_id', '=', draftId).execute()).length;

async function waitFor(check: () => Promise<boolean>, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('practice auction', () => {
  it('runs two seeded drafts to the end at once, through a restart: budgets, legal rosters, bots spend, prices follow values', async () => {
    const body = { num_teams: 6, auction_budget: BUDGET, roster_positions: ROSTER, nomination_seconds: 1, bid_seconds: 1 };
    const [first, second] = await Promise.all([startPractice(user, { ...body, seed: 7 }), startPractice(user, { ...body, seed: 11 })]);
    // The room is live at once: a nomination clock runs.
    const turn = await opened.ctx.db.selectFrom('auction_turns').selectAll().where('draft_id', '=', first.fantasy_draft_id).executeTakeFirst();
    expect(turn?.closes_at).not.toBeNull();

    // A restart in the middle: the process's clock and bots stop (their leases released) and a new one takes over.
    await waitFor(async () => (await soldCount(first.fantasy_draft_id)) >= 8, 60_000);
    await live.stop();
    const soldWhileDown = await soldCount(first.fantasy_draft_id);
    live = await listenLive(opened.app, opened.ctx);
    await waitFor(async () => (await statusOf(first.fantasy_draft_id)) === 'COMPLETED' && (await statusOf(second.fantasy_draft_id)) === 'COMPLETED', 150_000);
    expect(await soldCount(first.fantasy_draft_id)).toBeGreaterThan(soldWhileDown);

    for (const practice of [first, second]) {
      const snapshot: DraftSnapshot = await loadValuedSnapshot(opened.ctx.db, opened.ctx.db, practice.fantasy_draft_id);
      for (const team of snapshot.teams) {
        expect(team.players_count).toBe(SLOTS);
        expect(team.remaining_budget).toBeGreaterThanOrEqual(0);
        expect(rosterFits(team.position_counts, snapshot.draft.roster_positions)).toBe(true);
        if (team.fantasy_team_id === practice.fantasy_team_id) continue;
        expect(team.autopilot).toBe(true);
        expect(BUDGET - team.remaining_budget).toBeGreaterThanOrEqual(0.7 * BUDGET);
      }
      const values = snapshot.values ?? {};
      const sales = snapshot.picks.map((p) => [p.acquisition_price, values[p.nfl_player_id]?.[0] ?? 1] as const);
      expect(spearman(sales.map((s) => s[0]), sales.map((s) => s[1]))).toBeGreaterThanOrEqual(0.5);
      // The user did nothing: on each of their turns the clock nominated for their team.
      const nominatedForUser = await opened.ctx.db.selectFrom('auction_lots').select('id').where('draft_id', '=', practice.fantasy_draft_id).where('nominated_by_team_id', '=', practice.fantasy_team_id).execute();
      expect(nominatedForUser.length).toBeGreaterThan(0);
    }
  }, 240_000);

  it('is private, listed as practice, limited per day, and swept after a week untouched', async () => {
    const practice = await startPractice(user, { num_teams: 2, nomination_seconds: 600, bid_seconds: 600, seed: 3 });
    const stranger = await registerUser(opened.app);
    const forbidden = await request(opened.app).get(`/api/leagues/${practice.fantasy_league_id}`).set(auth(stranger.token));
    expect([403, 404]).toContain(forbidden.status);
    const draftRead = await request(opened.app).get(`/api/drafts/${practice.fantasy_draft_id}`).set(auth(stranger.token));
    expect([403, 404]).toContain(draftRead.status);
    const listed = (await request(opened.app).get('/api/leagues').set(auth(user.token)).expect(200)).body as ApiLeague[];
    expect(listed.find((l) => l.fantasy_league_id === practice.fantasy_league_id)?.is_practice).toBe(true);

    const strict = await request(opened.app).post('/api/practice').set(auth(user.token)).send({ num_teams: 17 });
    expect(strict.status).toBe(400);
    expect((await request(opened.app).post('/api/practice').set(auth(user.token)).send({ teams: 4 })).status).toBe(400);

    // The daily limit: a user who already started the rest of today's practice auctions is told so.
    const limited = await registerUser(opened.app);
    const me = await opened.ctx.db.selectFrom('users').select('id').where('email', '=', limited.email).executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    await opened.ctx.db.insertInto('practice_starts').values(Array.from({ length: PRACTICE_DAILY_LIMIT - 1 }, () => ({ user_id: me.id, created_at: now }))).execute();
    await startPractice(limited, { num_teams: 2, nomination_seconds: 600, bid_seconds: 600 });
    const refused = await request(opened.app).post('/api/practice').set(auth(limited.token)).send({ num_teams: 2 });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ error: expect.stringContaining('practice auctions a day') });

    // The sweep, with time moved: a practice league untouched for a week goes; a real league and a fresher practice stay.
    const real = await createLeague(opened.app, user);
    const day = 24 * 60 * 60 * 1000;
    expect(await sweepPractice(opened.ctx, Date.now() + 6 * day)).not.toContain(practice.fantasy_league_id);
    const swept = await sweepPractice(opened.ctx, Date.now() + 8 * day);
    expect(swept).toContain(practice.fantasy_league_id);
    expect(swept).not.toContain(real);
    await request(opened.app).get(`/api/leagues/${practice.fantasy_league_id}`).set(auth(user.token)).expect(404);
    await request(opened.app).get(`/api/leagues/${real}`).set(auth(user.token)).expect(200);
  });
});
