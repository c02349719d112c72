import type { RealtimeServer, RealtimeSocket } from './socket-server.js';

/**
 * A broadcast written once as a WebSocket frame and handed to each socket as that frame, without
 * Socket.IO's and engine.io's per-socket steps (docs/DECISIONS.md, Performance, "Draft events and
 * ticks skip engine.io's per-socket steps"; figures in docs/BENCHMARKS.md, "Allocation per event").
 *
 * `io.to(room).emit` already encodes a broadcast once, WebSocket frame included, but then, for
 * every socket, engine.io builds a packet object, a write buffer and a callback list, emits four
 * events and formats debug arguments, and ws writes the frame's two halves corked (a `writev` and
 * its request). At 35 sockets a room that was a quarter of all an event allocated (and most of
 * the ticks' garbage), and the fan-out bench's p99 is made of the collections that garbage costs.
 * Socket.IO's `onAnyOutgoing` listeners are not called for these broadcasts: the server has none. Here the frame is one Buffer per
 * broadcast (the tick's one for good) and each socket gets one `write` of it: no per-socket
 * closure, copy or packet of ours.
 *
 * Order and backpressure are kept: a socket whose engine.io still holds packets of its own
 * (`writeBuffer`, waiting for the transport), that is not on a plain WebSocket (polling, an
 * upgrade in progress, per-message deflate) or not open, gets the packet through engine.io as
 * before, behind what it holds. A socket written directly has nothing queued ahead of the frame
 * in engine.io, and ws writes in call order, so each socket still sees its events in seq order.
 * The bytes wait in the TCP socket's buffer, which the slow-client check reads
 * (socket-limits.ts, `bufferedAmount`). With the Redis adapter the broadcast must reach other
 * processes: `io.to(...).emit` is used as it is.
 */
export type RoomFanOut = (rooms: string | readonly string[], event: string, payload?: unknown) => void;

/** ws's WebSocket: OPEN is 1; its sender writes to the TCP socket. */
interface WsSocket {
  readyState: number;
  _sender?: { _socket?: { writable: boolean; write: (chunk: Buffer) => boolean } };
}

interface EngineSocket {
  readyState: string;
  writeBuffer: unknown[];
  transport: { name: string; perMessageDeflate?: unknown; socket?: WsSocket };
  write: (packet: string, options: { preEncoded: true; wsPreEncodedFrame: Buffer[] }) => void;
}

/**
 * The WebSocket frame of a Socket.IO event packet to the main namespace, as the adapter encodes it:
 * one unmasked text frame, FIN set (RFC 6455 §5.2), holding engine.io's message type ('4'),
 * Socket.IO's EVENT ('2') and `json` (`[event, payload]`). The two type bytes are written in place,
 * so the JSON is neither copied into a longer string nor flattened.
 */
export function socketIoFrame(json: string): Buffer {
  const length = 2 + Buffer.byteLength(json);
  const header = length < 126 ? 2 : length < 65536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(header + length);
  frame[0] = 0x81;
  if (header === 2) frame[1] = length;
  else if (header === 4) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  frame[header] = 0x34;
  frame[header + 1] = 0x32;
  frame.write(json, header + 2, 'utf8');
  return frame;
}

/**
 * Sockets already written in a broadcast to several rooms (one in two of them gets it once, as
 * Socket.IO does) carry that broadcast's number. A Set of their ids, kept for the server and
 * cleared after each, lived in the old generation, where every clear and every growth built its
 * table anew: a third of what the heartbeat's ticks left to a full collection (docs/BENCHMARKS.md,
 * "Old-space churn"). A small integer stored on the socket allocates nothing. A single room needs
 * none: a socket is in it once.
 *
 * One count for the process, not one per fan-out: the events' fan-out and the heartbeat's write to
 * the same sockets, and a number one of them had used would make the other skip a socket. A
 * broadcast runs to its end synchronously, so no two are ever under way at once.
 */
const REACHED = Symbol('reached by broadcast');
type ReachedSocket = RealtimeSocket & { [REACHED]?: number };
let broadcast = 0;

interface Encoded {
  json: string;
  frame: Buffer;
}

export function roomFanOut(io: RealtimeServer, acrossProcesses: boolean): RoomFanOut {
  if (acrossProcesses) return (rooms, event, payload) => emitThroughSocketIo(io, rooms, event, payload);
  const namespace = io.of('/');
  // An event without payload (the heartbeat's tick) is the same bytes every time: its frame is
  // made once and shared, as nothing writes into a frame once made.
  const bare = new Map<string, Encoded>();
  const encode = (event: string, payload: unknown): Encoded => {
    if (payload !== undefined) {
      const json = JSON.stringify([event, payload]);
      return { json, frame: socketIoFrame(json) };
    }
    let encoded = bare.get(event);
    if (!encoded) {
      const json = JSON.stringify([event]);
      encoded = { json, frame: socketIoFrame(json) };
      bare.set(event, encoded);
    }
    return encoded;
  };
  const send = (socket: RealtimeSocket, encoded: Encoded) => {
    const engine = socket.conn as unknown as EngineSocket;
    if (engine.readyState !== 'open') return;
    const ws = engine.transport.socket;
    const tcp = ws?._sender?._socket;
    if (engine.writeBuffer.length === 0 && engine.transport.name === 'websocket' && !engine.transport.perMessageDeflate && ws?.readyState === 1 && tcp?.writable) {
      tcp.write(encoded.frame);
    } else {
      // engine.io's own path, behind whatever it holds; it sends the frame as is where it can.
      engine.write(`2${encoded.json}`, { preEncoded: true, wsPreEncodedFrame: [encoded.frame] });
    }
  };
  return (rooms, event, payload) => {
    const several = typeof rooms !== 'string' && rooms.length > 1;
    // Wraps after 2^30 broadcasts (a small integer stays in place); 0 is skipped, so a socket
    // never stamped is never taken for one reached.
    if (several) broadcast = (broadcast % 0x3fffffff) + 1;
    let encoded: Encoded | undefined;
    for (const room of typeof rooms === 'string' ? [rooms] : rooms) {
      const ids = namespace.adapter.rooms.get(room);
      if (!ids) continue;
      for (const id of ids) {
        const socket: ReachedSocket | undefined = namespace.sockets.get(id);
        if (!socket) continue;
        if (several) {
          if (socket[REACHED] === broadcast) continue;
          socket[REACHED] = broadcast;
        }
        encoded ??= encode(event, payload);
        send(socket, encoded);
      }
    }
  };
}

function emitThroughSocketIo(io: RealtimeServer, rooms: string | readonly string[], event: string, payload: unknown): void {
  const target = io.to(rooms as string | string[]) as unknown as { emit: (event: string, ...args: unknown[]) => void };
  if (payload === undefined) target.emit(event);
  else target.emit(event, payload);
}
