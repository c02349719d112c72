import type { RoomFanOut } from './room-fan-out.js';
import type { RealtimeServer } from './socket-server.js';

/**
 * The rooms' heartbeat (made cheap for many sockets, docs/BENCHMARKS.md): every socket in a draft's room (members),
 * on its board (public) or on a join page hears from the server at least every TICK_EVERY_MS, an event or else an
 * empty `draft:tick`. A tick's WebSocket frame is written once per slot (room-fan-out.ts), so a tick costs each
 * socket one write of the same few bytes: no packet to read, parse or answer, no per-socket timer or ack
 * closure, as the clients' own 1/s `clock:ping` cost. A client that hears nothing (tick or event)
 * for 2 s says "Reconnecting…" (client/src/draft-data/silence-watch.ts); it listens only once joined.
 *
 * - Ticks by silence: a room ticks once it has been silent TICK_EVERY_MS, counted from its last
 *   event or tick, so a room that hears an event more often than that never ticks. Every tick is a
 *   socket write, which costs the kernel more than the JavaScript (~25 µs on a small VM: at 2,100
 *   sockets most of an idle server's CPU), and the reader on the other end a frame to parse. A
 *   period with a skip window (1.3 s, skipped within 0.2 s of an event) still wrote to rooms that
 *   had an event half a second before (docs/BENCHMARKS.md, "A twelfth machine"). The longest
 *   silence is the period plus one slot, 1.32 s, clear of the clients' 2 s.
 * - A wheel of SLOT_MS slots: each room waits in the slot its tick is due in; an event moves it a
 *   period on, a tick does too. A room starts in the slot of its draft id (modulo the period's
 *   slots), so idle rooms keep apart and never come due in one burst: 2,000 sockets at once held
 *   the loop ≈ 25 ms, in front of any event that arrived then (docs/BENCHMARKS.md, Seventh round).
 * - Kept to the clock, not to the timer's firings: Node does not replay the firings a busy loop
 *   missed, and counting them stretched the period (a loop held 600 ms left half the rooms silent
 *   past the clients' 2 s; tests/server/realtime/heartbeat.test.ts). A late firing ticks every
 *   slot whose moment has come, and those rooms keep their place on the wheel.
 * - Local: with the Redis adapter each process ticks only its own sockets (events from other
 *   processes do not move rooms here, so those rooms simply tick).
 * - A pick or bid on its way goes first, and so do the clock's sales and the bots' moves: a slot due
 *   while one is (server/http/hot-commands-in-flight.ts) waits until it is answered, at most
 *   YIELD_AT_MOST_MS, and then ticks with whatever else came due.
 *   Ticks run in the middle of a pick stood between it and its room; a tick a few milliseconds late
 *   changes nothing for a client that waits 2 s (docs/BENCHMARKS.md, "A ninth machine").
 */
export const TICK_EVERY_MS = 1300;
/** The wheel's slots: the timer's period, and the most a tick comes after its room's period of silence. */
export const SLOT_MS = 20;
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
  const slotsPerPeriod = Math.max(1, Math.round(everyMs / SLOT_MS));
  const startedAt = Date.now();
  /** The slot a moment falls in, counted from the start. */
  const slotAt = (at: number) => Math.floor((at - startedAt) / SLOT_MS);
  /** Rooms by the slot their tick is due in, and each ticking room's slot. */
  const wheel = new Map<number, Set<string>>();
  const dueSlot = new Map<string, number>();
  const place = (room: string, slot: number) => {
    const was = dueSlot.get(room);
    if (was === slot) return;
    if (was !== undefined) wheel.get(was)?.delete(room);
    dueSlot.set(room, slot);
    let rooms = wheel.get(slot);
    if (!rooms) wheel.set(slot, (rooms = new Set()));
    rooms.add(room);
  };
  const created = (room: string) => {
    const id = TICKING_ROOM.exec(room)?.[1];
    if (id === undefined || dueSlot.has(room)) return;
    // The first slot after now whose place in the period is the draft id's.
    const now = slotAt(Date.now());
    const slot = now + ((((Number(id) - now) % slotsPerPeriod) + slotsPerPeriod) % slotsPerPeriod);
    place(room, slot > ticked ? slot : slot + slotsPerPeriod);
  };
  const deleted = (room: string) => {
    const slot = dueSlot.get(room);
    if (slot === undefined) return;
    dueSlot.delete(room);
    wheel.get(slot)?.delete(room);
  };
  /** The last slot ticked (none yet), when the ticks last ran, and whether a run waits for the hot commands. */
  let ticked = -1;
  let lastRun = startedAt;
  let waiting = false;
  const adapter = io.of('/').adapter;
  for (const room of adapter.rooms.keys()) created(room);
  adapter.on('create-room', created);
  adapter.on('delete-room', deleted);
  const tick = () => {
    const now = Date.now();
    lastRun = now;
    const current = slotAt(now);
    const due: string[] = [];
    const tickSlot = (slot: number) => {
      const rooms = wheel.get(slot);
      if (!rooms) return;
      wheel.delete(slot);
      // Back to its place in the period, the first time past now: after a late run a room may tick
      // again sooner than a period, and the rooms that came due together stay apart.
      const next = slot + slotsPerPeriod * Math.max(1, Math.ceil((current + 1 - slot) / slotsPerPeriod));
      for (const room of rooms) {
        place(room, next);
        due.push(room);
      }
    };
    // Every slot whose moment has come (a late timer catches up); after a hold longer than the
    // wheel has slots (a machine asleep), only the slots that hold rooms.
    if (current - ticked <= wheel.size) for (let slot = ticked + 1; slot <= current; slot++) tickSlot(slot);
    else for (const slot of [...wheel.keys()]) if (slot <= current) tickSlot(slot);
    ticked = Math.max(ticked, current);
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
  }, SLOT_MS);
  timer.unref();
  return {
    sentTo: (rooms) => {
      // Silent from now: due a period on. Only rooms with sockets are on the wheel.
      const slot = Math.max(slotAt(Date.now() + everyMs), ticked + 1);
      for (const room of rooms) if (dueSlot.has(room)) place(room, slot);
    },
    stop: () => {
      stopped = true;
      clearInterval(timer);
      adapter.off('create-room', created);
      adapter.off('delete-room', deleted);
    },
  };
}
