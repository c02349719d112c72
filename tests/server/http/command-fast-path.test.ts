import type { Express } from 'express';
import { once } from 'node:events';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '#server/app.js';
import { signToken } from '#server/auth/tokens.js';
import type { AppContext } from '#server/context.js';
import { auth, createDraft, registerUser, type TestDraft, type TestUser } from '#tests/helpers/fixtures.js';
import { openEngineTestApp, type EngineTestApp } from '#tests/helpers/engine.js';

/**
 * A pick and a bid are answered before Express's router walks the app (http/command-fast-path.ts).
 * These tests send every kind of request such a command gets to two servers built alike, one
 * with that answer and one with it switched off (every request through Express's router), and
 * hold the answers to each other: status, every header name in order and spelling, every value
 * but Date and Server-Now, and the body byte for byte. The clock is frozen, so timestamps in
 * bodies and tokens are the same in both.
 */

interface World {
  name: 'fast' | 'routed';
  t: EngineTestApp;
  app: Express;
  server: Server;
  port: number;
  commissioner: TestUser;
  member: TestUser;
  outsider: TestUser;
  draft: TestDraft;
  auction: { commissioner: TestUser; members: TestUser[]; draft: TestDraft };
  /** Requests that reached Express's router (app.router.handle). */
  routed: number;
}

const worlds: World[] = [];
const FROZEN = Date.parse('2026-09-06T18:00:00.000Z');

/** The same users, drafts and live auction in each world, made in the same order: the same ids. */
async function openWorld(name: World['name']): Promise<World> {
  const t = await openEngineTestApp();
  const app = name === 'fast' ? t.app : createApp(t.ctx, { commandFastPath: false });
  const commissioner = await registerUser(app, 'commish');
  const member = await registerUser(app, 'member');
  const outsider = await registerUser(app, 'outsider');
  const draft = await createDraft(app, commissioner, { numTeams: 2, members: [member] });
  await request(app).put(`/api/drafts/${draft.draftId}/start`).set(auth(commissioner.token)).expect(200);

  const boss = await registerUser(app, 'auctioneer');
  const bidders = [await registerUser(app, 'bidder1'), await registerUser(app, 'bidder2')];
  const auctionDraft = await createDraft(app, boss, { numTeams: 2, members: bidders, rosterPositions: { QB: 1, RB: 2, WR: 2 } });
  await request(app).put(`/api/drafts/${auctionDraft.draftId}/settings`).set(auth(boss.token)).send({ auction_mode: 'live', nomination_seconds: 30, bid_seconds: 10 }).expect(200);
  await request(app).put(`/api/drafts/${auctionDraft.draftId}/start`).set(auth(boss.token)).expect(200);
  await request(app).put(`/api/drafts/${auctionDraft.draftId}/auction/start`).set(auth(boss.token)).expect(200);
  await request(app)
    .post(`/api/drafts/${auctionDraft.draftId}/nominate`)
    .set(auth(bidders[0]!.token))
    .send({ nfl_player_id: t.players.RB[0], opening_bid: 3 })
    .expect(201);

  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const world: World = {
    name,
    t,
    app,
    server,
    port: (server.address() as AddressInfo).port,
    commissioner,
    member,
    outsider,
    draft,
    auction: { commissioner: boss, members: bidders, draft: auctionDraft },
    routed: 0,
  };
  const router = (app as unknown as { router: { handle: (...args: unknown[]) => unknown } }).router;
  const handle = router.handle.bind(router);
  router.handle = (...args: unknown[]) => {
    world.routed += 1;
    return handle(...args);
  };
  return world;
}

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: FROZEN });
  worlds.push(await openWorld('fast'), await openWorld('routed'));
}, 120_000);
afterAll(async () => {
  vi.useRealTimers();
  for (const world of worlds) {
    world.server.close();
    await world.t.close();
  }
});

