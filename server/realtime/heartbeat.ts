import type { RealtimeServer } from './socket-server.js';

/**
 * The rooms' heartbeat (issue 13, made cheap in issue 16): once a second the server sends every
 * socket of this process an empty `draft:tick`. Socket.IO encodes a broadcast once, WebSocket
 * frame included (socket.io-adapter's `_encode`), so a tick costs each socket one write of the
 * same few bytes: no packet to read, parse or answer, no per-socket timer or ack closure, as the
 * clients' own 1/s `clock:ping` cost. A client that hears nothing (tick or event) for 2 s says
 * "Reconnecting…" (client/src/live-draft/store.ts).
 *
 * A room that had an event in the last half second skips the tick: its sockets just heard from
 * the server, and at a busy party most rooms do (the write per socket is most of what a tick
 * costs, docs/BENCHMARKS.md, Fan-out). Half a second keeps the longest silence at 1.5 s, clear of
 * the client's 2 s. `io.local`: with the Redis adapter each process ticks only its own sockets
 * (events from other processes do not mark rooms here, so those rooms simply tick).
 */
export const TICK_EVERY_MS = 1000;
const HEARD_WITHIN_MS = 500;

export interface Heartbeat {
  /** An event just went to these rooms. */
  sentTo: (rooms: readonly string[]) => void;
  stop: () => void;
}

export function startHeartbeat(io: RealtimeServer, everyMs = TICK_EVERY_MS): Heartbeat {
  const lastSent = new Map<string, number>();
  const timer = setInterval(() => {
    const now = Date.now();
    const heard: string[] = [];
    for (const [room, at] of lastSent) {
      if (now - at < HEARD_WITHIN_MS) heard.push(room);
      else lastSent.delete(room);
    }
    (heard.length > 0 ? io.local.except(heard) : io.local).emit('draft:tick');
  }, everyMs);
  timer.unref();
  return {
    sentTo: (rooms) => {
      const now = Date.now();
      for (const room of rooms) lastSent.set(room, now);
    },
    stop: () => clearInterval(timer),
  };
}
