import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '../../../shared/draft/socket-contract.js';
import { readStoredToken } from '../stores/session.js';
import type { DraftSource } from '../api/draft-reads.js';

export type DraftSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Same origin as the page in the app (Vite proxies /socket.io in dev); tests point it at a live server. */
export function defaultSocketOrigin(): string {
  return typeof window === 'undefined' ? 'http://localhost:3000' : window.location.origin;
}

/**
 * One socket per open draft. Members authenticate with the session token, read at every
 * (re)connect so a fresh sign-in is picked up; public boards present their link token.
 * The socket starts closed: the store connects it once the snapshot is loaded.
 */
export function openDraftSocket(source: DraftSource, origin = defaultSocketOrigin()): DraftSocket {
  return io(origin, {
    autoConnect: false,
    // Reconnect quickly after a phone wakes or a party Wi-Fi blips; the store catches up from the log.
    reconnectionDelay: 500,
    reconnectionDelayMax: 3000,
    // WebSocket first: it skips the long-polling handshake's round trips and bytes on every load
    // (the board's first-load budget, docs/DECISIONS.md); polling stays the fallback for networks
    // or proxies that refuse the upgrade.
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
    auth: (send) => {
      if (source.kind === 'public') send({ publicToken: source.token });
      else send({ token: readStoredToken() ?? '' });
    },
  });
}
