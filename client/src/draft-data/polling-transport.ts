import type { Manager } from 'socket.io-client';
import type { WS } from '#engine.io-transports/websocket.js';
import { XHR } from '#engine.io-transports/polling-xhr.js';

/**
 * What the board's socket does once WebSocket has failed, in a chunk of its own: ./socket.ts loads
 * it on the first failure, so none of this is in the board's first load (client/slim-socket-client.ts).
 * It holds engine.io-client's XHR long-polling transport (the package does not export its transport
 * files, hence the paths into node_modules) and the choice of what to try next.
 */

/** engine.io-client's table of transports by name, which each connection attempt opens them from. */
export type EngineTransports = Record<string, unknown>;

/** engine.io-client's default for the whole of a connection attempt (the WebSocket-only attempts use a shorter one). */
const ATTEMPT_TIMEOUT_MS = 20_000;

/**
 * WebSocket that gives up when it has not opened within `deadlineMs`, as one that fails would:
 * the connection attempt goes on to long-polling (`tryAllTransports`), an upgrade probe is
 * dropped. A proxy that takes the upgrade and never answers it would otherwise hold every
 * attempt for its whole 20 s timeout, and the upgrade probe for minutes.
 */
function withOpeningDeadline(WebSocketTransport: typeof WS, deadlineMs: number): typeof WS {
  return class WebSocketWithDeadline extends WebSocketTransport {
    override doOpen() {
      const opening = super.doOpen();
      setTimeout(() => {
        if (this.readyState !== 'opening') return;
        this.onError('websocket did not open in time', undefined, undefined);
        // Releases the browser's pending WebSocket: it lets only one per address be connecting at a time.
        this.close();
      }, deadlineMs);
      return opening;
    }
  };
}

/** The WebSocket transports already bounded (the table is shared by every socket of the page). */
const bounded = new WeakSet<object>();
/** Managers whose transports are decided (a page that opens another draft gets a new manager). */
const decided = new WeakSet<Manager>();
/** The network took a WebSocket upgrade and never answered it: it will do so all evening. */
let upgradeSwallowed = false;

/**
 * Called on each failure of a manager's connection (./socket.ts): a transport failed, or the
 * attempt timed out (the `timeout` option, which ./socket.ts sets short for its WebSocket-only
 * attempts; it is the deadline a WebSocket gets to open from then on). The first time, it decides
 * what the socket tries next:
 * - WebSocket never opened and the attempt timed out: the network takes the upgrade and never
 *   answers it (a venue's Wi-Fi box, an office proxy). One that did so once will do so all evening,
 *   so the socket long-polls for the page's life, without upgrade probes.
 * - Otherwise (the upgrade was refused, or WebSocket worked before this failure: a Wi-Fi drop),
 *   each attempt tries WebSocket first, bounded by the same deadline, then long-polling.
 * Either way the attempt's timeout goes back to engine.io's 20 s: it now covers long-polling's
 * handshake, which a crowded Wi-Fi may slow down.
 */
export function fallBackFromWebSocket(manager: Manager, transports: EngineTransports, failure: Error, webSocketOpened: boolean): void {
  // Node's engine.io-client (the unit tests) has long-polling in its table already.
  transports.polling ??= XHR;
  if (decided.has(manager)) return;
  decided.add(manager);
  const deadlineMs = manager.timeout();
  const webSocket = transports.websocket as typeof WS;
  if (typeof deadlineMs === 'number' && !bounded.has(webSocket)) {
    const withDeadline = withOpeningDeadline(webSocket, deadlineMs);
    bounded.add(withDeadline);
    transports.websocket = withDeadline;
  }
  manager.timeout(ATTEMPT_TIMEOUT_MS);
  upgradeSwallowed ||= failure.message === 'timeout' && !webSocketOpened;
  manager.opts.transports = upgradeSwallowed ? ['polling'] : ['websocket', 'polling'];
  if (upgradeSwallowed) manager.opts.upgrade = false;
}
