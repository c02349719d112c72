import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppServer } from '#server/http/app-server.js';
import { NO_CACHE } from '#server/http/static-client.js';
import { openTestApp, type TestApp } from '#tests/helpers/test-app.js';

/**
 * /login and a join link get the built page naming the chunks of their first screen
 * (server/http/page-preloads.ts): compressed, revalidated by ETag, every other route the page as built.
 */
const INDEX_HTML =
  '<!doctype html><html><head><title>Gavel</title><script type="module" crossorigin src="/assets/index-a.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/react-b.js"><link rel="stylesheet" crossorigin href="/assets/index-c.css"></head>' +
  `<body><div id="root"></div>${' '.repeat(400)}</body></html>`;

const MANIFEST = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_react-b.js'], css: ['assets/index-c.css'] },
  '_react-b.js': { file: 'assets/react-b.js' },
  '_query-d.js': { file: 'assets/query-d.js', imports: ['_react-b.js'] },
  'src/SignedInApp.tsx': { file: 'assets/SignedInApp-e.js', imports: ['index.html', '_react-b.js', '_query-d.js'], css: ['assets/SignedInApp-f.css'] },
  'src/pages/LoginPage.tsx': { file: 'assets/LoginPage-g.js', imports: ['_react-b.js', '_query-d.js'] },
  'src/components/AppShell.tsx': { file: 'assets/AppShell-h.js', imports: ['src/SignedInApp.tsx'] },
  'src/pages/join/JoinPage.tsx': { file: 'assets/JoinPage-i.js', imports: ['_query-d.js'], css: ['assets/JoinPage-j.css'] },
};

const script = (file: string) => `<link rel="modulepreload" crossorigin href="/assets/${file}">`;
const style = (file: string) => `<link rel="stylesheet" crossorigin href="/assets/${file}">`;
const withHead = (links: string) => INDEX_HTML.replace('</head>', `${links}</head>`);

function fakeDist(manifest?: object): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'gavel-route-docs-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  if (manifest) {
    mkdirSync(path.join(dir, '.vite'));
    writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  }
  return dir;
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A request whose body stays as sent (fetch and supertest would decompress it). */
function raw(port: number, urlPath: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path: urlPath, headers, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

async function listen(dist: string): Promise<{ app: TestApp; server: Server; port: number }> {
  const app = await openTestApp({ clientDistDir: dist, databaseUrl: ':memory:' });
  const server = createAppServer(app.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { app, server, port: (server.address() as AddressInfo).port };
}

describe('route documents', () => {
  const dirs: string[] = [];
  let live: Awaited<ReturnType<typeof listen>>;

  beforeAll(async () => {
    const dist = fakeDist(MANIFEST);
    dirs.push(dist);
    live = await listen(dist);
  });
  afterAll(async () => {
    await new Promise((resolve) => live.server.close(resolve));
    await live.app.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('/login names the signed-in app and the sign-in page, stylesheet first, nothing the page loads already', async () => {
    const res = await raw(live.port, '/login');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html; charset=utf-8/);
    expect(res.headers['cache-control']).toBe(NO_CACHE);
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(res.body.toString()).toBe(withHead(style('SignedInApp-f.css') + script('SignedInApp-e.js') + script('query-d.js') + script('LoginPage-g.js')));
    // The security headers every page carries.
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('a join link names the shell, the join page and the sign-in page a signed-out guest is sent to', async () => {
    const body = (await raw(live.port, '/join/ABC234')).body.toString();
    expect(body).toBe(
      withHead(style('SignedInApp-f.css') + style('JoinPage-j.css') + script('SignedInApp-e.js') + script('query-d.js') + script('AppShell-h.js') + script('JoinPage-i.js') + script('LoginPage-g.js')),
    );
  });

  it('is sent as brotli, gzip or as it is, the same document each way', async () => {
    const plain = await raw(live.port, '/login');
    const br = await raw(live.port, '/login', { 'accept-encoding': 'gzip, deflate, br' });
    const gz = await raw(live.port, '/login', { 'accept-encoding': 'gzip' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.body)).toEqual(plain.body);
    expect(gunzipSync(gz.body)).toEqual(plain.body);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(plain.body.length);
  });

  it('revalidates by its ETag: 304 with no body; another route has another tag', async () => {
    const first = await raw(live.port, '/login');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{20,}"$/);
    const again = await raw(live.port, '/login', { 'if-none-match': etag, 'accept-encoding': 'br' });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const join = await raw(live.port, '/join/ABC234', { 'if-none-match': etag });
    expect(join.status).toBe(200);
    expect(join.headers.etag).not.toBe(etag);
  });

  it('HEAD answers the headers alone', async () => {
    const head = await raw(live.port, '/login', { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    expect(head.body.length).toBe(0);
  });

  it('every other route, and near misses, get the page as built', async () => {
    for (const route of ['/', '/leagues/3', '/login/more', '/join', '/join/ABC234/extra', '/loginx']) {
      const res = await raw(live.port, route);
      expect(res.status, route).toBe(200);
      expect(res.body.toString(), route).toBe(INDEX_HTML);
    }
  });

  it('without a manifest /login is the page as built', async () => {
    const bare = fakeDist();
    dirs.push(bare);
    const other = await listen(bare);
    try {
      const res = await raw(other.port, '/login');
      expect(res.status).toBe(200);
      expect(res.body.toString()).toBe(INDEX_HTML);
    } finally {
      await new Promise((resolve) => other.server.close(resolve));
      await other.app.close();
    }
  });
});
