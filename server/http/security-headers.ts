import type { Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import type { IncomingMessage, OutgoingHttpHeader } from 'node:http';
import { parseHost } from './link-origin.js';

/**
 * Helmet's headers, chosen by how the request arrived. On plain HTTP (a laptop serving
 * the party's LAN) `upgrade-insecure-requests` would make the browser fetch every script over
 * https:// and show a blank page, and HSTS would lock the address to HTTPS for a year; both are
 * sent only when the request came over HTTPS, directly or through a trusted proxy
 * (`req.secure` follows `trust proxy`). Cross-Origin-Opener-Policy is ignored by browsers on an
 * untrustworthy origin and logs a console error there, so it too is HTTPS-only.
 */
export function securityHeaders(blocks = new SecurityHeaderBlocks()): RequestHandler {
  return (req, res, next) => {
    if (req.path.startsWith(ASSETS_PATH)) {
      assetHeaders(res);
      next();
      return;
    }
    const block = blocks.of(req.secure, req.host);
    for (const [name, value] of block.set) res.setHeader(name, value);
    for (const name of block.removed) res.removeHeader(name);
    next();
  };
}

/**
 * Helmet builds the same dozen headers (CSP string included) on every request; they depend only
 * on how the request arrived and its Host, so each pair is computed once and kept as a block.
 * The app's middleware and the public board's answer (routes/public-board.ts) share one per app.
 */
export class SecurityHeaderBlocks {
  private readonly helmets = helmetsBySecurity();
  private readonly byHost = { secure: new Map<string, HeaderBlock>(), plain: new Map<string, HeaderBlock>() };

  of(secure: boolean, host: string | undefined): HeaderBlock {
    const blocks = secure ? this.byHost.secure : this.byHost.plain;
    const key = host ?? '';
    let block = blocks.get(key);
    if (!block) {
      block = headersOf(secure ? this.helmets.overHttps : this.helmets.plainHttp, secure, host);
      // Host comes from the client: a bounded cache, so forged hosts cannot grow it without end.
      if (blocks.size >= HOST_BLOCKS) blocks.clear();
      blocks.set(key, block);
    }
    return block;
  }
}

/** Distinct hosts kept per kind of arrival: a party uses two or three (localhost, the LAN address, a proxy). */
const HOST_BLOCKS = 64;


export interface HeaderBlock {
  set: [name: string, value: OutgoingHttpHeader][];
  /** The same headers as one flat name, value, name, value… list, the form `writeHead` takes. */
  flat: OutgoingHttpHeader[];
  /** Helmet also takes X-Powered-By off (the app does not send it either, but a block is helmet's whole effect). */
  removed: string[];
}

/** The two helmet configurations, for requests over HTTPS and over plain HTTP. */
export function helmetsBySecurity(): { overHttps: RequestHandler; plainHttp: RequestHandler } {
  const directives = {
    // Player headshots come from the NFL's image CDN.
    'img-src': ["'self'", 'data:', 'https://static.www.nfl.com'],
    // Sockets to this page's own origin only (CSP3 browsers read 'self' so; older ones need the ws form).
    'connect-src': ["'self'", (req: IncomingMessage) => ownSocketOrigin(req as Request)],
  };
  // Headers for software no browser runs any more (X-Download-Options: Internet Explorer 8;
  // X-Permitted-Cross-Domain-Policies: Flash; X-XSS-Protection: 0 switches off a filter today's
  // browsers no longer have) are left out: every answer carried ~90 bytes of them, uncompressed on
  // plain HTTP (docs/DECISIONS.md, "Security headers: no headers for retired software").
  const legacy = { xDownloadOptions: false, xPermittedCrossDomainPolicies: false, xXssProtection: false } as const;
  return {
    overHttps: helmet({ contentSecurityPolicy: { directives }, ...legacy }) as RequestHandler,
    plainHttp: helmet({
      contentSecurityPolicy: { directives: { ...directives, 'upgrade-insecure-requests': null } },
      strictTransportSecurity: false,
      crossOriginOpenerPolicy: false,
      ...legacy,
    }) as RequestHandler,
  };
}

/**
 * The headers a helmet middleware sets for a request that arrived so (its `secure` and `host` are
 * all our directives read), recorded on a stand-in response. Helmet sets its headers synchronously.
 */
function headersOf(middleware: RequestHandler, secure: boolean, host: string | undefined): HeaderBlock {
  const block: HeaderBlock = { set: [], flat: [], removed: [] };
  const recorder = {
    setHeader: (name: string, value: OutgoingHttpHeader) => block.set.push([name, value]),
    removeHeader: (name: string) => block.removed.push(name),
    getHeader: () => undefined,
  };
  const standIn = { secure, host, headers: {} };
  let done = false;
  middleware(standIn as unknown as Request, recorder as unknown as Response, () => (done = true));
  if (!done) throw new Error('helmet did not set its headers synchronously');
  block.flat = block.set.flat();
  return block;
}

/** Where the build puts its hashed scripts, styles and images (static-client.ts). */
const ASSETS_PATH = '/assets/';

/**
 * A script or stylesheet needs only the headers that act on a subresource. CSP, frame, referrer
 * and HSTS headers act on documents; repeated on the twenty-odd assets of a page they were about
 * 13 KB of the public board's first load over HTTP/1.1, which does not compress headers.
 */
function assetHeaders(res: Response): void {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
}

/**
 * `ws://host[:port]` (or `wss://`) of the origin the page was loaded from. The host goes into a
 * header, so anything but a plain host[:port] (a forged `Host: x; script-src *`) yields 'self'.
 */
export function ownSocketOrigin(req: Pick<Request, 'secure' | 'host'>): string {
  const parsed = parseHost(req.host);
  if (!parsed) return "'self'";
  const host = parsed.hostname.includes(':') ? `[${parsed.hostname}]` : parsed.hostname;
  return `${req.secure ? 'wss' : 'ws'}://${host}${parsed.port === undefined ? '' : `:${parsed.port}`}`;
}
