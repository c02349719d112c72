import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import request from 'supertest';
import { createApp } from '#server/app.js';
import { openContext } from '#server/create-context.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth } from '#tests/helpers/fixtures.js';
import { rawGetBytes } from '#tests/helpers/raw-http.js';
import { draftCast, draftPlayerOk, openEngineTestApp, setDraftStatus, teamId, type DraftCast, type EngineTestApp } from '#tests/helpers/engine.js';

let t: EngineTestApp;
beforeAll(async () => {
  t = await openEngineTestApp();
});
afterAll(async () => {
  await t.close();
});

const tokenOf = (url: string) => url.split('/public/draft/')[1]!;

async function enablePublic(cast: DraftCast): Promise<string> {
  const res = await request(t.app).post(`/api/drafts/${cast.draft.draftId}/public-url/regenerate`).set(auth(cast.commissioner.token)).expect(200);
  return tokenOf(res.body.public_url as string);
}

/** Every key anywhere in a JSON value. */
function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) keysOf(v, into);
  else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      into.add(k);
      keysOf(v, into);
    }
  }
  return into;
}

describe('public link management', () => {
  it('is absent at first, then an absolute URL with a long random token, never on an unchecked Host', async () => {
    const cast = await draftCast(t.app);
    const url = `/api/drafts/${cast.draft.draftId}/public-url`;
    await request(t.app).get(url).set(auth(cast.commissioner.token)).expect(200, { public_url: null });
    const res = await request(t.app).post(`${url}/regenerate`).set(auth(cast.commissioner.token)).set('Host', 'party.example:8080').expect(200);
    expect(res.body.public_url).toMatch(/^http:\/\/[^/]+\/public\/draft\/[A-Za-z0-9_-]{32}$/);
    // The origin rule itself is proven in link-origin.test.ts and party-network.test.ts.
    expect(new URL(res.body.public_url).hostname).not.toBe('party.example');
    expect(res.body.seq).toBe(1);
    const read = await request(t.app).get(url).set(auth(cast.commissioner.token)).set('Host', 'party.example:8080').expect(200);
    // supertest serves each request on a new ephemeral port, so compare the path.
    expect(new URL(read.body.public_url).pathname).toBe(new URL(res.body.public_url).pathname);
    const snap = await request(t.app).get(`/api/drafts/${cast.draft.draftId}`).set(auth(cast.member.token));
    expect(snap.body.draft.public_enabled).toBe(true);
  });

  it('regenerating kills the old token; disabling kills the current one', async () => {
    const cast = await draftCast(t.app);
    const first = await enablePublic(cast);
    await request(t.app).get(`/api/public/drafts/${first}`).expect(200);
    const second = await enablePublic(cast);
    expect(second).not.toBe(first);
    await request(t.app).get(`/api/public/drafts/${first}`).expect(404);
    await request(t.app).get(`/api/public/drafts/${second}`).expect(200);
    const off = await request(t.app).delete(`/api/drafts/${cast.draft.draftId}/public-url`).set(auth(cast.commissioner.token)).expect(200);
    expect(off.body).toEqual({ public_url: null, seq: 3 });
    for (const path of ['', '/picks', '/rosters', '/events']) {
      const res = await request(t.app).get(`/api/public/drafts/${second}${path}`);
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('Draft board not found');
    }
    // Disabling twice changes nothing and logs nothing.
    const again = await request(t.app).delete(`/api/drafts/${cast.draft.draftId}/public-url`).set(auth(cast.commissioner.token)).expect(200);
    expect(again.body.seq).toBe(3);
    await request(t.app).get('/api/public/drafts/not-a-token').expect(404);
  });
});

