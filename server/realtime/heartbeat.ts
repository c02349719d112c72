import type { RoomFanOut } from './room-fan-out.js';
import type { RealtimeServer } from './socket-server.js';

/**
 * The rooms' heartbeat (made cheap for many sockets, docs/BENCHMARKS.md): every socket in a draft's room (members),
 * on its board (public) or on a join page gets an empty `draft:tick` every TICK_EVERY_MS. A tick's WebSocket frame is
 * written once per slice (room-fan-out.ts), so a tick costs each socket one write of the same few
 * bytes: no packet to read, parse or answer, no per-socket timer or ack
 * closure, as the clients' own 1/s `clock:ping` cost. A client that hears nothing (tick or event)
 * for 2 s says "Reconnecting…" (client/src/draft-data/silence-watch.ts); it listens only once joined.
 *
 * - The longest silence is 1.5 s, clear of the clients' 2 s: a tick every TICK_EVERY_MS, skipped
 *   by a room that had an event in the last HEARD_WITHIN_MS (its sockets just heard from the
 *   server). Every tick is a socket write, which costs the kernel more than the JavaScript (~25 µs
 *   on a small VM: at 2,100 sockets most of an idle server's CPU), so the period is as long as the
 *   bound allows with a skip window that still catches a busy room: 1.3 s and 0.2 s, where 1 s and
 *   0.5 s wrote 30 % more ticks to an idle room for the same bound (docs/BENCHMARKS.md, "A tenth
 *   machine").
 * - Spread over the period: every 20 ms the drafts of that slice (id modulo SLICES) tick, so the
 *   writes never come in one burst. 2,000 sockets at once held the loop ≈ 25 ms, in front of any
 *   event that arrived then; tenths still held it 6 ms ten times a second, and an event that fell
 *   in such a slice waited for it (the fan-out bench's p99 at 20 events/s, docs/BENCHMARKS.md,
 *   Seventh round).
 * - Kept to the clock, not to the timer's firings: Node does not replay the firings a busy loop
 *   missed, and counting them stretched the period (a loop held 600 ms left half the rooms silent
 *   past the clients' 2 s; tests/server/realtime/heartbeat.test.ts). A late firing ticks
 *   every slice whose moment has come.
 * - Local: with the Redis adapter each process ticks only its own sockets (events from other
 *   processes do not mark rooms here, so those rooms simply tick).
 * - A pick or bid on its way goes first, and so do the clock's sales and the bots' moves: a slice due
 *   while one is (server/http/hot-commands-in-flight.ts) waits until it is answered, at most
 *   YIELD_AT_MOST_MS, and then ticks with whatever else came due.
 *   A slice run in the middle of a pick stood between it and its room; a tick a few milliseconds late
 *   changes nothing for a client that waits 2 s (docs/BENCHMARKS.md, "A ninth machine").
 */
export const TICK_EVERY_MS = 1300;
/** Slices of the period, 20 ms each, each ticking its drafts in one broadcast. */
export const SLICES = 65;
/** A room that had an event this recently skips its tick: its longest silence is TICK_EVERY_MS + HEARD_WITHIN_MS. */
export const HEARD_WITHIN_MS = 200;
/** The longest the ticks wait for picks and bids on their way: a steady stream of them never silences a room. */
export const YIELD_AT_MOST_MS = 100;

/** What the heartbeat gives way to (server/http/hot-commands-in-flight.ts). */
export interface GivesWayTo {
  readonly busy: boolean;
  whenIdle: (task: () => void) => void;
}

/**
 * The rooms that tick: a draft's members, its public boards (boardsOfDraft in socket-server.ts),
 * and a league's join pages (leagueJoinRoom: a guest waiting on a closed page hears nothing else
 * for minutes, and a half-open Wi-Fi link would look like a quiet evening).
 */
const TICKING_ROOM = /^(?:(?:public-)?draft|league-join):(\d+)$/;

export interface Heartbeat {
  /** An event just went to these rooms. */
  sentTo: (rooms: readonly string[]) => void;
  stop: () => void;
}

/** `tickLocally`: this process's sockets only, each tick's frame written once (room-fan-out.ts). */
export function startHeartbeat(io: RealtimeServer, tickLocally: RoomFanOut, everyMs = TICK_EVERY_MS, givesWayTo?: GivesWayTo): Heartbeat {
  const lastSent = new Map<string, number>();
  // The ticking rooms of each slice, kept as the adapter creates and deletes rooms: the adapter
  // also holds a room per socket, and scanning them all ten times a second grew with the sockets.
  const slices = Array.from({ length: SLICES }, () => new Set<string>());
  const sliceOf = (room: string) => {
    const id = TICKING_ROOM.exec(room)?.[1];
    return id === undefined ? undefined : slices[Number(id) % SLICES];
  };
  const adapter = io.of('/').adapter;
  for (const room of adapter.rooms.keys()) sliceOf(room)?.add(room);
  const created = (room: string) => sliceOf(room)?.add(room);
  const deleted = (room: string) => {
    sliceOf(room)?.delete(room);
    lastSent.delete(room);
  };
  adapter.on('create-room', created);
  adapter.on('delete-room', deleted);
  const sliceMs = everyMs / SLICES;
  const startedAt = Date.now();
  /** Slices ticked since the start; slice `n % SLICES` is due at `startedAt + n * sliceMs`. */
  let ticked = 0;
  /** When the ticks last ran, and whether a run waits for the hot commands on their way. */
  let lastRun = Date.now();
  let waiting = false;
  const tick = () => {
    const now = Date.now();
    lastRun = now;
    // Every slice whose moment has come: a timer that fires late (a busy loop) catches up rather than
    // stretching the period, which would leave rooms silent past the clients' 2 s.
    const dueSlices = Math.floor((now - startedAt) / sliceMs) + 1 - ticked;
    const due: string[] = [];
    for (let step = 0; step < Math.min(dueSlices, SLICES); step++) {
      for (const room of slices[(ticked + step) % SLICES]!) {
        const at = lastSent.get(room);
        if (at !== undefined && now - at < HEARD_WITHIN_MS) continue;
        lastSent.delete(room);
        due.push(room);
      }
    }
    ticked += Math.max(0, dueSlices);
    if (due.length > 0) tickLocally(due, 'draft:tick');
  };
  let stopped = false;
  const timer = setInterval(() => {
    if (givesWayTo?.busy && Date.now() - lastRun < YIELD_AT_MOST_MS) {
      if (waiting) return;
      waiting = true;
      givesWayTo.whenIdle(() => {
        waiting = false;
        // A run forced by the bound meanwhile left nothing due; a stopped heartbeat ticks no more.
        if (!stopped) tick();
      });
      return;
    }
    tick();
  }, sliceMs);
  timer.unref();
  return {
    sentTo: (rooms) => {
      const now = Date.now();
      // Only rooms with sockets: a mark on an empty room would never be ticked away or deleted.
      for (const room of rooms) if (sliceOf(room)?.has(room)) lastSent.set(room, now);
    },
    stop: () => {
      stopped = true;
      clearInterval(timer);
      adapter.off('create-room', created);
      adapter.off('delete-room', deleted);
    },
  };
}
