import type { Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import type { IncomingMessage } from 'node:http';
import { parseHost } from './link-origin.js';

/**
 * Helmet's headers, chosen by how the request arrived (issue 10). On plain HTTP (a laptop serving
 * the party's LAN) `upgrade-insecure-requests` would make the browser fetch every script over
 * https:// and show a blank page, and HSTS would lock the address to HTTPS for a year; both are
 * sent only when the request came over HTTPS, directly or through a trusted proxy
 * (`req.secure` follows `trust proxy`). Cross-Origin-Opener-Policy is ignored by browsers on an
 * untrustworthy origin and logs a console error there, so it too is HTTPS-only.
 */
export function securityHeaders(): RequestHandler {
  const directives = {
    // Player headshots come from the NFL's image CDN.
    'img-src': ["'self'", 'data:', 'https://static.www.nfl.com'],
    // Sockets to this page's own origin only (CSP3 browsers read 'self' so; older ones need the ws form).
    'connect-src': ["'self'", (req: IncomingMessage) => ownSocketOrigin(req as Request)],
  };
  const overHttps = helmet({ contentSecurityPolicy: { directives } });
  const plainHttp = helmet({
    contentSecurityPolicy: { directives: { ...directives, 'upgrade-insecure-requests': null } },
    strictTransportSecurity: false,
    crossOriginOpenerPolicy: false,
  });
  return (req, res, next) => {
    if (req.path.startsWith(ASSETS_PATH)) {
      assetHeaders(res);
      next();
      return;
    }
    (req.secure ? overHttps : plainHttp)(req, res, next);
  };
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
