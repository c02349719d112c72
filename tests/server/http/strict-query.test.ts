import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth } from '#tests/helpers/fixtures.js';
import { draftCast, draftPlayerOk, getSnapshot, openEngineTestApp, setDraftStatus, teamId, type DraftCast, type EngineTestApp } from '#tests/helpers/engine.js';

/** Query strings are held to the same rule as bodies (docs/DECISIONS.md, "Strict query strings"). */
let t: EngineTestApp;
let cast: DraftCast;
let token: string;
beforeAll(async () => {
  t = await openEngineTestApp();
  cast = await draftCast(t.app, { numTeams: 2 });
  await setDraftStatus(t.app, cast, 'start');
  await draftPlayerOk(t.app, cast, t.players.QB[0]!, teamId(cast, 0), 10);
  const link = await request(t.app).post(`/api/drafts/${cast.draft.draftId}/public-url/regenerate`).set(auth(cast.commissioner.token)).expect(200);
  token = (link.body.public_url as string).split('/public/draft/')[1]!;
});
afterAll(() => t.close());

const get = (path: string) => request(t.app).get(path).set(auth(cast.commissioner.token));
const expectRefused = (res: request.Response, message: RegExp) => {
  expect(res.status, `${res.status} ${JSON.stringify(res.body)}`).toBe(400);
  expect(res.body).toEqual({ error: expect.stringMatching(message), code: 'validation_failed' });
};

describe('query strings', () => {
  it('refuse bracketed keys, on routes that read a query and on those that do not', async () => {
    const draft = `/api/drafts/${cast.draft.draftId}`;
    expectRefused(await get(`${draft}/available-players?limit[]=1`), /^Unknown query parameter: limit\[\]/);
    expectRefused(await get(`${draft}/available-players?search[a]=x`), /^Unknown query parameter: search\[a\]/);
    // Escaped brackets are the same key once decoded.
    expectRefused(await get(`${draft}/available-players?limit%5B%5D=1`), /^Unknown query parameter: limit\[\]/);
    expectRefused(await get(`${draft}?x[]=1`), /^Unknown query parameter: x\[\]/);
    expectRefused(await get(`${draft}/events?after[gt]=0`), /^Unknown query parameter: after\[gt\]/);
  });

  it('refuse a key given twice and keys the route does not read', async () => {
    const draft = `/api/drafts/${cast.draft.draftId}`;
    expectRefused(await get(`${draft}/available-players?limit=1&limit=2`), /^Query parameter limit is given more than once$/);
    expectRefused(await get(`${draft}/available-players?limit=5&sort=name`), /^Unknown query parameter: sort$/);
    expectRefused(await get(`${draft}/events?after=0&before=9`), /^Unknown query parameter: before$/);
    expectRefused(await get(`${draft}/rosters?team=1`), /^Unknown query parameter: team$/);
    expectRefused(await get(`/api/players/${t.players.QB[0]}/season-stats?season=2024&week=1`), /^Unknown query parameter: week$/);
    // What the routes do read still works.
    const players = await get(`${draft}/available-players?limit=5&position=QB`).expect(200);
    expect(Array.isArray(players.body)).toBe(true);
    await get(`${draft}/events?after=0&limit=10`).expect(200);
  });

  it('refuse a bracketed key on a command before it runs: nothing is written', async () => {
    const draft = `/api/drafts/${cast.draft.draftId}`;
    const sale = { nfl_player_id: t.players.RB[0], fantasy_team_id: teamId(cast, 1), acquisition_price: 5 };
    expectRefused(await request(t.app).post(`${draft}/draft-player?force[]=1`).set(auth(cast.commissioner.token)).send(sale), /^Unknown query parameter: force\[\]/);
    expectRefused(await request(t.app).delete(`${draft}/undo?pick_id[]=1`).set(auth(cast.commissioner.token)), /^Unknown query parameter: pick_id\[\]/);
    const snapshot = await getSnapshot(t.app, cast);
    expect(snapshot.picks.map((p) => p.nfl_player_id)).toEqual([t.players.QB[0]]);
  });

  it('refuse brackets on the public board too, whichever path answers it', async () => {
    await request(t.app).get(`/api/public/drafts/${token}?v=2`).expect(200);
    expectRefused(await request(t.app).get(`/api/public/drafts/${token}?view[]=tv`), /^Unknown query parameter: view\[\]/);
    expectRefused(await request(t.app).get(`/api/public/drafts/${token}?v=1&v=2`), /more than once/);
    expectRefused(await request(t.app).get(`/api/public/drafts/${token}/link?view[a]=tv`), /^Unknown query parameter: view\[a\]/);
  });
});
