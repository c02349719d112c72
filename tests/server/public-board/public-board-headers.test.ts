import express, { type Express, type RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { once } from 'node:events';
import { pino } from 'pino';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import request from 'supertest';
import { AppError } from '#server/errors.js';
import { AnswerLimit } from '#server/http/answer-limit.js';
import { errorHandler } from '#server/http/error-handler.js';
import { addressOf, TOO_MANY_UNKNOWN_BOARDS } from '#server/http/rate-limit.js';
import { SecurityHeaderBlocks } from '#server/http/security-headers.js';
import { requestLog } from '#server/http/request-log.js';
import { publicBoardAnswer } from '#server/routes/public-board.js';
import { auth } from '#tests/helpers/fixtures.js';
import { rawGetBytes } from '#tests/helpers/raw-http.js';
import { draftCast, draftPlayerOk, openEngineTestApp, setDraftStatus, teamId, type EngineTestApp } from '#tests/helpers/engine.js';
import { openTestApp } from '#tests/helpers/test-app.js';

/**
 * The public board is answered before Express dispatches (routes/public-board.ts). These tests
 * hold its answers to what the API router's answers are: the same header names in the same
 * order and spelling, the same values, the same error bodies; and its lean 404 limit to what
 * express-rate-limit did.
 */
let t: EngineTestApp;
let server: Server;
let port: number;
beforeAll(async () => {
  t = await openEngineTestApp({ publicNotFoundRateLimit: { max: 4, windowMs: 60_000 } });
  server = t.app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.close();
  await t.close();
});

/** Headers that differ between any two answers (time, size, the transport's). */
const PER_ANSWER = ['date', 'server-now', 'content-length', 'connection', 'keep-alive'];
const comparable = (answer: { names: string[]; headers: Record<string, unknown> }, alsoIgnored: string[] = []) => ({
  names: answer.names,
  values: Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !PER_ANSWER.includes(name) && !alsoIgnored.includes(name))),
});

async function publicBoardWithPicks(): Promise<string> {
  const cast = await draftCast(t.app, { numTeams: 2 });
  const res = await request(t.app).post(`/api/drafts/${cast.draft.draftId}/public-url/regenerate`).set(auth(cast.commissioner.token)).expect(200);
  await setDraftStatus(t.app, cast, 'start');
  // Enough picks that the pick list, like the board, is large enough to vary by encoding.
  for (let i = 0; i < 8; i++) await draftPlayerOk(t.app, cast, t.players.WR[i]!, teamId(cast, i % 2), 1 + i);
  return (res.body.public_url as string).split('/public/draft/')[1]!;
}

