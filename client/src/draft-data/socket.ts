import { transports as engineTransports } from 'engine.io-client';
import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '#shared/draft/socket-contract.js';
import { readStoredToken } from '../stores/session.js';
import type { DraftSource } from '../api/draft-reads.js';

export type DraftSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Same origin as the page in the app (Vite proxies /socket.io in dev); tests point it at a live server. */
export function defaultSocketOrigin(): string {
  return typeof window === 'undefined' ? 'http://localhost:3000' : window.location.origin;
}

/**
 * How long a WebSocket-only connection attempt may take to open. On a LAN it opens in well under
 * a second (two TCP retransmits still fit); a proxy that takes the upgrade and never answers it
 * would otherwise hold every attempt for engine.io's 20 s, and the board would never go live
 * (docs/DECISIONS.md, "WebSocket that never answers"). Also the deadline each later WebSocket gets
 * to open before long-polling is tried (./polling-transport.ts).
 */
const WEBSOCKET_DEADLINE_MS = 4000;

let fallbackLoad: Promise<typeof import('./polling-transport.js')> | undefined;

/**
 * The long-polling transport and what to try after a WebSocket failure (./polling-transport.ts), a
 * chunk of its own: the browser build's table of transports starts with WebSocket alone
 * (client/slim-socket-client.ts). A failed fetch (the network is down) is tried again at the next
 * failure.
 */
function loadFallback(): Promise<typeof import('./polling-transport.js')> {
  fallbackLoad ??= import('./polling-transport.js').catch((err: unknown) => {
    fallbackLoad = undefined;
    throw err;
  });
  return fallbackLoad;
}

/**
 * A signed-in socket that follows something other than a draft's room (a league's owners, a join
 * page): the handshake needs only the session token, so no draft is named.
 */
export function openMemberSocket(origin = defaultSocketOrigin()): DraftSocket {
  return openDraftSocket({ kind: 'member', draftId: 0 }, origin);
}

/**
 * One socket per open draft. Members authenticate with the session token, read at every
 * (re)connect so a fresh sign-in is picked up; public boards present their link token.
 * The socket starts closed: the store connects it once the snapshot is loaded.
 */
export function openDraftSocket(source: DraftSource, origin = defaultSocketOrigin()): DraftSocket {
  const socket: DraftSocket = io(origin, {
    autoConnect: false,
    // Reconnect quickly after a phone wakes or a party Wi-Fi blips; the store catches up from the log.
    reconnectionDelay: 500,
    reconnectionDelayMax: 3000,
    // WebSocket only at first: it skips the long-polling handshake's round trips and bytes on every
    // load, and the long-polling code stays out of the board's first load (docs/DECISIONS.md, "First
    // load, measured in the browser").
    transports: ['websocket'],
    // Once long-polling is allowed (below), a failed WebSocket moves on to it within the same attempt.
    tryAllTransports: true,
    // The WebSocket-only attempts' deadline; long-polling, once allowed, gets engine.io's 20 s.
    timeout: WEBSOCKET_DEADLINE_MS,
    auth: (send) => {
      if (source.kind === 'public') send({ publicToken: source.token });
      else send({ token: readStoredToken() ?? '' });
    },
  });
  // Until the fallback is loaded WebSocket is the only transport, so an open before the first
  // failure is a WebSocket that worked on this network.
  let opened = false;
  socket.io.once('open', () => (opened = true));
  // The connection could not be opened (the manager's `error`: a transport failed or the attempt
  // timed out, not a refusal by the server). Networks or proxies that refuse the WebSocket upgrade,
  // or take it and never answer, still work: later attempts, which the manager makes on its own,
  // go on to long-polling (./polling-transport.ts decides how).
  socket.io.on('error', (err) => {
    // Offline (a phone between networks), nothing can be fetched: WebSocket is tried again first.
    if (typeof navigator !== 'undefined' && !navigator.onLine) return;
    loadFallback().then(({ fallBackFromWebSocket }) => fallBackFromWebSocket(socket.io, engineTransports, err, opened), () => undefined);
  });
  return socket;
}
