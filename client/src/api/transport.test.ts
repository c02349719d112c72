// @vitest-environment jsdom
import { createServer } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startLocalApi, type LocalApi } from '#tests/helpers/client/local-api.js';
import { TOKEN_STORAGE_KEY, useSession } from '../stores/session.js';
import {
  api,
  ApiError,
  configureTransport,
  failureMessage,
  newIdempotencyKey,
  READ_RETRY_DELAYS_MS,
  REQUEST_TIMEOUT_MS,
  resetTransport,
  TRANSPORT_MESSAGES,
} from './transport.js';

/** Spec 01 §8/§9, one rule per test, against a real HTTP server. */
let server: LocalApi;

beforeAll(async () => {
  server = await startLocalApi();
});
afterAll(() => server.close());

beforeEach(() => {
  configureTransport({ baseUrl: server.baseUrl, retryDelaysMs: [20, 40, 60] });
  server.requests.length = 0;
  window.localStorage.clear();
  useSession.setState({ token: null, user: null });
  window.history.replaceState(null, '', '/');
});
afterEach(() => resetTransport());

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
}

function signIn(token = 'tok-123') {
  useSession.getState().signIn(token, { fantasy_user_id: 1, username: 'ann', email: 'ann@example.com', display_name: 'Ann' });
}