describe('the public board answered before Express dispatches', () => {
  it('has the API router’s headers, in its order and spelling, for 200, 304 and HEAD', async () => {
    const token = await publicBoardWithPicks();
    const ask = { 'Accept-Encoding': 'identity' };
    const board = await rawGetBytes(port, `/api/public/drafts/${token}`, ask);
    const routed = await rawGetBytes(port, `/api/public/drafts/${token}/picks`, ask);
    expect([board.status, routed.status]).toEqual([200, 200]);
    expect(comparable(board)).toEqual(comparable(routed));
    expect(board.names.slice(-6)).toEqual(['Content-Type', 'Vary', 'Content-Length', 'Date', 'Connection', 'Keep-Alive']);
    expect(board.headers.vary).toBe('Accept-Encoding');
    expect(Math.abs(Number(board.headers['server-now']) - Date.now())).toBeLessThan(5_000);
    expect(Number(board.headers['content-length'])).toBe(board.body.length);

    const held = { ...ask, 'If-None-Match': String(board.headers.etag) };
    const notModified = await rawGetBytes(port, `/api/public/drafts/${token}`, held);
    const routedNotModified = await rawGetBytes(port, `/api/public/drafts/${token}/picks`, held);
    expect([notModified.status, routedNotModified.status]).toEqual([304, 304]);
    expect(comparable(notModified)).toEqual(comparable(routedNotModified));
    expect(notModified.headers['cache-control']).toBe('private, no-cache');

    const head = await rawGetBytes(port, `/api/public/drafts/${token}`, ask, 'HEAD');
    const routedHead = await rawGetBytes(port, `/api/public/drafts/${token}/picks`, ask, 'HEAD');
    expect([head.status, head.body.length]).toEqual([200, 0]);
    // A HEAD names Vary like its GET, on the board's answer and through the API router alike.
    expect(comparable(head)).toEqual(comparable(routedHead));
    expect(routedHead.headers.vary).toBe('Accept-Encoding');
    expect(head.headers.vary).toBe('Accept-Encoding');
    expect(head.headers['content-length']).toBe(board.headers['content-length']);
  });

  it('answers 404 and then 429 with the error handler’s bodies and headers, counting with the router', async () => {
    // Its own address (X-Forwarded-For from loopback, which the test config trusts): a fresh count.
    const from = { 'Accept-Encoding': 'identity', 'X-Forwarded-For': '198.51.100.7' };
    const missing = await rawGetBytes(port, '/api/public/drafts/no-such-board-token', from);
    const routedMissing = await rawGetBytes(port, '/api/public/drafts/no-such-board-token/picks', from);
    expect([missing.status, routedMissing.status]).toEqual([404, 404]);
    // One more 404 counted between them: only the remaining count differs.
    expect(comparable(missing, ['ratelimit'])).toEqual(comparable(routedMissing, ['ratelimit']));
    expect(missing.headers.ratelimit).toBe('"4-in-1min"; r=3; t=60');
    expect(routedMissing.headers.ratelimit).toBe('"4-in-1min"; r=2; t=60');
    expect(JSON.parse(missing.body.toString())).toEqual({ error: 'Draft board not found', code: 'not_found' });
    expect(missing.body.toString()).toBe(routedMissing.body.toString());

    await rawGetBytes(port, '/api/public/drafts/no-such-board-token', from);
    await rawGetBytes(port, '/api/public/drafts/no-such-board-token', from);
    const limited = await rawGetBytes(port, '/api/public/drafts/no-such-board-token', from);
    const routedLimited = await rawGetBytes(port, '/api/public/drafts/no-such-board-token/picks', from);
    expect([limited.status, routedLimited.status]).toEqual([429, 429]);
    expect(comparable(limited)).toEqual(comparable(routedLimited));
    expect(limited.names).toContain('Retry-After');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(JSON.parse(limited.body.toString())).toEqual({ error: TOO_MANY_UNKNOWN_BOARDS, code: 'rate_limited' });
    expect(limited.body.toString()).toBe(routedLimited.body.toString());
  });

  it('takes exactly the plain GET and HEAD of a board; other spellings reach the same answer through Express', async () => {
    const token = await publicBoardWithPicks();
    const blocks = new SecurityHeaderBlocks();
    const board = publicBoardAnswer(t.app, t.ctx, (req) => blocks.of(req.secure, req.host), requestLog(t.ctx.log));
    // A server that offers requests to the board's answer alone: 599 marks what it declined.
    const bare = createServer((req, res) => {
      if (!board.serve(req, res)) res.writeHead(599).end();
    });
    bare.listen(0, '127.0.0.1');
    await once(bare, 'listening');
    const barePort = (bare.address() as AddressInfo).port;
    try {
      const statusOf = async (path: string, method = 'GET', headers: Record<string, string> = {}) => (await rawGetBytes(barePort, path, headers, method)).status;
      expect(await statusOf(`/api/public/drafts/${token}`)).toBe(200);
      expect(await statusOf(`/api/public/drafts/${token}?v=2`)).toBe(200);
      expect(await statusOf(`/api/public/drafts/${token}`, 'HEAD')).toBe(200);
      expect(await statusOf('/api/public/drafts/unknown-token-123')).toBe(404);
      for (const path of [`/api/public/drafts/${token}/`, `/API/public/drafts/${token}`, `/api/public/drafts/${token}%41`, `/api/public/drafts/${token}/picks`, '/api/public/drafts/']) {
        expect(await statusOf(path), path).toBe(599);
      }
      expect(await statusOf(`/api/public/drafts/${token}`, 'POST')).toBe(599);
      expect(await statusOf(`/api/public/drafts/${token}`, 'GET', { 'Content-Length': '0' })).toBe(599);
    } finally {
      bare.close();
    }
    // Through the app, the declined spellings get the board from Express's route.
    const plain = await rawGetBytes(port, `/api/public/drafts/${token}`, { 'Accept-Encoding': 'identity' });
    const slashed = await rawGetBytes(port, `/api/public/drafts/${token}/`, { 'Accept-Encoding': 'identity' });
    expect(slashed.status).toBe(200);
    expect(comparable(slashed)).toEqual(comparable(plain));
    expect(slashed.body.equals(plain.body)).toBe(true);
    const withBody = await request(t.app).get(`/api/public/drafts/${token}`).set('Content-Type', 'application/json').send('[1]');
    expect(withBody.status).toBe(400);
  });
});

