import { once } from 'node:events';
import { createServer, IncomingMessage, ServerResponse, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppServer } from '#server/http/app-server.js';
import { openTestApp, type TestApp } from '#tests/helpers/test-app.js';

/**
 * The server `npm start` runs (server/http/app-server.ts) makes each request and response with the
 * app's prototypes, so Express has none to change as they enter it; the app answers as on any
 * server.
 */
/** Serve `server` on loopback for one health check (a 200) and say what prototypes its requests arrived with. */
async function healthPrototypes(server: Server): Promise<object[]> {
  const seen: object[] = [];
  server.prependListener('request', (req: IncomingMessage) => seen.push(Object.getPrototypeOf(req) as object));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/health`);
    expect(res.status).toBe(200);
    return seen;
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('the app server', () => {
  let t: TestApp;
  let server: Server;
  let base: string;
  /** The prototypes of each request and response as the server handed them over, before Express ran. */
  const arrived: { request: object | null; response: object | null }[] = [];

  beforeAll(async () => {
    t = await openTestApp();
    server = createAppServer(t.app);
    server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
      arrived.push({ request: Object.getPrototypeOf(req) as object, response: Object.getPrototypeOf(res) as object });
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });

  it("hands Express requests and responses that already have the app's prototypes", async () => {
    arrived.length = 0;
    const res = await fetch(`${base}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, dialect: 'sqlite' });
    expect(arrived).toEqual([{ request: t.app.request, response: t.app.response }]);
  });

  it("is Node's request and response underneath, with the app's methods", async () => {
    const seen: { request: boolean; response: boolean; app: boolean }[] = [];
    server.prependOnceListener('request', (req: IncomingMessage, res: ServerResponse) => {
      seen.push({ request: req instanceof IncomingMessage, response: res instanceof ServerResponse, app: (req as unknown as { app: unknown }).app === t.app });
    });
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    expect(seen).toEqual([{ request: true, response: true, app: true }]);
  });

  it('a second server on the same app makes its requests alike', async () => {
    expect(await healthPrototypes(createAppServer(t.app))).toEqual([t.app.request]);
    // The first server goes on answering, its requests now Express's through the second's prototype.
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
  });

  it('answers as the app does: JSON errors, headers, bodies', async () => {
    const malformed = await fetch(`${base}/api/health`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"a":' });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: 'Malformed JSON in request body', code: 'bad_request' });
    const missing = await fetch(`${base}/api/nope`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: string }).error).toMatch(/No such endpoint/);
    expect(missing.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it("is what makes the difference: a plain server's requests arrive as Node's own", async () => {
    expect(await healthPrototypes(createServer(t.app))).toEqual([IncomingMessage.prototype]);
  });
});