describe('transport', () => {
  it('keeps the spec constants: /api, 30 s timeout, retry waits of 1, 2 and 3 s', () => {
    resetTransport();
    expect(REQUEST_TIMEOUT_MS).toBe(30_000);
    expect(READ_RETRY_DELAYS_MS).toEqual([1000, 2000, 3000]);
  });

  it('sends the bearer token from local storage and JSON bodies', async () => {
    signIn('abc.def');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('abc.def');
    server.on('POST', '/echo', (req) => ({ status: 201, body: { got: req.body } }));
    const answer = await api.post<{ got: unknown }>('/echo', { a: 1 });
    expect(answer).toEqual({ got: { a: 1 } });
    const [req] = server.requests;
    expect(req?.headers.authorization).toBe('Bearer abc.def');
    expect(req?.headers['content-type']).toBe('application/json');
  });

  it('sends no token on calls made without a session', async () => {
    signIn();
    server.on('POST', '/auth/login', { status: 200, body: {} });
    await api.post('/auth/login', {}, { auth: false });
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('sends the Idempotency-Key header when asked', async () => {
    server.on('POST', '/picks', { status: 201, body: {} });
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    await api.post('/picks', {}, { idempotencyKey: key });
    expect(server.requests[0]?.headers['idempotency-key']).toBe(key);
  });

  it('401 clears the token and goes to /login remembering the page', async () => {
    signIn();
    window.history.replaceState(null, '', '/leagues/7/settings?x=1');
    server.on('GET', '/leagues', { status: 401, body: { error: 'Invalid or expired token', code: 'unauthorized' } });
    const err = await failure(api.get('/leagues'));
    expect(err.kind).toBe('unauthorized');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(useSession.getState().token).toBeNull();
    expect(window.location.pathname).toBe('/login');
    expect(new URLSearchParams(window.location.search).get('next')).toBe('/leagues/7/settings?x=1');
  });

  it('401 on sign-in is a wrong password, not an expired session', async () => {
    window.history.replaceState(null, '', '/login');
    server.on('POST', '/auth/login', { status: 401, body: { error: 'Invalid email or password' } });
    const err = await failure(api.post('/auth/login', {}, { auth: false }));
    expect(err.kind).toBe('client');
    expect(failureMessage(err, 'Login failed')).toBe('Invalid email or password');
    expect(window.location.search).toBe('');
  });

  it('403 gives the access-denied message', async () => {
    server.on('PUT', '/leagues/1', { status: 403, body: { error: 'Only the commissioner can do that' } });
    const err = await failure(api.put('/leagues/1', { league_name: 'x' }));
    expect(err.kind).toBe('forbidden');
    expect(failureMessage(err, 'Failed to update league name')).toBe('Access denied. You do not have permission for this action.');
  });

  it('429 gives the slow-down message', async () => {
    server.on('POST', '/auth/login', { status: 429, body: { error: 'Too many attempts' } });
    const err = await failure(api.post('/auth/login', {}, { auth: false }));
    expect(err.message).toBe('Too many requests. Please slow down and try again.');
  });

  it("other 4xx: the server's error field, else the action's fallback, else 'Request failed with status {code}'", async () => {
    server.on('POST', '/leagues', { status: 400, body: { error: 'League name is required', code: 'bad_request' } });
    const withField = await failure(api.post('/leagues', {}));
    expect(withField.message).toBe('League name is required');
    expect(withField.code).toBe('bad_request');
    expect(failureMessage(withField, 'Failed to create league')).toBe('League name is required');

    server.on('POST', '/teams', { status: 409, raw: { contentType: 'text/plain', text: 'conflict' } });
    const withoutField = await failure(api.post('/teams', {}));
    expect(withoutField.message).toBe('Request failed with status 409');
    expect(failureMessage(withoutField, 'Failed to add team')).toBe('Failed to add team');
    expect(failureMessage(withoutField)).toBe('Request failed with status 409');
  });

  it('5xx gives the server-error message and is not retried for ordinary calls', async () => {
    server.on('GET', '/boom', { status: 500, body: { error: 'SQLITE_BUSY' } });
    const err = await failure(api.get('/boom'));
    expect(err.message).toBe(TRANSPORT_MESSAGES.server);
    expect(server.requests).toHaveLength(1);
  });

  it('times out with the high-load message', async () => {
    configureTransport({ timeoutMs: 150 });
    server.on('GET', '/slow', { status: 200, body: {}, delayMs: 1500 });
    const started = Date.now();
    const err = await failure(api.get('/slow'));
    expect(err.kind).toBe('timeout');
    expect(err.message).toBe('Request timed out. The server may be experiencing high load.');
    expect(Date.now() - started).toBeLessThan(1200);
  });

  it('a network failure gives the connection message', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const probe = createServer();
      probe.listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    configureTransport({ baseUrl: `http://127.0.0.1:${closedPort}/api` });
    const err = await failure(api.get('/leagues'));
    expect(err.kind).toBe('network');
    expect(err.message).toBe('Network error. Please check your internet connection.');
  });

  it('retried reads try 3 more times on 5xx, then give up', async () => {
    server.on('GET', '/drafts/1/available-players', { status: 503, body: {} });
    const err = await failure(api.get('/drafts/1/available-players', { retry: 'read' }));
    expect(err.kind).toBe('server');
    expect(server.requests).toHaveLength(4);
  });

  it('retried reads recover when a later try succeeds, waiting 1 s, 2 s, 3 s with the real clock', async () => {
    resetTransport();
    configureTransport({ baseUrl: server.baseUrl });
    server.on('GET', '/players', (_req, count) => (count < 4 ? { status: 502, body: {} } : { status: 200, body: [{ id: 1 }] }));
    const started = Date.now();
    const players = await api.get('/players', { retry: 'read' });
    const elapsed = Date.now() - started;
    expect(players).toEqual([{ id: 1 }]);
    expect(server.requests).toHaveLength(4);
    expect(elapsed).toBeGreaterThanOrEqual(5900);
    expect(elapsed).toBeLessThan(9000);
  }, 15_000);

  it('retried reads also retry a timeout, but never a 4xx', async () => {
    // The first try outlasts the timeout by far; a busy machine still answers the second within it.
    configureTransport({ timeoutMs: 400 });
    server.on('GET', '/players/search', (_req, count) => (count === 1 ? { status: 200, body: [], delayMs: 2000 } : { status: 200, body: ['ok'] }));
    expect(await api.get('/players/search', { retry: 'read' })).toEqual(['ok']);

    // The spec's timeout again: a 4xx that took long on a busy machine must not count as a timeout.
    configureTransport({ timeoutMs: REQUEST_TIMEOUT_MS });
    server.requests.length = 0;
    server.on('GET', '/players/all', { status: 404, body: { error: 'Draft not found' } });
    await failure(api.get('/players/all', { retry: 'read' }));
    expect(server.requests).toHaveLength(1);
  });

  it('a cancelled call is neither a transport failure nor retried', async () => {
    server.on('GET', '/slow-read', { status: 500, body: {}, delayMs: 300 });
    const controller = new AbortController();
    const pending = api.get('/slow-read', { retry: 'read', signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    const err = await pending.then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).not.toBeInstanceOf(ApiError);
    await new Promise((r) => setTimeout(r, 400));
    expect(server.requests).toHaveLength(1);
  });
});
