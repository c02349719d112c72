import { transports as engineTransports } from 'engine.io-client';
import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '../../../shared/draft/socket-contract.js';
import { readStoredToken } from '../stores/session.js';
import type { DraftSource } from '../api/draft-reads.js';

export type DraftSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Same origin as the page in the app (Vite proxies /socket.io in dev); tests point it at a live server. */
export function defaultSocketOrigin(): string {
  return typeof window === 'undefined' ? 'http://localhost:3000' : window.location.origin;
}

let pollingLoad: Promise<void> | undefined;

/**
 * Puts long-polling in the table engine.io-client opens transports from. The browser build's table
 * starts with WebSocket alone (client/slim-socket-client.ts), so the transport is fetched on first
 * need; Node's engine.io-client (the unit tests) has it already. A failed fetch (the network is
 * down) is tried again at the next failure.
 */
function loadPolling(): Promise<void> {
  if ('polling' in engineTransports) return Promise.resolve();
  pollingLoad ??= import('./polling-transport.js').then(
    ({ XHR }) => void Object.assign(engineTransports, { polling: XHR }),
    (err: unknown) => {
      pollingLoad = undefined;
      throw err;
    },
  );
  return pollingLoad;
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
    auth: (send) => {
      if (source.kind === 'public') send({ publicToken: source.token });
      else send({ token: readStoredToken() ?? '' });
    },
  });
  // The connection could not be opened (the manager's `error`: a transport failed or timed out, not a
  // refusal by the server). Networks or proxies that refuse the WebSocket upgrade still work: every
  // later attempt, which the manager makes on its own, tries WebSocket and then long-polling.
  let pollingAllowed = false;
  socket.io.on('error', () => {
    // Offline (a phone between networks), nothing can be fetched: WebSocket is tried again first.
    if (pollingAllowed || (typeof navigator !== 'undefined' && !navigator.onLine)) return;
    loadPolling().then(() => {
      pollingAllowed = true;
      socket.io.opts.transports = ['websocket', 'polling'];
    }, () => undefined);
  });
  return socket;
}
