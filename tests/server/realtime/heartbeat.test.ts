import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { HotCommandsInFlight } from '#server/http/hot-commands-in-flight.js';
import { SLICES, startHeartbeat, TICK_EVERY_MS, YIELD_AT_MOST_MS } from '#server/realtime/heartbeat.js';
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
  it('ticks every room within about a period of wall time even when its timer fired late', async () => {
    const rooms = Array.from({ length: SLICES }, (_, i) => `draft:${i + 1}`);
    const ticked = new Set<string>();
    const heartbeat = startHeartbeat(serverWithRooms(rooms), (due) => {
      for (const room of due) ticked.add(room);
    });
    try {
      // The loop is held for half the period (a long synchronous task): the timer's missed
      // firings are not replayed, so counting firings would leave half the rooms silent.
      busyWait(TICK_EVERY_MS / 2);
      await new Promise((resolve) => setTimeout(resolve, TICK_EVERY_MS / 2 + 200));
      expect(rooms.filter((room) => !ticked.has(room))).toEqual([]);
    } finally {
      heartbeat.stop();
    }
  });
});

/**
 * One pick on its way, on the real counter the server uses (server/http/hot-commands-in-flight.ts);
 * `waiting` records each time the heartbeat asked to be told when it is answered.
 */
function hotCommands() {
  const inFlight = new HotCommandsInFlight();
  const end = inFlight.begin();
  const waiting: (() => void)[] = [];
  return {
    get busy() {
      return inFlight.busy;
    },
    waiting,
    whenIdle: (task: () => void) => {
      waiting.push(task);
      inFlight.whenIdle(task);
    },
    /** The pick is answered: what waited runs on the loop's next turn. */
    async answer() {
      end();
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

describe('the heartbeat gives way to picks and bids on their way', () => {
  // Room i is in slice i (a draft's slice is its id modulo SLICES), so rooms tick in this order.
  const rooms = Array.from({ length: SLICES }, (_, i) => `draft:${SLICES + i}`);

  it('ticks nothing while one is on its way, then every room that came due once it is answered', async () => {
    const hot = hotCommands();
    const ticks: { at: number; rooms: string[] }[] = [];
    const started = Date.now();
    const heartbeat = startHeartbeat(serverWithRooms(rooms), (due) => void ticks.push({ at: Date.now(), rooms: [...due] }), TICK_EVERY_MS, hot);
    try {
      await new Promise((resolve) => setTimeout(resolve, 70));
      expect(ticks.filter((t) => t.at < started + YIELD_AT_MOST_MS)).toEqual([]);
      // Asked to wait once, however many slices came due meanwhile.
      expect(hot.waiting).toHaveLength(1);
      await hot.answer();
      // 70 ms in: the slices due at 0, 20, 40 and 60 ms (more on a slow machine), in order, none skipped.
      const ticked = ticks.flatMap((t) => t.rooms);
      expect(ticked.length).toBeGreaterThanOrEqual(4);
      expect(ticked).toEqual(rooms.slice(0, ticked.length));
    } finally {
      heartbeat.stop();
    }
  });

  it('waits at most YIELD_AT_MOST_MS: a steady stream of commands never silences the rooms', async () => {
    const hot = hotCommands();
    const ticks: number[] = [];
    const heartbeat = startHeartbeat(serverWithRooms(rooms), () => void ticks.push(Date.now()), TICK_EVERY_MS, hot);
    try {
      await new Promise((resolve) => setTimeout(resolve, 450));
      expect(ticks.length).toBeGreaterThanOrEqual(2);
      const gaps = ticks.slice(1).map((at, i) => at - ticks[i]!);
      for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(YIELD_AT_MOST_MS - 1);
    } finally {
      heartbeat.stop();
    }
  });

  it('a stopped heartbeat ticks no more when the command it waited for is answered', async () => {
    const hot = hotCommands();
    const ticks: string[] = [];
    const heartbeat = startHeartbeat(serverWithRooms(rooms), (due) => void ticks.push(...due), TICK_EVERY_MS, hot);
    await new Promise((resolve) => setTimeout(resolve, 50));
    heartbeat.stop();
    await hot.answer();
    expect(ticks).toEqual([]);
  });
});
