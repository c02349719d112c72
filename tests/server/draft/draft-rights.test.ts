import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '#tests/helpers/fixtures.js';
import { auth } from '#tests/helpers/fixtures.js';
import { draftCast, draftPlayerOk, getSnapshot, openEngineTestApp, setDraftStatus, teamId, type DraftCast, type EngineTestApp } from '#tests/helpers/engine.js';

let t: EngineTestApp;
beforeAll(async () => {
  t = await openEngineTestApp();
});
afterAll(async () => {
  await t.close();
});

type Method = 'put' | 'post' | 'delete';

interface Call {
  name: string;
  /** Bring the draft into a state where the commissioner's call succeeds. */
  setup: (cast: DraftCast) => Promise<Record<string, number>>;
  method: Method;
  path: (cast: DraftCast, ids: Record<string, number>) => string;
  body?: (cast: DraftCast, ids: Record<string, number>) => object;
  ok: number;
  forbidden: string;
}

const started = async (cast: DraftCast) => {
  await setDraftStatus(t.app, cast, 'start');
  return {};
};
const withPick = async (cast: DraftCast) => {
  await setDraftStatus(t.app, cast, 'start');
  const pick = await draftPlayerOk(t.app, cast, t.players.K[0]!, teamId(cast, 0), 3);
  return { pick: pick.fantasy_pick_id };
};
const nothing = () => Promise.resolve({});

const CALLS: Call[] = [
  { name: 'start', setup: nothing, method: 'put', path: () => 'start', ok: 200, forbidden: 'Only the commissioner can start the draft' },
  { name: 'pause', setup: started, method: 'put', path: () => 'pause', ok: 200, forbidden: 'Only the commissioner can pause the draft' },
  {
    name: 'resume',
    setup: async (c) => (await started(c), await setDraftStatus(t.app, c, 'pause'), {}),
    method: 'put',
    path: () => 'resume',
    ok: 200,
    forbidden: 'Only the commissioner can resume or reopen the draft',
  },
  { name: 'complete', setup: started, method: 'put', path: () => 'complete', ok: 200, forbidden: 'Only the commissioner can complete the draft' },
  {
    name: 'draft-player',
    setup: started,
    method: 'post',
    path: () => 'draft-player',
    body: (c) => ({ nfl_player_id: t.players.K[1]!, fantasy_team_id: teamId(c, 0), acquisition_price: 2 }),
    ok: 201,
    forbidden: 'Only the commissioner can submit picks',
  },
  { name: 'undo', setup: withPick, method: 'delete', path: () => 'undo', ok: 200, forbidden: 'Only the commissioner can undo picks' },
  { name: 'delete pick', setup: withPick, method: 'delete', path: (_c, ids) => `picks/${ids.pick}`, ok: 200, forbidden: 'Only the commissioner can delete picks' },
  {
    name: 'edit pick',
    setup: withPick,
    method: 'put',
    path: (_c, ids) => `picks/${ids.pick}`,
    body: () => ({ acquisition_price: 9 }),
    ok: 200,
    forbidden: 'Only the commissioner can edit picks',
  },
  {
    name: 'rename team',
    setup: nothing,
    method: 'put',
    path: (c) => `teams/${teamId(c, 1)}`,
    body: () => ({ team_name: `Renamed ${Math.random()}` }),
    ok: 200,
    forbidden: 'Only the commissioner can rename teams',
  },
  {
    name: 'rename participant',
    setup: async (c) => ({ pid: (await getSnapshot(t.app, c)).teams[0]!.fantasy_participant_id }),
    method: 'put',
    path: (_c, ids) => `participants/${ids.pid}`,
    body: () => ({ team_nickname: 'Nick' }),
    ok: 200,
    forbidden: 'Only the commissioner can rename participants',
  },
  {
    name: 'reorder participants',
    setup: async (c) => {
      const teams = (await getSnapshot(t.app, c)).teams;
      return Object.fromEntries(teams.map((tm, i) => [`p${i}`, tm.fantasy_participant_id]));
    },
    method: 'put',
    path: () => 'participants/reorder',
    body: (_c, ids) => ({
      participants: Object.values(ids).map((id, i, all) => ({ fantasy_participant_id: id, draft_position: all.length - i })),
    }),
    ok: 200,
    forbidden: 'Only the commissioner can reorder participants',
  },
  {
    name: 'settings',
    setup: nothing,
    method: 'put',
    path: () => 'settings',
    body: () => ({ auction_budget: 321 }),
    ok: 200,
    forbidden: 'Only the commissioner can change draft settings',
  },
  { name: 'regenerate public url', setup: nothing, method: 'post', path: () => 'public-url/regenerate', ok: 200, forbidden: 'Only the commissioner can manage the public link' },
  {
    name: 'disable public url',
    setup: async (c) => {
      await request(t.app).post(`/api/drafts/${c.draft.draftId}/public-url/regenerate`).set(auth(c.commissioner.token)).expect(200);
      return {};
    },
    method: 'delete',
    path: () => 'public-url',
    ok: 200,
    forbidden: 'Only the commissioner can manage the public link',
  },
];

function send(call: Call, cast: DraftCast, ids: Record<string, number>, user: TestUser | null) {
  const url = `/api/drafts/${cast.draft.draftId}/${call.path(cast, ids)}`;
  let req = request(t.app)[call.method](url);
  if (user) req = req.set(auth(user.token));
  return call.body ? req.send(call.body(cast, ids)) : req;
}

describe('rights matrix: anonymous 401, non-member 404, member 403, commissioner OK', () => {
  it.each(CALLS.map((c) => [c.name, c] as const))('%s', async (_name, call) => {
    const cast = await draftCast(t.app);
    const ids = await call.setup(cast);
    const seq = (await getSnapshot(t.app, cast)).draft.seq;

    expect((await send(call, cast, ids, null)).status).toBe(401);
    const outsider = await send(call, cast, ids, cast.outsider);
    expect(outsider.status).toBe(404);
    expect(outsider.body.error).toBe('Draft not found');
    const member = await send(call, cast, ids, cast.member);
    expect(member.status).toBe(403);
    expect(member.body.error).toBe(call.forbidden);
    expect((await getSnapshot(t.app, cast)).draft.seq).toBe(seq);

    const ok = await send(call, cast, ids, cast.commissioner);
    expect(ok.status).toBe(call.ok);
    // A settings change also logs values.updated (auction values follow the settings): the draft moved on.
    expect((await getSnapshot(t.app, cast)).draft.seq).toBeGreaterThan(seq);
  });

  it('reads: members and the commissioner may, outsiders get 404, anonymous 401; public-url is commissioner only', async () => {
    const cast = await draftCast(t.app);
    for (const path of ['', '/picks', '/results', '/rosters', '/participants', '/events']) {
      const url = `/api/drafts/${cast.draft.draftId}${path}`;
      await request(t.app).get(url).expect(401);
      await request(t.app).get(url).set(auth(cast.outsider.token)).expect(404);
      await request(t.app).get(url).set(auth(cast.member.token)).expect(200);
      await request(t.app).get(url).set(auth(cast.commissioner.token)).expect(200);
    }
    const url = `/api/drafts/${cast.draft.draftId}/public-url`;
    await request(t.app).get(url).set(auth(cast.member.token)).expect(403);
    await request(t.app).get(url).set(auth(cast.outsider.token)).expect(404);
    await request(t.app).get(url).set(auth(cast.commissioner.token)).expect(200);
  });
});