describe('the request log of the public board', () => {
  it('logs the headers the board’s answer sent, as for any routed answer', async () => {
    const token = await publicBoardWithPicks();
    const lines: { msg?: string; req?: { url?: string }; res?: { statusCode?: number; headers?: Record<string, unknown> } }[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as (typeof lines)[number]) });
    const blocks = new SecurityHeaderBlocks();
    const board = publicBoardAnswer(t.app, t.ctx, (req) => blocks.of(req.secure, req.host), requestLog(logger));
    const bare = createServer((req, res) => {
      if (!board.serve(req, res)) res.writeHead(599).end();
    });
    bare.listen(0, '127.0.0.1');
    await once(bare, 'listening');
    try {
      const barePort = (bare.address() as AddressInfo).port;
      const full = await rawGetBytes(barePort, `/api/public/drafts/${token}`, { 'Accept-Encoding': 'identity' });
      const held = await rawGetBytes(barePort, `/api/public/drafts/${token}`, { 'If-None-Match': String(full.headers.etag) });
      expect([full.status, held.status]).toEqual([200, 304]);
      await vi.waitFor(() => expect(lines.filter((line) => line.msg === 'request completed')).toHaveLength(2));
      const [logged200, logged304] = lines.filter((line) => line.msg === 'request completed');
      expect(logged200?.res?.statusCode).toBe(200);
      expect(logged200?.res?.headers).toMatchObject({ etag: full.headers.etag, 'x-draft-seq': full.headers['x-draft-seq'], 'content-type': full.headers['content-type'], vary: 'Accept-Encoding' });
      expect(logged200?.res?.headers?.['content-security-policy']).toBe(full.headers['content-security-policy']);
      expect(logged304?.res?.statusCode).toBe(304);
      expect(logged304?.res?.headers).toMatchObject({ etag: full.headers.etag, 'cache-control': 'private, no-cache' });
    } finally {
      bare.close();
    }
  });
});

const REDIS_URL = process.env.GAVEL_TEST_REDIS_URL;