interface Answer {
  status: number;
  names: string[];
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One request as given (body bytes, headers, no Content-Length unless named: then chunked). */
function send(port: number, method: string, path: string, headers: Record<string, string>, body?: string | Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    // One Host for both servers: the CSP names the page's own socket origin (host and port).
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers: { Host: 'gavel.test:8080', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, names: res.rawHeaders.filter((_, i) => i % 2 === 0), body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

type Ask = (world: World) => { method?: string; path: string; headers?: Record<string, string>; body?: string | Buffer; json?: unknown };

/** A JSON POST as a client sends it: Content-Type and Content-Length. */
const jsonHeaders = (body: string, token?: string): Record<string, string> => ({
  'Content-Type': 'application/json',
  'Content-Length': String(Buffer.byteLength(body)),
  ...(token ? auth(token) : {}),
});

/** Send the same request to both worlds (fast first), expect the same answer, return it. */
async function same(ask: Ask): Promise<Answer> {
  const answers: Answer[] = [];
  for (const world of worlds) {
    const spec = ask(world);
    const body = spec.json === undefined ? spec.body : JSON.stringify(spec.json);
    answers.push(await send(world.port, spec.method ?? 'POST', spec.path, spec.headers ?? {}, body));
  }
  const [fast, routed] = answers as [Answer, Answer];
  const comparable = (answer: Answer) => ({
    status: answer.status,
    names: answer.names,
    headers: Object.fromEntries(Object.entries(answer.headers).filter(([name]) => name !== 'date' && name !== 'server-now')),
    body: answer.body.toString('latin1'),
  });
  expect(comparable(fast)).toEqual(comparable(routed));
  for (const answer of answers) expect(Number(answer.headers['server-now'])).toBe(FROZEN);
  return fast;
}

const pickPath = (w: World, suffix = '') => `/api/drafts/${w.draft.draftId}/draft-player${suffix}`;
const pick = (w: World, player: number, price = 5) => ({ nfl_player_id: w.t.players.WR[player], fantasy_team_id: w.draft.teamIds[0], acquisition_price: price });
const jsonPick = (w: World, player: number, token = w.commissioner.token, extra: Record<string, string> = {}) => {
  const body = JSON.stringify(pick(w, player));
  return { path: pickPath(w), headers: { ...jsonHeaders(body, token), ...extra }, body };
};
const errorOf = (answer: Answer) => JSON.parse(answer.body.toString()) as { error: string; code: string };

/** Runs `check` and expects the fast world's router to have seen none of it, the routed one's all. */
async function bypassingRouter(count: number, check: () => Promise<void>): Promise<void> {
  const [fast, routed] = worlds as [World, World];
  const before = [fast.routed, routed.routed];
  await check();
  expect(fast.routed - before[0]!).toBe(0);
  expect(routed.routed - before[1]!).toBe(count);
}

describe('a pick answered before Express’s router', () => {
  it('answers 201 with the pick, then 409 for the same player, as the router does', async () => {
    await bypassingRouter(2, async () => {
      const created = await same((w) => jsonPick(w, 0));
      expect(created.status).toBe(201);
      expect(created.names).toEqual(expect.arrayContaining(['Content-Security-Policy', 'X-Content-Type-Options', 'Server-Now', 'Content-Type', 'Content-Length']));
      expect(JSON.parse(created.body.toString())).toMatchObject({ nfl_player_id: worlds[0]!.t.players.WR[0], acquisition_price: 5, seq: expect.any(Number) });
      const again = await same((w) => jsonPick(w, 0));
      expect(again.status).toBe(409);
      expect(errorOf(again).code).toBe('conflict');
    });
  });

  it('replays an Idempotency-Key’s first answer, refuses its reuse for another body and a malformed key', async () => {
    const key = { 'Idempotency-Key': 'pick-key-1' };
    const first = await same((w) => jsonPick(w, 1, w.commissioner.token, key));
    expect(first.status).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const replay = await same((w) => jsonPick(w, 1, w.commissioner.token, key));
    expect(replay.status).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body.equals(first.body)).toBe(true);
    expect((await same((w) => jsonPick(w, 2, w.commissioner.token, key))).status).toBe(422);
    expect((await same((w) => jsonPick(w, 2, w.commissioner.token, { 'Idempotency-Key': 'two words' }))).status).toBe(400);
  });

  it('refuses bad bodies with the error handler’s 400, 413 and 415', async () => {
    await bypassingRouter(6, async () => {
      const token = (w: World) => w.commissioner.token;
      const schema = await same((w) => {
        const body = JSON.stringify({ ...pick(w, 3), pickId: 7 });
        return { path: pickPath(w), headers: jsonHeaders(body, token(w)), body };
      });
      expect([schema.status, errorOf(schema)]).toEqual([400, { error: 'Unknown field: pickId', code: 'validation_failed' }]);
      const malformed = await same((w) => ({ path: pickPath(w), headers: jsonHeaders('{"nfl_player_id":', token(w)), body: '{"nfl_player_id":' }));
      expect([malformed.status, errorOf(malformed).error]).toEqual([400, 'Malformed JSON in request body']);
      const array = await same((w) => ({ path: pickPath(w), headers: jsonHeaders('[1]', token(w)), body: '[1]' }));
      expect([array.status, errorOf(array).error]).toEqual([400, 'Request body must be a JSON object']);
      const text = await same((w) => ({ path: pickPath(w), headers: { ...jsonHeaders('hello', token(w)), 'Content-Type': 'text/plain' }, body: 'hello' }));
      expect(text.status).toBe(415);
      const huge = JSON.stringify({ padding: 'x'.repeat(150 * 1024) });
      const tooLarge = await same((w) => ({ path: pickPath(w), headers: jsonHeaders(huge, token(w)), body: huge }));
      expect([tooLarge.status, errorOf(tooLarge).code]).toEqual([413, 'payload_too_large']);
      // No body at all: the schema's own 400.
      const empty = await same((w) => ({ path: pickPath(w), headers: auth(token(w)) }));
      expect(empty.status).toBe(400);
    });
  });

  it('answers 401 without a token, with a forged or an expired one; 403 for a member; 404 and 400 for the draft id', async () => {
    await bypassingRouter(7, async () => {
      expect((await same((w) => jsonPick(w, 4, ''))).status).toBe(401);
      expect((await same((w) => jsonPick(w, 4, 'not-a-token'))).status).toBe(401);
      const expired = await same((w) => jsonPick(w, 4, signToken(w.commissioner.id, w.t.ctx.config.jwtSecret, -60)));
      expect([expired.status, errorOf(expired).code]).toEqual([401, 'unauthorized']);
      const member = await same((w) => jsonPick(w, 4, w.member.token));
      expect([member.status, errorOf(member).code]).toEqual([403, 'forbidden']);
      // Someone outside the league does not learn the draft exists.
      expect((await same((w) => jsonPick(w, 4, w.outsider.token))).status).toBe(404);
      const missing = await same((w) => ({ ...jsonPick(w, 4), path: '/api/drafts/999999/draft-player' }));
      expect([missing.status, errorOf(missing).code]).toEqual([404, 'not_found']);
      const zero = await same((w) => ({ ...jsonPick(w, 4), path: '/api/drafts/0/draft-player' }));
      expect(zero.status).toBe(400);
    });
  });

  it('sends the HTTPS security block behind a trusted proxy, keeps a query string, and reads a chunked body', async () => {
    await bypassingRouter(3, async () => {
      const secure = await same((w) => jsonPick(w, 5, w.commissioner.token, { 'X-Forwarded-Proto': 'https', 'X-Forwarded-For': '198.51.100.9', Host: 'draft.example' }));
      expect(secure.status).toBe(201);
      expect(secure.headers['strict-transport-security']).toBeDefined();
      const queried = await same((w) => ({ ...jsonPick(w, 6), path: pickPath(w, '?from=phone') }));
      expect(queried.status).toBe(201);
      const chunked = await same((w) => ({ path: pickPath(w), headers: { 'Content-Type': 'application/json', ...auth(w.commissioner.token) }, body: JSON.stringify(pick(w, 7)) }));
      expect(chunked.status).toBe(201);
    });
  });

  it('leaves other spellings, methods and commands to Express’s router, which gives them the same answers', async () => {
    await bypassingRouter(1, async () => {
      await same((w) => jsonPick(w, 8));
    });
    const [fast] = worlds as [World, World];
    const before = fast.routed;
    // Trailing slash, capitals, another method, another command: each through the router.
    expect((await same((w) => ({ ...jsonPick(w, 9), path: pickPath(w, '/') }))).status).toBe(201);
    expect((await same((w) => ({ ...jsonPick(w, 10), path: pickPath(w).replace('/api/', '/API/') }))).status).toBe(201);
    expect((await same((w) => ({ ...jsonPick(w, 11), method: 'PUT' }))).status).toBe(404);
    expect((await same((w) => ({ ...jsonPick(w, 11), path: `/api/drafts/${w.draft.draftId}/draft-players` }))).status).toBe(404);
    expect(fast.routed - before).toBe(4);
  });
});

describe('a bid answered before Express’s router', () => {
  const bidPath = (w: World) => `/api/drafts/${w.auction.draft.draftId}/bid`;
  const lots = new Map<World, number>();
  beforeAll(async () => {
    for (const w of worlds) {
      const snap = await request(w.app).get(`/api/drafts/${w.auction.draft.draftId}`).set(auth(w.auction.commissioner.token)).expect(200);
      lots.set(w, (snap.body as { lot: { lot_id: number } }).lot.lot_id);
    }
  });
  const bid = (w: World, bidder: TestUser, amount: number, extra: Record<string, string> = {}) => {
    const body = JSON.stringify({ lot_id: lots.get(w), amount });
    return { path: bidPath(w), headers: { ...jsonHeaders(body, bidder.token), ...extra }, body };
  };

  it('answers 201, a replay, 422 for a bid too low, 404 for someone outside the league, 400 for a bad body and 401, as the router does', async () => {
    const key = { 'Idempotency-Key': 'bid-key-1' };
    await bypassingRouter(7, async () => {
      const placed = await same((w) => bid(w, w.auction.members[1]!, 5, key));
      expect(placed.status).toBe(201);
      expect(JSON.parse(placed.body.toString())).toMatchObject({ lot: { high_bid: 5 }, server_now: FROZEN });
      const replay = await same((w) => bid(w, w.auction.members[1]!, 5, key));
      expect([replay.status, replay.headers['idempotent-replayed']]).toEqual([201, 'true']);
      const low = await same((w) => bid(w, w.auction.members[0]!, 5));
      expect([low.status, errorOf(low).code]).toEqual([422, 'unprocessable']);
      expect((await same((w) => bid(w, w.outsider, 9))).status).toBe(404);
      // The commissioner bids for a team, so one must be named.
      expect((await same((w) => bid(w, w.auction.commissioner, 9))).status).toBe(400);
      expect((await same((w) => ({ path: bidPath(w), headers: jsonHeaders('{"amount":"x"}', w.auction.members[0]!.token), body: '{"amount":"x"}' }))).status).toBe(400);
      expect((await same((w) => ({ path: bidPath(w), headers: jsonHeaders('{}'), body: '{}' }))).status).toBe(401);
    });
  });
});

describe('the request log of a pick answered before the router', () => {
  it('writes the line the router’s path writes', async () => {
    type Line = { msg?: string; req?: Record<string, unknown>; res?: { statusCode?: number; headers?: Record<string, unknown> } };
    const lines: Record<World['name'], Line[]> = { fast: [], routed: [] };
    const servers: Server[] = [];
    const ports = new Map<World, number>();
    for (const world of worlds) {
      const logger = pino({ level: 'info' }, { write: (line: string) => void lines[world.name].push(JSON.parse(line) as Line) });
      const ctx: AppContext = { ...world.t.ctx, log: logger };
      const app = createApp(ctx, { commandFastPath: world.name === 'fast' });
      const server = app.listen(0, '127.0.0.1');
      await once(server, 'listening');
      servers.push(server);
      ports.set(world, (server.address() as AddressInfo).port);
    }
    try {
      for (const world of worlds) {
        const spec = jsonPick(world, 12);
        const bad = { ...jsonPick(world, 13, world.member.token) };
        expect((await send(ports.get(world)!, 'POST', spec.path, spec.headers, spec.body)).status).toBe(201);
        expect((await send(ports.get(world)!, 'POST', bad.path, bad.headers, bad.body)).status).toBe(403);
      }
      await vi.waitFor(() => {
        for (const world of worlds) expect(lines[world.name].filter((line) => line.msg === 'request completed')).toHaveLength(2);
      });
      const comparable = (line: Line) => {
        const { remotePort: _port, ...req } = line.req ?? {};
        const { date: _date, 'server-now': _now, ...headers } = line.res?.headers ?? {};
        return { msg: line.msg, req, status: line.res?.statusCode, headers };
      };
      const [fastLines, routedLines] = [lines.fast, lines.routed].map((all) => all.filter((line) => line.msg === 'request completed').map(comparable));
      expect(fastLines).toEqual(routedLines);
      expect(fastLines?.[0]?.req).toMatchObject({ method: 'POST', url: pickPath(worlds[0]!), params: {} });
      expect(fastLines?.[1]?.headers).toMatchObject({ 'content-type': 'application/json; charset=utf-8' });
    } finally {
      for (const server of servers) server.close();
    }
  });
});
