import type { RealtimeServer } from './socket-server.js';

/**
 * The rooms' heartbeat (issue 13, made cheap in issue 16): once a second the server sends every
 * socket of this process one empty `draft:tick`. Socket.IO encodes a broadcast once, WebSocket
 * frame included (socket.io-adapter's `_encode`), so a tick costs each socket one write of the
 * same few bytes: no packet to read, parse or answer, no per-socket timer or ack closure, as the
 * clients' own 1/s `clock:ping` cost. A client that hears nothing (tick or event) for 2 s says
 * "Reconnecting…" (client/src/live-draft/store.ts).
 *
 * `io.local`: with the Redis adapter each process ticks only its own sockets.
 */
export const TICK_EVERY_MS = 1000;

export function startTicking(io: RealtimeServer, everyMs = TICK_EVERY_MS): () => void {
  const timer = setInterval(() => io.local.emit('draft:tick'), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