describe('the public 404 limit', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const windowMs = 60_000;
  const T0 = Date.parse('2026-09-06T18:00:00.250Z');

  /** The limiter the public reads had before (rate-limit.ts at the first fast path). */
  const libraryLimit = () =>
    rateLimit({
      windowMs,
      limit: 3,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      keyGenerator: addressOf,
      skipSuccessfulRequests: true,
      requestWasSuccessful: (_req, res) => res.statusCode !== 404,
      handler: (_req, res, next) => next(new AppError(429, 'rate_limited', TOO_MANY_UNKNOWN_BOARDS, Number(res.getHeader('Retry-After') ?? 60))),
    });
  const leanLimit = () => new AnswerLimit({ max: 3, windowMs, key: addressOf, counted: 404, message: TOO_MANY_UNKNOWN_BOARDS, store: undefined, log: t.ctx.log }).middleware;

  /**
   * A route answering the status in its path, behind `limit`, with the app's error handler;
   * `/held/:status` answers only once `open()` is called (a request still running).
   */
  function limitedApp(limit: RequestHandler) {
    const app = express();
    app.set('trust proxy', 'loopback');
    let open = () => undefined as void;
    let entered = () => undefined as void;
    const gate = { entered: new Promise<void>((resolve) => (entered = resolve)), opened: new Promise<void>((resolve) => (open = resolve)) };
    app.get('/answer/:status', limit, (req, res) => {
      res.status(Number(req.params.status)).json({ ok: true });
    });
    app.get('/held/:status', limit, async (req, res) => {
      entered();
      await gate.opened;
      res.status(Number(req.params.status)).json({ ok: true });
    });
    app.use(errorHandler);
    return { app, entered: gate.entered, open: () => open() };
  }

  const answersOf = (r: request.Response) => ({
    status: r.status,
    ratelimit: r.headers.ratelimit,
    policy: r.headers['ratelimit-policy'],
    retryAfter: r.headers['retry-after'],
    body: r.body as unknown,
  });

  it('answers as express-rate-limit did: counts, headers, 429, Retry-After and window resets', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const [library, lean] = [limitedApp(libraryLimit()).app, limitedApp(leanLimit()).app];
    // [status answered, ms since T0, from another address]
    const steps: [number, number, string?][] = [
      [200, 0],
      [404, 1_000],
      [200, 1_300],
      [404, 12_000],
      [404, 12_000],
      [404, 12_000],
      [200, 12_500],
      [200, 12_500, '203.0.113.9'],
      [404, 32_500],
      [404, 59_999],
      // The window's last millisecond has passed: a new window, the count starts again.
      [404, 60_000],
      [200, 60_000],
      [404, 60_001],
      [404, 119_999],
      [200, 181_000],
    ];
    for (const [i, [status, at, from]] of steps.entries()) {
      vi.setSystemTime(T0 + at);
      const call = (app: Express) => request(app).get(`/answer/${status}`).set(from ? { 'X-Forwarded-For': from } : {});
      const [want, got] = [await call(library), await call(lean)];
      expect(answersOf(got), `step ${i}: ${status} at ${at} ms`).toEqual(answersOf(want));
    }
  });

  it('gives a hit back only if its answer went out within the window it was counted in', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const [library, lean] = [limitedApp(libraryLimit()), limitedApp(leanLimit())];
    const both = async (path: string) => {
      const want = await request(library.app).get(path);
      const got = await request(lean.app).get(path);
      expect(answersOf(got), path).toEqual(answersOf(want));
    };
    vi.setSystemTime(T0);
    await both('/answer/404');
    vi.setSystemTime(T0 + 59_000);
    // A read that starts in this window and answers in the next.
    const held = [request(library.app).get('/held/200').then(answersOf), request(lean.app).get('/held/200').then(answersOf)];
    await Promise.all([library.entered, lean.entered]);
    vi.setSystemTime(T0 + 60_500);
    await both('/answer/404');
    library.open();
    lean.open();
    const [want, got] = await Promise.all(held);
    expect(got).toEqual(want);
    // Its hit was counted in the old window: the new window's count is left alone.
    await both('/answer/404');
    await both('/answer/404');
  });

  it.skipIf(!REDIS_URL)('counts in Redis under the same keys, shared by every process, when Redis is configured', async () => {
    const prefix = `gavel-test-rl-${process.pid}-${Date.now()}:`;
    const config = { redisUrl: REDIS_URL, rateLimitRedisPrefix: prefix, publicNotFoundRateLimit: { max: 3, windowMs: 60_000 } };
    const a = await openTestApp(config);
    // A second process on the same data.
    const b = await openTestApp({ ...config, databaseUrl: a.ctx.config.databaseUrl });
    const { createClient } = await import('redis');
    const redis = createClient({ url: REDIS_URL });
    await redis.connect();
    try {
      const cast = await draftCast(a.app);
      const link = await request(a.app).post(`/api/drafts/${cast.draft.draftId}/public-url/regenerate`).set(auth(cast.commissioner.token)).expect(200);
      const board = `/api/public/drafts/${(link.body.public_url as string).split('/public/draft/')[1]!}`;
      const limitOf = async (app: Express, path: string) => {
        const res = await request(app).get(path);
        return [res.status, res.headers.ratelimit];
      };
      // express-rate-limit's Redis store's key for the address, with the window as its expiry.
      const key = `${prefix}public:not-found:127.0.0.1`;
      // A hit is given back once its answer has gone out, over that process's own Redis connection:
      // the next request, from the other process, can reach Redis first.
      const givenBack = (count: number) => expect.poll(() => redis.get(key)).toBe(String(count));
      expect(await limitOf(a.app, '/api/public/drafts/guessed-token-01')).toEqual([404, '"3-in-1min"; r=2; t=60']);
      expect(await limitOf(b.app, '/api/public/drafts/guessed-token-02/picks')).toEqual([404, expect.stringMatching(/^"3-in-1min"; r=1; t=(59|60)$/)]);
      // A board found counts while it runs and gives its hit back.
      expect(await limitOf(b.app, board)).toEqual([200, expect.stringMatching(/; r=0; t=(59|60)$/)]);
      await givenBack(2);
      expect(await limitOf(a.app, board)).toEqual([200, expect.stringMatching(/; r=0; t=(59|60)$/)]);
      await givenBack(2);
      expect(await limitOf(b.app, '/api/public/drafts/guessed-token-03')).toEqual([404, expect.stringMatching(/; r=0; t=(59|60)$/)]);
      expect((await limitOf(a.app, board))[0]).toBe(429);
      expect((await limitOf(b.app, '/api/public/drafts/guessed-token-04'))[0]).toBe(429);
      await givenBack(3);
      expect(await redis.pTTL(key)).toBeGreaterThan(50_000);
    } finally {
      await redis.quit();
      await Promise.all([a.close(), b.close()]);
    }
  });
});
