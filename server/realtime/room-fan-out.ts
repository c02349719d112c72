import type { RealtimeServer, RealtimeSocket } from './socket-server.js';

/**
 * A broadcast written once as a WebSocket frame and handed to each socket as that frame, without
 * Socket.IO's and engine.io's per-socket steps (docs/BENCHMARKS.md, "Eighth round").
 *
 * `io.to(room).emit` already encodes a broadcast once, WebSocket frame included, but then, for
 * every socket, engine.io builds a packet object, a write buffer and a callback list, emits four
 * events and formats debug arguments, and ws writes the frame's two halves corked (a `writev` and
 * its request). At 35 sockets a room that was most of what an event allocated, and the fan-out
 * bench's p99 is made of the collections that garbage costs. Here the frame is one Buffer per
 * broadcast and each socket gets one `write` of it.
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
  write: (data: string, options: { preEncoded: true; wsPreEncodedFrame: Buffer[] }) => void;
}

/** One unmasked text frame, FIN set (RFC 6455 §5.2): a server's frame to a client. */
export function textFrame(text: string): Buffer {
  const length = Buffer.byteLength(text);
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
  frame.write(text, header, 'utf8');
  return frame;
}

/** Socket.IO's EVENT packet to the main namespace ('2'), as the adapter encodes it; engine.io prefixes its message type ('4'). */
const socketIoPacket = (event: string, payload: unknown) => `2${JSON.stringify(payload === undefined ? [event] : [event, payload])}`;

export function roomFanOut(io: RealtimeServer, acrossProcesses: boolean): RoomFanOut {
  if (acrossProcesses) return (rooms, event, payload) => emitThroughSocketIo(io, rooms, event, payload);
  const namespace = io.of('/');
  // Sockets already written in this broadcast (one in two rooms gets it once, as Socket.IO does):
  // one Set for the server, cleared after each broadcast, as the fan-out runs to its end synchronously.
  const reached = new Set<string>();
  const send = (engine: EngineSocket, packet: string, frames: Buffer[]) => {
    if (engine.readyState !== 'open') return;
    const ws = engine.transport.socket;
    const tcp = ws?._sender?._socket;
    if (engine.writeBuffer.length === 0 && engine.transport.name === 'websocket' && !engine.transport.perMessageDeflate && ws?.readyState === 1 && tcp?.writable) {
      tcp.write(frames[0] as Buffer);
    } else {
      // engine.io's own path, behind whatever it holds; it sends the frame as is where it can.
      engine.write(packet, { preEncoded: true, wsPreEncodedFrame: frames });
    }
  };
  return (rooms, event, payload) => {
    const list = typeof rooms === 'string' ? [rooms] : rooms;
    let packet: string | undefined;
    let frames: Buffer[] | undefined;
    for (const room of list) {
      const ids = namespace.adapter.rooms.get(room);
      if (!ids) continue;
      for (const id of ids) {
        if (reached.has(id)) continue;
        const socket: RealtimeSocket | undefined = namespace.sockets.get(id);
        if (!socket) continue;
        reached.add(id);
        packet ??= socketIoPacket(event, payload);
        frames ??= [textFrame(`4${packet}`)];
        send(socket.conn as unknown as EngineSocket, packet, frames);
      }
    }
    reached.clear();
  };
}

function emitThroughSocketIo(io: RealtimeServer, rooms: string | readonly string[], event: string, payload: unknown): void {
  const target = io.to(rooms as string | string[]) as unknown as { emit: (event: string, ...args: unknown[]) => void };
  if (payload === undefined) target.emit(event);
  else target.emit(event, payload);
}
