import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { HotCommandsInFlight } from '#server/http/hot-commands-in-flight.js';
import { SLOT_MS, startHeartbeat, TICK_EVERY_MS, YIELD_AT_MOST_MS } from '#server/realtime/heartbeat.js';
import type { RealtimeServer } from '#server/realtime/socket-server.js';

/** The period's slots: a draft's first tick is due in the slot of its id, modulo these. */
const SLOTS = Math.round(TICK_EVERY_MS / SLOT_MS);

/** An adapter holding these rooms, each with a socket, as the heartbeat reads rooms. */
function serverWithRooms(rooms: string[]): RealtimeServer {
  const adapter = Object.assign(new EventEmitter(), { rooms: new Map(rooms.map((room) => [room, new Set(['a-socket'])])) });
  return { of: () => ({ adapter }) } as unknown as RealtimeServer;
}

const busyWait = (ms: number) => {
  const until = Date.now() + ms;
  while (Date.now() < until);
};

describe('ticks by silence', () => {
  it('ticks a room a period after its last event, and never while its events come more often', async () => {
    const ticks: { room: string; at: number }[] = [];
    const heartbeat = startHeartbeat(serverWithRooms(['draft:1', 'draft:2']), (due) => {
      for (const room of due) ticks.push({ room, at: Date.now() });
    });
    try {
      // draft:1 hears an event every half period for two periods; draft:2 hears nothing.
      const started = Date.now();
      let lastEvent = 0;
      let longestWait = 0;
      while (Date.now() - started < 2 * TICK_EVERY_MS) {
        if (lastEvent) longestWait = Math.max(longestWait, Date.now() - lastEvent);
        heartbeat.sentTo(['draft:1']);
        lastEvent = Date.now();
        await new Promise((resolve) => setTimeout(resolve, TICK_EVERY_MS / 2));
      }
      // No tick unless a loaded machine stretched a wait to nearly a period.
      if (longestWait < TICK_EVERY_MS - 2 * SLOT_MS) expect(ticks.filter((t) => t.room === 'draft:1')).toEqual([]);
      expect(ticks.filter((t) => t.room === 'draft:2').length).toBeGreaterThanOrEqual(1);
      const quietTicks = ticks.filter((t) => t.room === 'draft:2').map((t) => t.at);
      // A period apart; a tick a loaded machine's timer fired late is followed by one on the clock, sooner
      // by as much, but never two within half a period.
      for (const [i, at] of quietTicks.slice(1).entries()) expect(at - quietTicks[i]!).toBeGreaterThan(TICK_EVERY_MS / 2);
      // Silent from its last event: its next tick a period on (less the slot it falls in), not sooner.
      await new Promise((resolve) => setTimeout(resolve, TICK_EVERY_MS + 3 * SLOT_MS));
      const after = ticks.filter((t) => t.room === 'draft:1' && t.at > lastEvent);
      expect(after.length).toBe(1);
      expect(after[0]!.at - lastEvent).toBeGreaterThanOrEqual(TICK_EVERY_MS - SLOT_MS);
    } finally {
      heartbeat.stop();
    }
  });

  it('forgets a deleted room and places it again when it is created anew', async () => {
    const server = serverWithRooms(['draft:7']);
    const ticked: string[] = [];
    const heartbeat = startHeartbeat(server, (due) => void ticked.push(...due), 200);
    try {
      const adapter = server.of('/').adapter as unknown as EventEmitter;
      adapter.emit('delete-room', 'draft:7');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(ticked).toEqual([]);
      adapter.emit('create-room', 'draft:7');
      adapter.emit('create-room', 'draft:8');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(ticked).toContain('draft:7');
      expect(ticked).toContain('draft:8');
    } finally {
      heartbeat.stop();
    }
  });
});

describe('the heartbeat on a busy loop', () => {
  it('ticks a room after a hold of many periods (a machine asleep), then keeps its place in the period', async () => {
    const ticks: number[] = [];
    const heartbeat = startHeartbeat(serverWithRooms(['draft:3']), () => void ticks.push(Date.now()), 200);
    try {
      // Held for more slots than the wheel holds: the late run reads the wheel's slots, not every slot since.
      busyWait(1000);
      await new Promise((resolve) => setTimeout(resolve, 3 * SLOT_MS));
      // Ticked once by the late run, not once for each period missed (those would come in the same
      // run, the same millisecond). The room's own place in the period may already have come round
      // again since: it sits 3 slots into the period, and the late run came anywhere after the hold.
      expect(ticks.length).toBeGreaterThanOrEqual(1);
      const lateRun = ticks.filter((at) => at - ticks[0]! < SLOT_MS / 2);
      expect(lateRun).toHaveLength(1);
      await new Promise((resolve) => setTimeout(resolve, 650));
      expect(ticks.length).toBeGreaterThanOrEqual(3);
      // The next tick comes back to the room's slot, within a period of the late one (less the
      // timers' slack on a busy machine); from then on about a period apart, never twice in one.
      // A tick the busy loop ran late is followed by one on time, so a gap may fall short of the
      // period by the loop's lag (81 ms between two ticks, once, with the browser tests beside it);
      // a second tick for the same period would come in the same run, a millisecond or less after.
      expect(ticks[1]! - ticks[0]!).toBeLessThanOrEqual(200 + 100);
      for (const [i, at] of ticks.slice(2).entries()) expect(at - ticks[i + 1]!).toBeGreaterThan(SLOT_MS);
      const elapsed = Date.now() - ticks[0]!;
      expect(ticks.length).toBeLessThanOrEqual(Math.floor(elapsed / 200) + 2);
    } finally {
      heartbeat.stop();
    }
  });

  it('ticks every room within about a period of wall time even when its timer fired late', async () => {
    const rooms = Array.from({ length: SLOTS }, (_, i) => `draft:${i + 1}`);
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
  // Room i is due first in slot i (a draft's first slot is its id modulo SLOTS), so rooms tick in this order.
  const rooms = Array.from({ length: SLOTS }, (_, i) => `draft:${SLOTS + i}`);

  it('ticks nothing while one is on its way, then every room that came due once it is answered', async () => {
    const hot = hotCommands();
    const ticks: { at: number; rooms: string[] }[] = [];
    const started = Date.now();
    const heartbeat = startHeartbeat(serverWithRooms(rooms), (due) => void ticks.push({ at: Date.now(), rooms: [...due] }), TICK_EVERY_MS, hot);
    try {
      await new Promise((resolve) => setTimeout(resolve, 70));
      expect(ticks.filter((t) => t.at < started + YIELD_AT_MOST_MS)).toEqual([]);
      // Asked to wait once, however many slots came due meanwhile.
      expect(hot.waiting).toHaveLength(1);
      await hot.answer();
      // 70 ms in: the slots due at 0, 20, 40 and 60 ms (more on a slow machine), in order, none skipped.
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
    const started = Date.now();
    const heartbeat = startHeartbeat(serverWithRooms(rooms), (due) => void ticks.push(...due), TICK_EVERY_MS, hot);
    // Until a run waits for the command. A loaded machine may first wake the timer past
    // YIELD_AT_MOST_MS, when the bound ticks at once and the next run waits: what counts is that
    // nothing ticks after the stop, while a run still waits for the command.
    while (hot.waiting.length === 0 && Date.now() - started < 5_000) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(hot.waiting.length).toBeGreaterThanOrEqual(1);
    const beforeStop = [...ticks];
    if (Date.now() - started < YIELD_AT_MOST_MS) expect(beforeStop).toEqual([]);
    heartbeat.stop();
    await hot.answer();
    expect(ticks).toEqual(beforeStop);
  });
});
