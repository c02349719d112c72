import type { Logger } from 'pino';
import type { RealtimeServer, RealtimeSocket } from './socket-server.js';

/**
 * What one socket may cost the server (a public board replaying the whole log on every
 * join took the heap from 185 MB to 2.2 GB and stalled every room). Tests lower them.
 */
export interface SocketLimits {
  /** Joins a socket may start per minute; a reconnect is a new socket, so real clients need few. */
  joinsPerMinute: number;
  /** Events one join replays at most; the client pages the rest from GET .../events (the ack's seq says how far). */
  replayLimit: number;
  /** Events written per replay page before waiting for the socket's buffer to drain. */
  replayPage: number;
  /** Packets waiting in a socket's write buffer above which it counts as not keeping up. */
  maxBufferedPackets: number;
  /** Bytes waiting in the WebSocket above which it counts as not keeping up. */
  maxBufferedBytes: number;
  /** How often buffers are checked, and how many checks in a row a socket may fall further behind. */
  checkEveryMs: number;
  strikes: number;
}

export const DEFAULT_SOCKET_LIMITS: SocketLimits = {
  joinsPerMinute: 20,
  replayLimit: 1000,
  replayPage: 250,
  maxBufferedPackets: 2000,
  maxBufferedBytes: 4 * 1024 * 1024,
  checkEveryMs: 1000,
  strikes: 5,
};

/** Engine.IO's write buffer and, on a WebSocket, what `ws` has not yet handed to the kernel. */
export function backlogOf(socket: RealtimeSocket): { packets: number; bytes: number } {
  const conn = socket.conn as unknown as { writeBuffer?: unknown[]; transport?: { socket?: { bufferedAmount?: number } } };
  return { packets: conn.writeBuffer?.length ?? 0, bytes: conn.transport?.socket?.bufferedAmount ?? 0 };
}

const over = (limits: SocketLimits, backlog: { packets: number; bytes: number }) =>
  backlog.packets > limits.maxBufferedPackets || backlog.bytes > limits.maxBufferedBytes;

export const SLOW_CLIENT = 'Disconnected: the connection is not keeping up with the draft';

/**
 * Disconnects a socket whose backlog stays over the limit and keeps growing for `strikes` checks
 * in a row (a client that stopped reading, or a polling client that stopped polling): left alone,
 * every event of its rooms would pile up in memory for it.
 */
export function watchBackpressure(io: RealtimeServer, limits: SocketLimits, log: Logger): () => void {
  const behind = new WeakMap<RealtimeSocket, { total: number; strikes: number }>();
  const timer = setInterval(() => {
    for (const socket of io.of('/').sockets.values()) {
      const backlog = backlogOf(socket);
      const total = backlog.packets + backlog.bytes;
      const before = behind.get(socket);
      if (!over(limits, backlog)) {
        behind.delete(socket);
        continue;
      }
      const strikes = before && total >= before.total ? before.strikes + 1 : 1;
      behind.set(socket, { total, strikes });
      if (strikes >= limits.strikes) {
        log.warn({ socketId: socket.id, ...backlog }, 'disconnecting a socket that does not keep up');
        dropSlowSocket(socket);
      }
    }
  }, limits.checkEveryMs);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Disconnect now and discard what is still buffered: a plain disconnect would wait for the
 * backlog to drain first (engine.io closes gracefully), which a client that does not read never lets happen.
 */
export function dropSlowSocket(socket: RealtimeSocket): void {
  socket.disconnect(true);
  socket.conn.close(true);
}

/**
 * Resolves once the socket has written out all but `packets` of its backlog (and its bytes are under
 * the limit): true then, false when that takes longer than `ms` or the socket closed.
 */
export async function drained(socket: RealtimeSocket, packets: number, limits: SocketLimits, ms = 10_000): Promise<boolean> {
  const end = Date.now() + ms;
  const waiting = () => {
    const backlog = backlogOf(socket);
    return backlog.packets > packets || backlog.bytes > limits.maxBufferedBytes;
  };
  while (socket.connected && waiting()) {
    if (Date.now() > end) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return socket.connected;
}
