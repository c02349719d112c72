import { connect } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalJson } from '#server/engine/idempotency.js';
import { TOO_MANY_UNKNOWN_BOARDS } from '#server/http/rate-limit.js';
import { draftCast, setDraftStatus, teamId } from '#tests/helpers/engine.js';
import { auth, registerUser } from '#tests/helpers/fixtures.js';
import { startLiveServer, type LiveServer } from '#tests/helpers/live-server.js';
import { stateFingerprint } from '#tests/helpers/hostile-inputs.js';
import { openTestApp } from '#tests/helpers/test-app.js';

/** Hardening's smaller points, one regression test each. */
let live: LiveServer;
beforeAll(async () => {
  live = await startLiveServer();
});
afterAll(async () => {
  await live?.close();
});

/** Write bytes on a fresh TCP connection; answers everything the server sends before it closes. */
function rawExchange(url: string, bytes: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(bytes));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('close', () => resolve(text));
    socket.on('error', reject);
  });
}

const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as unknown;

describe("Node's own refusals", () => {
  it('answers a huge header with 431 and the {error} JSON', async () => {
    const answer = await rawExchange(live.url, `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer).toMatch(/Content-Type: application\/json/);
    expect(bodyOf(answer)).toEqual({ error: 'Request headers too large', code: 'payload_too_large' });
  });

  it('answers a garbled request with 400 and the {error} JSON', async () => {
    const answer = await rawExchange(live.url, 'NOT HTTP AT ALL\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(bodyOf(answer)).toEqual({ error: 'Malformed HTTP request', code: 'bad_request' });
  });
});

describe('lone UTF-16 surrogates', () => {
  it('are refused with 400 like NUL, and nothing is stored', async () => {
    const user = await registerUser(live.app);
    const before = await stateFingerprint(live.ctx.db);
    for (const name of ['x\uD800y', 'x\uDC00', '\uDBFF']) {
      const res = await request(live.app).post('/api/leagues').set(auth(user.token)).set('Content-Type', 'application/json').send(JSON.stringify({ league_name: name }));
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('league_name must not contain invalid characters (a lone UTF-16 surrogate)');
    }
    expect(await stateFingerprint(live.ctx.db)).toBe(before);
    // A whole surrogate pair is an ordinary character.
    expect((await request(live.app).post('/api/leagues').set(auth(user.token)).send({ league_name: 'Gridiron 🏈' })).status).toBe(201);
  });
});

describe('Idempotency-Key body hash', () => {
  it('is the same whatever the order of the keys', async () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: null }] })).toBe(canonicalJson({ a: [{ c: null, d: 2 }], b: 1 }));
    const cast = await draftCast(live.app);
    await setDraftStatus(live.app, cast, 'start');
    const url = `/api/drafts/${cast.draft.draftId}/draft-player`;
    const send = (body: string) => request(live.app).post(url).set(auth(cast.commissioner.token)).set('Idempotency-Key', 'pick-1').set('Content-Type', 'application/json').send(body);
    const [player, team] = [live.players.QB[0]!, teamId(cast, 0)];
    const first = await send(`{"nfl_player_id":"${player}","fantasy_team_id":${team},"acquisition_price":3}`);
    const reordered = await send(`{"acquisition_price":3,"fantasy_team_id":${team},"nfl_player_id":"${player}"}`);
    expect(first.status).toBe(201);
    expect(reordered.status).toBe(201);
    expect(reordered.headers['idempotent-replayed']).toBe('true');
    expect(reordered.body).toEqual(first.body);
    expect((await send(`{"acquisition_price":4,"fantasy_team_id":${team},"nfl_player_id":"${player}"}`)).status).toBe(422);
  });
});

describe('/api/health', () => {
  it('names the database only to a local or signed-in caller', async () => {
    const user = await registerUser(live.app);
    const remote = { 'X-Forwarded-For': '203.0.113.9' };
    expect((await request(live.app).get('/api/health').set(remote)).body).toEqual({ ok: true });
    expect((await request(live.app).get('/api/health').set(remote).set(auth('forged.token.here'))).body).toEqual({ ok: true });
    expect((await request(live.app).get('/api/health').set(remote).set(auth(user.token))).body).toEqual({ ok: true, dialect: live.ctx.dialect });
    expect((await request(live.app).get('/api/health')).body).toEqual({ ok: true, dialect: live.ctx.dialect });
  });
});

describe('public board token guessing', () => {
  it("limits an address's 404s on /api/public; answers that find a board do not count", async () => {
    const t = await openTestApp({ publicNotFoundRateLimit: { max: 3, windowMs: 60_000 } });
    try {
      const cast = await draftCast(t.app);
      const link = await request(t.app).post(`/api/drafts/${cast.draft.draftId}/public-url/regenerate`).set(auth(cast.commissioner.token));
      const token = (link.body as { public_url: string }).public_url.split('/').at(-1)!;
      for (let i = 0; i < 5; i++) expect((await request(t.app).get(`/api/public/drafts/${token}`)).status).toBe(200);
      for (let i = 0; i < 3; i++) expect((await request(t.app).get(`/api/public/drafts/guess${i}`)).status).toBe(404);
      const limited = await request(t.app).get('/api/public/drafts/guess-again');
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ error: TOO_MANY_UNKNOWN_BOARDS, code: 'rate_limited' });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // One count for every public read: the board's own route and the router's reads alike.
      for (const path of ['', '/picks', '/events']) expect((await request(t.app).get(`/api/public/drafts/${token}${path}`)).status, path).toBe(429);
      // Another address still reaches the board.
      expect((await request(t.app).get(`/api/public/drafts/${token}`).set('X-Forwarded-For', '203.0.113.10')).status).toBe(200);
    } finally {
      await t.close();
    }
  });
});
