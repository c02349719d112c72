import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DraftEvent } from '#shared/draft/events.js';
import { auth, createLeague } from '#tests/helpers/fixtures.js';
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

/** The draft setting "Enforce max bid" (on for new drafts) refuses a bid above max bid. */

let t: EngineTestApp;
beforeAll(async () => {
  t = await openEngineTestApp();
});
afterAll(async () => {
  await t.close();
});

const qb = (i: number) => t.players.QB[i]!;
const rb = (i: number) => t.players.RB[i]!;
const commissioner = (cast: DraftCast) => auth(cast.commissioner.token);
const draftUrl = (cast: DraftCast, rest = '') => `/api/drafts/${cast.draft.draftId}${rest}`;
const settings = (cast: DraftCast, body: Record<string, unknown>) => request(t.app).put(draftUrl(cast, '/settings')).set(commissioner(cast)).send(body);

async function events(cast: DraftCast): Promise<DraftEvent[]> {
  const res = await request(t.app).get(draftUrl(cast, '/events')).set(commissioner(cast)).expect(200);
  return (res.body as { events: DraftEvent[] }).events;
}

/** Budget $50, five slots: max bid at the start is 50 − 4 = 46. */
async function smallDraft(): Promise<DraftCast> {
  const cast = await draftCast(t.app, { budget: 50, rosterPositions: { QB: 1, RB: 1, WR: 1, BENCH: 2 } });
  await setDraftStatus(t.app, cast, 'start');
  return cast;
}

describe('enforce_max_bid', () => {
  it('is on for a new draft, and a bid above max bid is refused with the spec warning text, writing nothing', async () => {
    const cast = await smallDraft();
    const before = await getSnapshot(t.app, cast);
    expect(before.draft.enforce_max_bid).toBe(true);

    const over = await draftPlayerCall(t.app, cast, { nfl_player_id: qb(0), fantasy_team_id: teamId(cast, 0), acquisition_price: 47 });
    expect(over.status).toBe(409);
    expect(over.body).toEqual({ error: "Warning: Bid of $47 exceeds team's maximum bid of $46", code: 'conflict' });
    const after = await getSnapshot(t.app, cast);
    expect(after.picks).toEqual([]);
    expect(after.draft.seq).toBe(before.draft.seq);

    // Exactly the max bid is a legal bid.
    await draftPlayerOk(t.app, cast, qb(0), teamId(cast, 0), 46);
    expect((await getSnapshot(t.app, cast)).teams[0]).toMatchObject({ remaining_budget: 4, max_bid: 1 });
  });

  it('turned off in settings, the spec behaviour returns: above max bid is accepted, above the budget still refused', async () => {
    const cast = await smallDraft();
    const off = await settings(cast, { enforce_max_bid: false }).expect(200);
    expect(off.body).toMatchObject({ enforce_max_bid: false, auction_budget: 50 });
    const log = await events(cast);
    expect(log.at(-1)).toMatchObject({ type: 'draft.room_settings_updated', payload: { enforce_max_bid: false } });
    expect((await getSnapshot(t.app, cast)).draft.enforce_max_bid).toBe(false);

    await draftPlayerOk(t.app, cast, qb(0), teamId(cast, 0), 48);
    const broke = await draftPlayerCall(t.app, cast, { nfl_player_id: rb(0), fantasy_team_id: teamId(cast, 0), acquisition_price: 3 });
    expect(broke.status).toBe(409);
    expect(broke.body.error).toBe('Bid exceeds remaining budget of $2');

    // On again: the next pick follows it (Team 1 now has $2 left and three open spots: max bid 0).
    await settings(cast, { enforce_max_bid: true }).expect(200);
    const refused = await draftPlayerCall(t.app, cast, { nfl_player_id: rb(0), fantasy_team_id: teamId(cast, 0), acquisition_price: 1 });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe("Warning: Bid of $1 exceeds team's maximum bid of $0");
  });

  it('sending the setting it already has logs nothing; a bad value is a 400', async () => {
    const cast = await smallDraft();
    const seq = (await getSnapshot(t.app, cast)).draft.seq;
    const same = await settings(cast, { enforce_max_bid: true }).expect(200);
    expect(same.body.seq).toBe(seq);
    for (const bad of ['yes', 1, null]) {
      const res = await settings(cast, { enforce_max_bid: bad });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('enforce_max_bid must be true or false');
    }
  });

  it('only the commissioner changes it', async () => {
    const cast = await smallDraft();
    const res = await request(t.app).put(draftUrl(cast, '/settings')).set(auth(cast.member.token)).send({ enforce_max_bid: false });
    expect(res.status).toBe(403);
    expect((await getSnapshot(t.app, cast)).draft.enforce_max_bid).toBe(true);
  });

  it('can be chosen off when the draft is created', async () => {
    const cast = await smallDraft();
    const leagueId = await createLeague(t.app, cast.commissioner);
    const created = await request(t.app)
      .post('/api/drafts')
      .set(commissioner(cast))
      .send({ fantasy_league_id: leagueId, num_teams: 2, enforce_max_bid: false })
      .expect(201);
    const draftId = (created.body as { fantasy_draft_id: number }).fantasy_draft_id;
    const snap = await request(t.app).get(`/api/drafts/${draftId}`).set(commissioner(cast)).expect(200);
    expect(snap.body.draft.enforce_max_bid).toBe(false);
    const bad = await request(t.app).post('/api/drafts').set(commissioner(cast)).send({ fantasy_league_id: leagueId, num_teams: 2, enforce_max_bid: 'on' });
    expect(bad.status).toBe(400);
  });

  it('Edit pick holds a raised price or a new holder to the max bid they had for that pick; lowering is always allowed', async () => {
    const cast = await smallDraft();
    const first = await draftPlayerOk(t.app, cast, qb(0), teamId(cast, 0), 10);
    await draftPlayerOk(t.app, cast, rb(0), teamId(cast, 1), 40);
    const edit = (body: Record<string, unknown>) => request(t.app).put(draftUrl(cast, `/picks/${first.fantasy_pick_id}`)).set(commissioner(cast)).send(body);

    // Team 1 without this pick: $50 and five open spots, max bid 46.
    const raised = await edit({ acquisition_price: 47 });
    expect(raised.status).toBe(409);
    expect(raised.body.error).toBe("Warning: Bid of $47 exceeds team's maximum bid of $46");
    await edit({ acquisition_price: 46 }).expect(200);

    // Team 2 holds one player for $40: $10 left, four open spots, max bid 7.
    const moved = await edit({ fantasy_team_id: teamId(cast, 1), acquisition_price: 8 });
    expect(moved.status).toBe(409);
    expect(moved.body.error).toBe("Warning: Bid of $8 exceeds team's maximum bid of $7");

    // A price above the limit (entered while enforcement was off) can still be lowered step by step.
    await settings(cast, { enforce_max_bid: false }).expect(200);
    await edit({ acquisition_price: 48 }).expect(200);
    await settings(cast, { enforce_max_bid: true }).expect(200);
    await edit({ acquisition_price: 47 }).expect(200);
    expect((await getSnapshot(t.app, cast)).picks.find((p) => p.fantasy_pick_id === first.fantasy_pick_id)?.acquisition_price).toBe(47);
  });
});
