import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DraftEventsResponse } from '#shared/draft/api.js';
import { applyEvents } from '#shared/draft/reducer.js';
import type { DraftSnapshot } from '#shared/draft/types.js';
import type { PlayerListItem } from '#shared/player-types.js';
import { adjustedValue, marketOf } from '#shared/values/inflation.js';
import { draftCast, draftPlayerOk, getSnapshot, setDraftStatus, teamId, type DraftCast } from '#tests/helpers/engine.js';
import { auth } from '#tests/helpers/fixtures.js';
import { openPlayerTestApp } from '#tests/helpers/player-db.js';
import type { TestApp } from '#tests/helpers/test-app.js';

let t: TestApp;
let cast: DraftCast;

beforeAll(async () => {
  t = await openPlayerTestApp();
  cast = await draftCast(t.app, { numTeams: 10 });
});
afterAll(() => t.close());

const available = async (query = '') => {
  const res = await request(t.app).get(`/api/drafts/${cast.draft.draftId}/available-players${query}`).set(auth(cast.member.token));
  expect(res.status).toBe(200);
  return res.body as PlayerListItem[];
};
const events = async (after: number) => {
  const res = await request(t.app).get(`/api/drafts/${cast.draft.draftId}/events?after=${after}`).set(auth(cast.member.token));
  return (res.body as DraftEventsResponse).events;
};

describe('auction values of a draft', () => {
  it('give every list row whole-dollar values that add up to the league budget over the draftable pool', async () => {
    const snapshot = await getSnapshot(t.app, cast);
    const table = Object.values(snapshot.values ?? {});
    const slots = snapshot.draft.num_rounds;
    expect(table).toHaveLength(10 * slots);
    expect(table.reduce((s, [value]) => s + value, 0)).toBe(10 * 200);
    // Before any sale the money left matches the value left exactly: no inflation.
    expect(snapshot.inflation).toBe(0);
    expect(snapshot.market).toEqual({ dollars_left: 10 * 200 - 10 * slots, value_left: 10 * 200 - 10 * slots });

    const players = await available('?limit=50');
    for (const p of players) {
      expect(Number.isInteger(p.auction_value) && p.auction_value >= 1).toBe(true);
      expect(p.auction_value).toBe(snapshot.values?.[p.nfl_player_id]?.[0] ?? 1);
      expect(p.adjusted_value).toBe(p.auction_value);
    }
    expect(Math.max(...players.map((p) => p.auction_value))).toBeGreaterThan(30);
  });

  it('move inflation after a sale, the same on the server and in the shared reducer', async () => {
    await setDraftStatus(t.app, cast, 'start');
    const before = await getSnapshot(t.app, cast);
    const [top] = await available('?limit=1');
    const bargain = Math.max(1, (top?.auction_value ?? 2) - 20);
    await draftPlayerOk(t.app, cast, top!.nfl_player_id, teamId(cast, 0), bargain);
    const after = await getSnapshot(t.app, cast);
    // A $20 bargain leaves $20 more chasing the rest: inflation = (D + 20) ÷ D − 1 with D the value left after him.
    const valueLeft = (before.market?.value_left ?? 0) - ((top?.auction_value ?? 0) - 1);
    expect(after.market).toEqual({ dollars_left: valueLeft + 20, value_left: valueLeft });
    expect(after.inflation).toBeCloseTo(20 / valueLeft, 12);
    expect(marketOf(after)?.inflation).toBe(after.inflation);
    const folded = applyEvents(before, await events(before.draft.seq));
    expect(folded).toEqual(after);

    const [next] = await available('?limit=1');
    expect(next?.adjusted_value).toBe(adjustedValue(next!.auction_value, after.inflation));
    expect(next!.adjusted_value).toBeGreaterThan(next!.auction_value);
  });

  it('follow the league scoring and the draft budget, announced to the room as values.updated', async () => {
    const before = await getSnapshot(t.app, cast);
    const scoring = await request(t.app).put(`/api/leagues/${cast.draft.leagueId}/scoring`).set(auth(cast.commissioner.token)).send({ preset: 'STANDARD' });
    expect(scoring.status).toBe(200);
    const budget = await request(t.app).put(`/api/drafts/${cast.draft.draftId}/settings`).set(auth(cast.commissioner.token)).send({ auction_budget: 300 });
    expect(budget.status).toBe(200);
    const after = await getSnapshot(t.app, cast);
    expect(after.values).not.toEqual(before.values);
    expect(Object.values(after.values ?? {}).reduce((s, [value]) => s + value, 0)).toBe(10 * 300);
    const log = await events(before.draft.seq);
    expect(log.map((e) => e.type)).toEqual(['values.updated', 'draft.settings_updated', 'values.updated']);
    expect(applyEvents(before, log)).toEqual(after);
  });
});

describe('public board', () => {
  it('carries the values and inflation', async () => {
    const link = await request(t.app).post(`/api/drafts/${cast.draft.draftId}/public-url/regenerate`).set(auth(cast.commissioner.token));
    const token = String((link.body as { public_url: string }).public_url).split('/').pop();
    const res = await request(t.app).get(`/api/public/drafts/${token}`);
    const snapshot = res.body as DraftSnapshot;
    expect(snapshot.values).toEqual((await getSnapshot(t.app, cast)).values);
    expect(typeof snapshot.inflation).toBe('number');
  });
});
