import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { SLICES, startHeartbeat } from '#server/realtime/heartbeat.js';
import type { RealtimeServer } from '#server/realtime/socket-server.js';

/** An adapter with one draft room in every slice of the second, as the heartbeat reads rooms. */
function serverWithRooms(rooms: string[]): RealtimeServer {
  const adapter = Object.assign(new EventEmitter(), { rooms: new Map(rooms.map((room) => [room, new Set(['a-socket'])])) });
  return { of: () => ({ adapter }) } as unknown as RealtimeServer;
}

const busyWait = (ms: number) => {
  const until = Date.now() + ms;
  while (Date.now() < until);
};

describe('the heartbeat on a busy loop', () => {
  it('ticks every room within about a second of wall time even when its timer fired late', async () => {
    const rooms = Array.from({ length: SLICES }, (_, i) => `draft:${i + 1}`);
    const ticked = new Set<string>();
    const heartbeat = startHeartbeat(serverWithRooms(rooms), (due) => {
      for (const room of due) ticked.add(room);
    });
    try {
      // The loop is held for most of the second (a long synchronous task): the timer's missed
      // firings are not replayed, so counting firings would leave half the rooms silent.
      busyWait(600);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(rooms.filter((room) => !ticked.has(room))).toEqual([]);
    } finally {
      heartbeat.stop();
    }
  });
});
