import type { Express, Request, Response } from 'express';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { preferredEncoding } from './compress-large.js';
import { pagePreloads, ROUTE_PAGES } from './page-preloads.js';

/**
 * The built client (client/dist), as a party network needs it:
 * - the build writes `.br` and `.gz` copies (client/precompress.ts); the best one the browser
 *   accepts is sent with `Content-Encoding` and `Vary: Accept-Encoding`, nothing is compressed
 *   per request;
 * - files under /assets/ carry a content hash in their name: cached for a year, `immutable`;
 *   index.html and the other unhashed files: `no-cache` (revalidated by ETag each time);
 * - source maps stay on disk for debugging but are never served (they hold the whole client
 *   source);
 * - any other GET outside /api and /socket.io gets index.html (client-side routes), except a
 *   missing /assets/ file, which is a 404 rather than HTML a browser would try to run as a script;
 * - /login and a join link get index.html naming the chunks of their first screen (page-preloads.ts),
 *   made and compressed once, revalidated by its own ETag like index.html.
 */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

type Encoding = 'br' | 'gzip';
const EXTENSION: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** URL path (e.g. `/assets/app-x1.js`) → the encodings the build wrote beside the file. */
type FileIndex = Map<string, Set<Encoding>>;

function indexDist(distDir: string): FileIndex {
  const index: FileIndex = new Map();
  if (!existsSync(distDir)) return index;
  const files = readdirSync(distDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  const urlOf = (entry: { parentPath: string; name: string }) => `/${path.relative(distDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`;
  const all = new Set(files.map(urlOf));
  for (const url of all) {
    if (url.endsWith('.map') || url.endsWith('.br') || url.endsWith('.gz') || url.startsWith('/.vite/')) continue;
    const encodings = new Set<Encoding>((['br', 'gzip'] as const).filter((enc) => all.has(url + EXTENSION[enc])));
    index.set(url, encodings);
  }
  return index;
}

/**
 * Brotli whenever the browser takes it (smaller than gzip at the same speed to decode), else gzip,
 * else the plain file. Browsers list every coding at q=1 with gzip first, so the client's order
 * is not a preference; a coding refused with q=0 is never sent.
 */
function pickEncoding(req: Request, available: Set<Encoding>): Encoding | undefined {
  return (['br', 'gzip'] as const).find((enc) => available.has(enc) && req.acceptsEncodings(enc) === enc);
}

function sendBuilt(req: Request, res: Response, distDir: string, url: string, encodings: Set<Encoding>, cacheControl: string): void {
  const encoding = pickEncoding(req, encodings);
  if (encodings.size > 0) res.vary('Accept-Encoding');
  // Set before sendFile: it keeps a Content-Type already set instead of guessing one from `.br`.
  res.type(path.extname(url) || 'html');
  res.setHeader('Cache-Control', cacheControl);
  if (encoding) res.setHeader('Content-Encoding', encoding);
  const file = path.join(distDir, ...url.split('/').filter(Boolean)) + (encoding ? EXTENSION[encoding] : '');
  // An immutable asset is never revalidated nor fetched in ranges: no Last-Modified or
  // Accept-Ranges on it (over HTTP/1.1 each header is paid on every one of a page's assets).
  const immutable = cacheControl === IMMUTABLE;
  res.sendFile(file, { cacheControl: false, dotfiles: 'allow', lastModified: !immutable, acceptRanges: !immutable }, (err) => {
    // The file went away under us (a rebuild): let the next handler answer rather than half a reply.
    if (err && !res.headersSent) {
      res.removeHeader('Content-Encoding');
      res.removeHeader('Cache-Control');
      res.status(404).type('text').send('Not found');
    }
  });
}

/** index.html with a route's preloads, in each encoding it is sent in. */
interface RouteDocument {
  etag: string;
  bodies: Record<Encoding | 'identity', Buffer>;
}

function routeDocument(distDir: string, pages: readonly string[]): RouteDocument | undefined {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return undefined;
  const html = readFileSync(indexFile, 'utf8');
  const preloads = pagePreloads(distDir, html, pages);
  if (!preloads || !html.includes('</head>')) return undefined;
  const identity = Buffer.from(html.replace('</head>', `${preloads}</head>`), 'utf8');
  return {
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    bodies: {
      identity,
      br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
      gzip: gzipSync(identity, { level: 9 }),
    },
  };
}

function sendRouteDocument(req: Request, res: Response, doc: RouteDocument): void {
  res.vary('Accept-Encoding');
  res.type('html');
  res.setHeader('Cache-Control', NO_CACHE);
  res.setHeader('ETag', doc.etag);
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  const encoding = preferredEncoding(req);
  if (encoding) res.setHeader('Content-Encoding', encoding);
  const body = doc.bodies[encoding ?? 'identity'];
  res.setHeader('Content-Length', body.length);
  if (req.method === 'HEAD') res.end();
  else res.end(body);
}

export function serveClient(app: Express, distDir: string): void {
  const files = indexDist(distDir);
  const indexHtml = files.get('/index.html');
  // Made on a route's first request (the build is in place by then), null where it adds nothing.
  const routeDocuments = new Map<RegExp, RouteDocument | null>();
  const routeDocumentFor = (urlPath: string): RouteDocument | undefined => {
    const route = ROUTE_PAGES.find((r) => r.path.test(urlPath));
    if (!route) return undefined;
    if (!routeDocuments.has(route.path)) routeDocuments.set(route.path, routeDocument(distDir, route.pages) ?? null);
    return routeDocuments.get(route.path) ?? undefined;
  };
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path.startsWith('/api/') || req.path === '/api' || req.path.startsWith('/socket.io/')) return next();
    const found = files.get(req.path);
    if (found && req.path !== '/index.html') {
      sendBuilt(req, res, distDir, req.path, found, req.path.startsWith('/assets/') ? IMMUTABLE : NO_CACHE);
      return;
    }
    if (req.path.startsWith('/assets/') || req.path.endsWith('.map')) {
      res.status(404).type('text').send('Not found');
      return;
    }
    if (!indexHtml) return next();
    const routeDoc = routeDocumentFor(req.path);
    if (routeDoc) sendRouteDocument(req, res, routeDoc);
    else sendBuilt(req, res, distDir, '/index.html', indexHtml, NO_CACHE);
  });
}
