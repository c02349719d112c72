import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '#server/config.js';
import { EMBEDDED_BOARD_ID, EMBEDDED_SCREEN_ID } from '#shared/draft/embedded-board.js';
import { lanAddresses } from '#server/http/link-origin.js';
import { IMMUTABLE, NO_CACHE } from '#server/http/static-client.js';
import { attachRealtime, type Realtime } from '#server/realtime/socket-server.js';
import { auth, createDraft, registerUser } from '#tests/helpers/fixtures.js';
import { connectSocket } from '#tests/helpers/live-server.js';
import { startReverseProxy } from '#tests/helpers/reverse-proxy.js';
import { openTestApp, type TestApp } from '#tests/helpers/test-app.js';

/**
 * The app served to a party's LAN over plain HTTP and to the internet through an
 * HTTPS proxy. Headers by how the request arrived, links never from an unchecked Host, the
 * built client precompressed and cached, JSON answers compressed.
 */
const LAN = lanAddresses(networkInterfaces()).filter((a) => !a.includes(':'));
const lanIp = LAN[0];
if (!lanIp) console.warn('Party network tests through a LAN address skipped: this machine has no non-internal IPv4 interface');

/** A stand-in for client/dist: a hashed asset, index.html, their .br/.gz copies and a source map. */
function fakeDist(): { dir: string; js: string; html: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'gavel-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  const js = `console.log(${JSON.stringify('party '.repeat(400))});\n`;
  const html = `<!doctype html><html><head><title>Gavel</title><script type="module" src="/assets/app-Ab12Cd34.js"></script></head><body><div id="root"></div>${' '.repeat(600)}</body></html>`;
  const write = (file: string, body: string) => {
    writeFileSync(path.join(dir, file), body);
    writeFileSync(path.join(dir, `${file}.br`), brotliCompressSync(body));
    writeFileSync(path.join(dir, `${file}.gz`), gzipSync(body));
  };
  write('assets/app-Ab12Cd34.js', js);
  write('index.html', html);
  writeFileSync(path.join(dir, 'assets', 'app-Ab12Cd34.js.map'), '{"version":3,"sources":["secret.ts"]}');
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return { dir, js, html };
}

/** A GET whose body stays as sent (fetch and supertest would decompress it). */
function rawGet(port: number, urlPath: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path: urlPath, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

/** One CSP directive's sources, e.g. ["'self'", 'ws://host:3000']. */
function directive(res: { headers: Record<string, unknown> }, name: string): string[] | undefined {
  const header = res.headers['content-security-policy'];
  const csp = typeof header === 'string' ? header : '';
  const found = csp.split(';').map((d) => d.trim().split(/\s+/)).find(([n]) => n === name);
  return found?.slice(1);
}

interface Listening {
  app: TestApp;
  server: Server;
  realtime: Realtime;
  port: number;
  close: () => Promise<void>;
}

/** The app on every interface, as `npm start` serves it, so the LAN address reaches it too. */
async function listenEverywhere(config: Partial<AppConfig>): Promise<Listening> {
  const app = await openTestApp(config);
  const server = createServer(app.app);
  const realtime = await attachRealtime(server, app.ctx);
  await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    app,
    server,
    realtime,
    port,
    close: async () => {
      await realtime.close();
      await app.close();
    },
  };
}

