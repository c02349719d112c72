import type { IncomingMessage } from 'node:http';

/**
 * Browsers always send Origin on WebSocket upgrades and cross-origin requests; it must be this
 * server's own host or an allow-listed origin. Requests without Origin come from non-browser
 * clients (a league's bot, tests), which the handshake's token check still gates.
 */
export function originAllowed(req: IncomingMessage, allowedOrigins: readonly string[]): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  if (allowedOrigins.includes(origin)) return true;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}
