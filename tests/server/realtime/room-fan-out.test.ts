import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io as connectClient } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { roomFanOut, socketIoFrame } from '#server/realtime/room-fan-out.js';
import type { RealtimeServer } from '#server/realtime/socket-server.js';

/** Reads a server's frame back as RFC 6455 §5.2 lays it out: FIN and opcode, unmasked length, payload. */
function readBack(frame: Buffer): { fin: boolean; opcode: number; masked: boolean; text: string } {
  const short = (frame[1] as number) & 0x7f;
  const [length, offset] = short < 126 ? [short, 2] : short === 126 ? [frame.readUInt16BE(2), 4] : [Number(frame.readBigUInt64BE(2)), 10];
  expect(frame.length).toBe(offset + length);
  return { fin: ((frame[0] as number) & 0x80) !== 0, opcode: (frame[0] as number) & 0x0f, masked: ((frame[1] as number) & 0x80) !== 0, text: frame.toString('utf8', offset) };
}

describe('a broadcast written once as a WebSocket frame', () => {
  it.each([0, 123, 124, 65_533, 65_534, 70_000])('frames 2 + %i bytes of text with the length encoding its size needs', (size) => {
    const json = 'x'.repeat(size);
    expect(readBack(socketIoFrame(json))).toEqual({ fin: true, opcode: 1, masked: false, text: `42${json}` });
  });

  it('counts the length in bytes, not characters', () => {
    const json = `["draft:event",{"full_name":"${'Amon-Ra St. Brown é'.repeat(10)}"}]`;
    expect(readBack(socketIoFrame(json)).text).toBe(`42${json}`);
  });
});

describe('a broadcast to several rooms', () => {
  it('reaches a socket in two of them once, every time, from any fan-out, and no socket outside them', async () => {
    const http = createServer();
    const io = new Server(http) as unknown as RealtimeServer;
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const { port } = http.address() as AddressInfo;
    const clients = ['both', 'members', 'board', 'elsewhere'].map((name) => ({ name, socket: connectClient(`http://127.0.0.1:${port}`, { transports: ['websocket'], query: { name } }), heard: [] as number[] }));
    try {
      for (const client of clients) client.socket.on('x', (payload: { n: number }) => void client.heard.push(payload.n));
      await Promise.all(clients.map(({ socket }) => new Promise<void>((resolve) => socket.on('connect', () => resolve()))));
      const rooms: Record<string, string[]> = { both: ['draft:1', 'public-draft:1'], members: ['draft:1'], board: ['public-draft:1'], elsewhere: ['draft:2'] };
      for (const socket of (io as unknown as Server).of('/').sockets.values()) void socket.join(rooms[socket.handshake.query.name as string]!);
      // Two fan-outs of one server, as the events' and the heartbeat's: each one's broadcasts reach
      // every socket, whatever the other wrote to them before.
      const [events, heartbeat] = [roomFanOut(io, false), roomFanOut(io, false)];
      events(['draft:1', 'public-draft:1'], 'x', { n: 1 });
      heartbeat(['draft:1', 'public-draft:1'], 'x', { n: 2 });
      events(['draft:1', 'public-draft:1'], 'x', { n: 3 });
      // A single room after several: the stamps of the last broadcast do not hold it back.
      heartbeat('public-draft:1', 'x', { n: 4 });
      await expect.poll(() => clients.find((c) => c.name === 'board')!.heard.length).toBe(4);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(Object.fromEntries(clients.map((c) => [c.name, c.heard]))).toEqual({ both: [1, 2, 3, 4], members: [1, 2, 3], board: [1, 2, 3, 4], elsewhere: [] });
    } finally {
      for (const { socket } of clients) socket.close();
      await new Promise<void>((resolve) => void io.close(() => resolve()));
    }
  });
});
