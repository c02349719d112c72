import { ServerResponse, type IncomingMessage } from 'node:http';
import type { RealtimeServer } from './socket-server.js';

/**
 * engine.io answers a WebSocket upgrade through a stand-in for the response (its
 * `WebSocketResponse`), which holds the upgrade's request and stays reachable, through the
 * connection's 'close' listener it adds, for as long as the socket lives: the request, its headers
 * and what the app hung on it, 1.3 KB of heap a socket, kept past `forgetHandshake` (socket-server.ts)
 * for nothing (docs/BENCHMARKS.md, "A tenth machine"). Each stand-in is noted by its request as it
 * passes the engine's middleware, and lets the request go once the connection is made.
 */
const standIns = new WeakMap<IncomingMessage, { req?: unknown }>();

/** Note every upgrade's stand-in (a long poll's response is Node's own and holds nothing after it is sent). */
export function noteUpgradeStandIns(io: RealtimeServer): void {
  io.engine.use((req: IncomingMessage, res: unknown, next: () => void) => {
    if (!(res instanceof ServerResponse) && typeof res === 'object' && res !== null && 'req' in res) standIns.set(req, res);
    next();
  });
}

/** The connection made with `req` no longer needs it: its upgrade's stand-in lets it go. */
export function releaseUpgradeRequest(req: IncomingMessage | undefined): void {
  const standIn = req && standIns.get(req);
  if (standIn) standIn.req = undefined;
}