describe('public board reads', () => {
  it('answer the public snapshot, picks, rosters and events without private fields', async () => {
    const cast = await draftCast(t.app, { numTeams: 2 });
    const token = await enablePublic(cast);
    await setDraftStatus(t.app, cast, 'start');
    await draftPlayerOk(t.app, cast, t.players.WR[0]!, teamId(cast, 0), 31);
    await draftPlayerOk(t.app, cast, t.players.TE[0]!, teamId(cast, 1), 7);

    const board = await request(t.app).get(`/api/public/drafts/${token}`).expect(200);
    expect(board.headers.etag).toBe(`W/"public-draft-${cast.draft.draftId}-4"`);
    expect(board.body.draft).toMatchObject({ draft_status: 'IN_PROGRESS', seq: 4, public_enabled: true });
    expect(board.body.draft.league_name).toEqual(expect.any(String));
    expect(board.body.teams).toHaveLength(2);
    expect(board.body.picks.map((p: { acquisition_price: number }) => p.acquisition_price)).toEqual([31, 7]);
    const picks = await request(t.app).get(`/api/public/drafts/${token}/picks`).expect(200);
    expect(picks.body).toEqual(board.body.picks);
    const rosters = await request(t.app).get(`/api/public/drafts/${token}/rosters`).expect(200);
    expect(rosters.body).toHaveLength(2);
    const events = await request(t.app).get(`/api/public/drafts/${token}/events?after=0`).expect(200);
    expect(events.body.seq).toBe(4);
    expect(events.body.events.map((e: { seq: number }) => e.seq)).toEqual([1, 2, 3, 4]);

    const member = await request(t.app).get(`/api/drafts/${cast.draft.draftId}`).set(auth(cast.member.token));
    expect(keysOf(member.body)).toContain('drafter_username');
    expect(keysOf(member.body)).toContain('commissioner_id');
    for (const body of [board.body, picks.body, rosters.body, events.body]) {
      const keys = keysOf(body);
      for (const secret of ['drafter_username', 'commissioner_id', 'email', 'owner_email', 'user_id', 'fantasy_user_id', 'created_by', 'actor_id']) {
        expect(keys).not.toContain(secret);
      }
      const text = JSON.stringify(body);
      expect(text).not.toContain(cast.commissioner.email);
      expect(text).not.toContain(cast.member.email);
      expect(text).not.toContain(cast.commissioner.username);
    }
    const notModified = await request(t.app).get(`/api/public/drafts/${token}`).set('If-None-Match', board.headers.etag!);
    expect(notModified.status).toBe(304);
  });

  it('events pages with after and limit; bad values are 400', async () => {
    const cast = await draftCast(t.app);
    const token = await enablePublic(cast);
    await setDraftStatus(t.app, cast, 'start');
    await setDraftStatus(t.app, cast, 'pause');
    const page = await request(t.app).get(`/api/drafts/${cast.draft.draftId}/events?after=1&limit=1`).set(auth(cast.member.token)).expect(200);
    expect(page.body.seq).toBe(3);
    expect(page.body.events.map((e: { seq: number; draftId: number }) => [e.seq, e.draftId])).toEqual([[2, cast.draft.draftId]]);
    for (const q of ['after=-1', 'after=abc', 'limit=0', 'limit=1001']) {
      const res = await request(t.app).get(`/api/public/drafts/${token}/events?${q}`);
      expect(res.status).toBe(400);
    }
  });
});