describe('party network serving', () => {
  let dist: ReturnType<typeof fakeDist>;
  let live: Listening;

  beforeAll(async () => {
    dist = fakeDist();
    live = await listenEverywhere({ clientDistDir: dist.dir });
  });
  afterAll(async () => {
    await live?.close();
    rmSync(dist.dir, { recursive: true, force: true });
  });

  describe('security headers', () => {
    it('plain HTTP: no upgrade-insecure-requests, no HSTS, sockets only to the page’s own origin', async () => {
      const res = await request(live.server).get('/').set('Host', `192.168.1.20:${live.port}`).expect(200);
      const csp = String(res.headers['content-security-policy']);
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(directive(res, 'connect-src')).toEqual(["'self'", `ws://192.168.1.20:${live.port}`]);
      expect(directive(res, 'upgrade-insecure-requests')).toBeUndefined();
      // The rest of helmet's headers stay.
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'self'");
    });

    it('a Host that tries to inject a directive yields connect-src self only', async () => {
      const res = await request(live.server).get('/').set('Host', 'evil.example; script-src *').expect(200);
      expect(new Set(directive(res, 'connect-src'))).toEqual(new Set(["'self'"]));
      expect(directive(res, 'script-src')).toEqual(["'self'"]);
    });

    it('HTTPS through a trusted proxy on this machine: upgrade-insecure-requests, HSTS and wss', async () => {
      const res = await request(live.server).get('/').set('Host', 'draft.example.com').set('X-Forwarded-Proto', 'https').expect(200);
      expect(directive(res, 'upgrade-insecure-requests')).toEqual([]);
      expect(directive(res, 'connect-src')).toEqual(["'self'", 'wss://draft.example.com']);
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    });

    it.skipIf(!lanIp)('ignores X-Forwarded-Proto from a client that is not a trusted proxy', async () => {
      const res = await fetch(`http://${lanIp}:${live.port}/`, { headers: { 'X-Forwarded-Proto': 'https' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('strict-transport-security')).toBeNull();
      expect(directive({ headers: { 'content-security-policy': res.headers.get('content-security-policy') } }, 'upgrade-insecure-requests')).toBeUndefined();
    });

    it('TRUST_PROXY=false believes no proxy, not even on loopback', async () => {
      const opened = await openTestApp({ clientDistDir: dist.dir, trustProxy: false });
      try {
        const res = await request(opened.app).get('/').set('X-Forwarded-Proto', 'https').expect(200);
        expect(res.headers['strict-transport-security']).toBeUndefined();
      } finally {
        await opened.close();
      }
    });
  });

  describe('the built client on the wire', () => {
    const asset = '/assets/app-Ab12Cd34.js';

    it('sends the brotli copy to a browser that takes it, immutable and varying by encoding', async () => {
      // Chromium's header: every coding at q=1, gzip first; brotli is still the smaller answer.
      const res = await rawGet(live.port, asset, { 'accept-encoding': 'gzip, deflate, br, zstd' });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/^text\/javascript/);
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
      expect(res.headers.vary).toMatch(/Accept-Encoding/i);
      expect(brotliDecompressSync(res.body).toString()).toBe(dist.js);
      expect(res.body.length).toBeLessThan(dist.js.length / 5);
      // Only the headers that act on a subresource: document headers would cost bytes on every asset.
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['content-security-policy']).toBeUndefined();
    });

    it('falls back to gzip, then to the plain file', async () => {
      const gz = await rawGet(live.port, asset, { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.body).toString()).toBe(dist.js);
      const refusedBr = await rawGet(live.port, asset, { 'accept-encoding': 'br;q=0, gzip' });
      expect(refusedBr.headers['content-encoding']).toBe('gzip');
      for (const plainAsk of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
        const plain = await rawGet(live.port, asset, plainAsk);
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
        expect(plain.body.toString()).toBe(dist.js);
      }
    });

    it('index.html (and every client route) is no-cache, compressed too', async () => {
      for (const route of ['/', '/leagues/3']) {
        const res = await rawGet(live.port, route, { 'accept-encoding': 'br' });
        expect(res.status).toBe(200);
        expect(res.headers['cache-control'], route).toBe(NO_CACHE);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(brotliDecompressSync(res.body).toString()).toBe(dist.html);
      }
      // A board link that leads nowhere: the same page (it shows the access error), said with a 404.
      const deadLink = await rawGet(live.port, '/public/draft/abc');
      expect(deadLink.status).toBe(404);
      expect(deadLink.headers['cache-control']).toBe('private, no-cache');
      expect(deadLink.headers['content-type']).toMatch(/^text\/html/);
      expect(deadLink.body.toString()).toBe(dist.html);
      const favicon = await rawGet(live.port, '/favicon.svg');
      expect(favicon.status).toBe(200);
      expect(favicon.headers['cache-control']).toBe(NO_CACHE);
      const head = await request(live.server).head(asset).expect(200);
      expect(head.headers['cache-control']).toBe(IMMUTABLE);
    });

    it('never serves source maps, and a missing asset is a 404 rather than HTML', async () => {
      for (const missing of [`${asset}.map`, `${asset}.br`, '/assets/gone-Zz99.js']) {
        const res = await rawGet(live.port, missing);
        expect(res.status, missing).toBe(404);
        expect(res.body.toString()).not.toContain('secret.ts');
      }
    });

    it('the public board’s page carries the board’s first read, the same JSON as the API’s', async () => {
      const user = await registerUser(live.app.app);
      const draft = await createDraft(live.app.app, user, { numTeams: 12 });
      const link = await request(live.server).post(`/api/drafts/${draft.draftId}/public-url/regenerate`).set(auth(user.token)).expect(200);
      const token = String(link.body.public_url).split('/public/draft/')[1] ?? '';
      const page = await rawGet(live.port, `/public/draft/${token}`, { 'accept-encoding': 'gzip' });
      expect(page.status).toBe(200);
      expect(page.headers['content-encoding']).toBe('gzip');
      expect(page.headers['cache-control']).toBe('private, no-cache');
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      const html = gunzipSync(page.body).toString();
      const embedded = new RegExp(`<script type="application/json" id="${EMBEDDED_BOARD_ID}">(.*?)</script>`).exec(html);
      expect(embedded).not.toBeNull();
      const api = await request(live.server).get(`/api/public/drafts/${token}`).expect(200);
      expect(JSON.parse(embedded?.[1] ?? 'null')).toEqual({ token, snapshot: api.body });
      // ...and what the TV adds: the same link and QR code as GET .../link, the same strip as GET .../best-available.
      const screen = new RegExp(`<script type="application/json" id="${EMBEDDED_SCREEN_ID}">(.*?)</script>`).exec(html);
      expect(screen?.[1]).not.toContain('<');
      const boardLink = await request(live.server).get(`/api/public/drafts/${token}/link`).set('Host', `127.0.0.1:${live.port}`).expect(200);
      const best = await request(live.server).get(`/api/public/drafts/${token}/best-available`).expect(200);
      expect(JSON.parse(screen?.[1] ?? 'null')).toEqual({ token, seq: api.body.draft.seq, link: boardLink.body, best_available: best.body });
      expect(boardLink.body.qr_svg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
      // The rest of the page is the built one, unchanged.
      expect(html.replace(embedded?.[0] ?? '', '').replace(screen?.[0] ?? '', '')).toBe(dist.html);
      // A disabled link's page carries nothing.
      await request(live.server).delete(`/api/drafts/${draft.draftId}/public-url`).set(auth(user.token)).expect(200);
      const gone = await rawGet(live.port, `/public/draft/${token}`);
      expect(gone.status).toBe(404);
      expect(gone.body.toString()).toBe(dist.html);
    });

    it('compresses large JSON answers, not small ones', async () => {
      const user = await registerUser(live.app.app);
      const draft = await createDraft(live.app.app, user, { numTeams: 16 });
      const big = await request(live.server).get(`/api/drafts/${draft.draftId}`).set(auth(user.token)).set('Accept-Encoding', 'br, gzip').expect(200);
      expect(big.headers['content-encoding']).toMatch(/^(br|gzip)$/);
      expect(big.headers.vary).toMatch(/Accept-Encoding/i);
      expect(big.body.teams).toHaveLength(16);
      const small = await request(live.server).get('/api/health').set('Accept-Encoding', 'br, gzip').expect(200);
      expect(small.headers['content-encoding']).toBeUndefined();
    });
  });

  describe('public board links', () => {
    async function regenerate(target: Parameters<typeof request>[0], host: string) {
      const user = await registerUser(live.app.app);
      const draft = await createDraft(live.app.app, user);
      const res = await request(target).post(`/api/drafts/${draft.draftId}/public-url/regenerate`).set(auth(user.token)).set('Host', host).expect(200);
      return { user, draft, url: String(res.body.public_url) };
    }

    it.skipIf(!lanIp)('a commissioner on localhost gets a link on the LAN address; a forged Host changes nothing', async () => {
      const fromLocalhost = await regenerate(live.server, `localhost:${live.port}`);
      expect(fromLocalhost.url).toMatch(new RegExp(`^http://${lanIp?.replaceAll('.', '\\.')}:${live.port}/public/draft/[A-Za-z0-9_-]+$`));
      const forged = await regenerate(live.server, 'evil.example');
      expect(new URL(forged.url).origin).toBe(`http://${lanIp}:${live.port}`);
      // Read back the same way, and from the board's own link endpoint (its QR code).
      const read = await request(live.server).get(`/api/drafts/${forged.draft.draftId}/public-url`).set(auth(forged.user.token)).set('Host', 'evil.example').expect(200);
      expect(new URL(String(read.body.public_url)).origin).toBe(`http://${lanIp}:${live.port}`);
      const token = new URL(forged.url).pathname.split('/').pop() ?? '';
      const board = await request(live.server).get(`/api/public/drafts/${token}/link`).set('Host', `127.0.0.1:${live.port}`).expect(200);
      expect(board.body.public_url).toBe(`http://${lanIp}:${live.port}/public/draft/${token}`);
      // A view the screen shows goes into the link; anything else is left out.
      const roster = await request(live.server).get(`/api/public/drafts/${token}/link?view=roster`).set('Host', 'evil.example').expect(200);
      expect(roster.body.public_url).toBe(`http://${lanIp}:${live.port}/public/draft/${token}?view=roster`);
      const junk = await request(live.server).get(`/api/public/drafts/${token}/link?view=%22%3E%3Cscript%3E`).expect(200);
      expect(junk.body.public_url).toBe(`http://${lanIp}:${live.port}/public/draft/${token}`);
      expect(junk.body.qr_svg).toBe(board.body.qr_svg);
      await request(live.server).get('/api/public/drafts/not-a-real-token-at-all/link').expect(404);
    });

    it.skipIf(!lanIp)('a request through the LAN address keeps that address', async () => {
      const { url } = await regenerate(live.server, `${lanIp}:${live.port}`);
      expect(new URL(url).origin).toBe(`http://${lanIp}:${live.port}`);
    });

    it('PUBLIC_URL wins', async () => {
      const opened = await openTestApp({ clientDistDir: dist.dir, publicUrl: 'https://draft.example.com' });
      try {
        const user = await registerUser(opened.app);
        const draft = await createDraft(opened.app, user);
        const res = await request(opened.app).post(`/api/drafts/${draft.draftId}/public-url/regenerate`).set(auth(user.token)).set('Host', `localhost:3000`).expect(200);
        expect(res.body.public_url).toMatch(/^https:\/\/draft\.example\.com\/public\/draft\/[A-Za-z0-9_-]+$/);
      } finally {
        await opened.close();
      }
    });
  });

  describe('behind an HTTPS-terminating proxy', () => {
    it('rate limits count per real client address, as the trusted proxy reports it', async () => {
      const limited = await listenEverywhere({ clientDistDir: dist.dir, authRateLimit: { max: 2, windowMs: 60_000 } });
      const target = `http://127.0.0.1:${limited.port}`;
      const alice = await startReverseProxy({ target, clientIp: '203.0.113.10' });
      const bob = await startReverseProxy({ target, clientIp: '203.0.113.11' });
      try {
        const login = (via: string) => request(via).post('/api/auth/login').send({ email: 'someone@example.com', password: 'wrong password' });
        expect((await login(alice.url)).status).toBe(401);
        expect((await login(alice.url)).status).toBe(401);
        expect((await login(alice.url)).status).toBe(429);
        // Another guest behind the same proxy is a different client.
        expect((await login(bob.url)).status).toBe(401);
      } finally {
        await alice.close();
        await bob.close();
        await limited.close();
      }
    });

    it('a WebSocket upgrade through the proxy reaches the board; only the app’s own origin may open one', async () => {
      const proxied = await listenEverywhere({ clientDistDir: dist.dir, publicUrl: 'https://draft.example.com' });
      // nginx's default: the upstream sees its own address as Host, so only PUBLIC_URL vouches for the Origin.
      const proxy = await startReverseProxy({ target: `http://127.0.0.1:${proxied.port}`, upstreamHost: 'upstream', clientIp: '203.0.113.9' });
      try {
        const user = await registerUser(proxied.app.app);
        const draft = await createDraft(proxied.app.app, user);
        const regen = await request(proxy.url).post(`/api/drafts/${draft.draftId}/public-url/regenerate`).set(auth(user.token)).expect(200);
        expect(regen.headers['strict-transport-security']).toBeDefined();
        const token = new URL(String(regen.body.public_url)).pathname.split('/').pop() ?? '';

        const socket = await connectSocket(proxy.url, { publicToken: token }, { extraHeaders: { origin: 'https://draft.example.com' } });
        try {
          expect(socket.io.engine.transport.name).toBe('websocket');
          const events: string[] = [];
          socket.on('draft:event', (e) => events.push(e.type));
          await request(proxy.url).put(`/api/drafts/${draft.draftId}/start`).set(auth(user.token)).expect(200);
          await expect.poll(() => events, { timeout: 5000 }).toContain('draft.started');
        } finally {
          socket.close();
        }
        // Another site's page cannot open a socket through the proxy.
        await expect(connectSocket(proxy.url, { publicToken: token }, { extraHeaders: { origin: 'https://evil.example' } })).rejects.toThrow();

      } finally {
        await proxy.close();
        await proxied.close();
      }
    });
  });
});