describe('public board answers from its cache', () => {
  it('sends the compressed copy a client takes, the same board as the plain one, varying by encoding', async () => {
    const cast = await draftCast(t.app, { numTeams: 12 });
    const token = await enablePublic(cast);
    const url = `/api/public/drafts/${token}`;
    const server = t.app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const port = (server.address() as AddressInfo).port;
    try {
      const plain = await rawGetBytes(port, url, { 'Accept-Encoding': 'identity' });
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(plain.headers.vary).toMatch(/Accept-Encoding/);
      expect(JSON.parse(plain.body.toString()).teams).toHaveLength(12);
      for (const [ask, coding, decode] of [
        ['gzip, deflate, br', 'br', brotliDecompressSync],
        ['gzip', 'gzip', gunzipSync],
        ['br;q=0, gzip', 'gzip', gunzipSync],
      ] as const) {
        // Twice: the first reader has it compressed, the second gets the kept copy.
        for (let i = 0; i < 2; i++) {
          const res = await rawGetBytes(port, url, { 'Accept-Encoding': ask });
          expect(res.status).toBe(200);
          expect(res.headers['content-encoding'], ask).toBe(coding);
          expect(res.headers.vary).toMatch(/Accept-Encoding/);
          expect(res.headers.etag).toBe(plain.headers.etag);
          expect(res.headers['x-draft-seq']).toBe(plain.headers['x-draft-seq']);
          expect(decode(res.body).toString()).toBe(plain.body.toString());
        }
      }
      const notModified = await rawGetBytes(port, url, { 'If-None-Match': String(plain.headers.etag), 'Accept-Encoding': 'br' });
      expect(notModified.status).toBe(304);
      expect(notModified.headers['content-encoding']).toBeUndefined();
      expect(notModified.headers.etag).toBe(plain.headers.etag);
      expect(notModified.body.length).toBe(0);
    } finally {
      server.close();
    }
    const head = await request(t.app).head(url).set('Accept-Encoding', 'br').expect(200);
    expect(head.headers['content-encoding']).toBeUndefined();
  });

  it('carries the headers of every other API answer (its route runs ahead of the API router)', async () => {
    const cast = await draftCast(t.app, { numTeams: 2 });
    const token = await enablePublic(cast);
    const server = t.app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const port = (server.address() as AddressInfo).port;
    try {
      // /picks goes through the API router, the board through its own route: the same headers, the same values.
      const ask = { 'Accept-Encoding': 'identity' };
      const routed = await rawGetBytes(port, `/api/public/drafts/${token}/picks`, ask);
      const board = await rawGetBytes(port, `/api/public/drafts/${token}`, ask);
      expect([routed.status, board.status]).toEqual([200, 200]);
      const perAnswer = ['date', 'server-now', 'content-length', 'vary'];
      // The window's seconds left (`t=`) count down between two answers: a second may pass between them.
      const secondsLeft = (headers: Record<string, unknown>) => Number(/; t=(\d+)/.exec(String(headers.ratelimit))?.[1]);
      const common = (headers: Record<string, unknown>) =>
        Object.fromEntries(
          Object.entries(headers)
            .filter(([name]) => !perAnswer.includes(name))
            .map(([name, value]) => [name, name === 'ratelimit' ? String(value).replace(/; t=\d+/, '') : value]),
        );
      expect(common(board.headers)).toEqual(common(routed.headers));
      expect(secondsLeft(routed.headers) - secondsLeft(board.headers)).toBeGreaterThanOrEqual(0);
      expect(secondsLeft(routed.headers) - secondsLeft(board.headers)).toBeLessThanOrEqual(1);
      expect(board.headers['ratelimit-policy']).toMatch(/q=\d+; w=\d+/);
      expect(board.headers['content-security-policy']).toContain(`connect-src 'self' ws://127.0.0.1:${port}`);
      expect(Math.abs(Number(board.headers['server-now']) - Date.now())).toBeLessThan(5_000);
      const notModified = await rawGetBytes(port, `/api/public/drafts/${token}`, { ...ask, 'If-None-Match': String(board.headers.etag) });
      const routedNotModified = await rawGetBytes(port, `/api/public/drafts/${token}/picks`, { ...ask, 'If-None-Match': String(board.headers.etag) });
      expect([notModified.status, routedNotModified.status]).toEqual([304, 304]);
      expect(common(notModified.headers)).toEqual(common(routedNotModified.headers));
    } finally {
      server.close();
    }
  });

  it('is never stale when another server process on the same database changes the board', async () => {
    // A second app with its own context and cache, as a second process behind the load balancer.
    const second = await openContext(t.ctx.config);
    try {
      const otherServer = createApp(second.ctx);
      const cast = await draftCast(t.app, { numTeams: 2 });
      const token = await enablePublic(cast);
      await setDraftStatus(t.app, cast, 'start');
      const before = await request(t.app).get(`/api/public/drafts/${token}`).expect(200);
      expect(before.body.picks).toHaveLength(0);
      await draftPlayerOk(otherServer, cast, t.players.RB[0]!, teamId(cast, 0), 12);
      const after = await request(t.app).get(`/api/public/drafts/${token}`).set('If-None-Match', before.headers.etag!).expect(200);
      expect(after.body.picks.map((p: { acquisition_price: number }) => p.acquisition_price)).toEqual([12]);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      // The other server disables the link: this one stops serving the board it has cached.
      await request(otherServer).delete(`/api/drafts/${cast.draft.draftId}/public-url`).set(auth(cast.commissioner.token)).expect(200);
      await request(t.app).get(`/api/public/drafts/${token}`).expect(404);
      await request(t.app).get(`/api/public/drafts/${token}`).set('If-None-Match', after.headers.etag!).expect(404);
    } finally {
      await second.close();
    }
  });
});
