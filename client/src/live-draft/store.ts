import { immer } from 'zustand/middleware/immer';
import { createStore } from 'zustand/vanilla';
import { CLOCK_REMEASURE_MS, measureClockOffset } from '#shared/auction/clock-offset.js';
import type { TeamStateUpdate } from '#shared/auction/types.js';
import type { DraftEvent } from '#shared/draft/events.js';
import { applyPresence } from '#shared/draft/presence.js';
import { applyEventMutably, classifyEvent } from '#shared/draft/reducer.js';
import type { JoinAck } from '#shared/draft/socket-contract.js';
import { ApiError, failureMessage } from '../api/transport.js';
import { openDraftSocket, type DraftSocket } from './socket.js';
import { fetchDraftEventsAfter, fetchDraftSnapshot, type DraftSource } from '../api/draft-reads.js';
import type { DraftRoomIO, DraftRoomState, DraftStore, DraftStoreOptions } from './store-types.js';

export type { DraftSource } from '../api/draft-reads.js';
export type * from './store-types.js';

/**
 * The live state of one open draft (member room or public board). React components read it
 * through the selector hooks in `./hooks.ts`; this file owns loading and ordering:
 *
 * - events apply strictly in seq order through the shared reducer, so the store always equals
 *   "snapshot at seq n" exactly as the server computed it;
 * - an event already applied is ignored; one that arrives early is buffered;
 * - a hole that does not fill itself within GAP_GRACE_MS, a reconnect, the browser coming back
 *   online or a tab becoming visible again all trigger a catch-up from the event log;
 *   when the log cannot serve the gap the snapshot is reloaded.
 */

export const GAP_GRACE_MS = 250;
export const EXPECT_CHANGE_MS = 1000;
/**
 * The room's heartbeat: the server sends every socket a `draft:tick` each second
 * (server/realtime/heartbeat.ts; one shared frame, far cheaper for it than answering a ping from
 * every socket). After HEARTBEAT_SILENCE_MS without a tick or an event the header says
 * Reconnecting… (checked every HEARTBEAT_CHECK_MS: within 3 s of the line going down, which the
 * socket's own ping, 25 s + 20 s, would not notice for most of a minute); after HEARTBEAT_REDIAL_MS
 * the socket is dropped and dialled again, since a half-open connection never closes by itself.
 */
export const HEARTBEAT_CHECK_MS = 500;
export const HEARTBEAT_SILENCE_MS = 2000;
export const HEARTBEAT_REDIAL_MS = 6000;

export function createDraftStore(source: DraftSource, options: DraftStoreOptions = {}): DraftStore {
  const io: DraftRoomIO = {
    loadSnapshot: () => fetchDraftSnapshot(source),
    loadEventsAfter: (seq) => fetchDraftEventsAfter(source, seq),
    openSocket: () => openDraftSocket(source, options.origin),
    ...options.io,
  };
  const store = createStore<DraftRoomState>()(
    immer((): DraftRoomState => ({ snapshot: null, status: 'loading', error: null, connected: false, catchingUp: false, lastEvent: null, clockOffset: 0 })),
  );

  /** Events ahead of the store's seq, by seq, waiting for the hole before them to fill. */
  const pending = new Map<number, DraftEvent>();
  const eventListeners = new Set<(event: DraftEvent) => void>();
  const teamStateListeners = new Set<(update: TeamStateUpdate) => void>();
  let socket: DraftSocket | null = null;
  /** Whether the store is started and not disposed; async answers that land after dispose are dropped. */
  let running = false;
  let gapTimer: ReturnType<typeof setTimeout> | null = null;
  let expectTimer: ReturnType<typeof setTimeout> | null = null;
  let catchUpRunning: Promise<void> | null = null;
  let catchUpAgain = false;
  let clockTimer: ReturnType<typeof setInterval> | null = null;
  let heartbeatTimer: ReturnType<typeof setInterval> | null = null;
  /** When the socket last brought anything (a tick or an event). */
  let lastHeard = Date.now();

  const currentSeq = () => store.getState().snapshot?.draft.seq ?? null;
  const isLive = () => running && store.getState().status !== 'revoked' && store.getState().status !== 'not_found';

  /** Apply what can be applied in order: the given events, then whatever the buffer now connects to. */
  function applyInOrder(events: readonly DraftEvent[]): void {
    for (const event of events) if (event.seq > (currentSeq() ?? 0)) pending.set(event.seq, event);
    const snapshot = store.getState().snapshot;
    if (!snapshot) return;
    const ready: DraftEvent[] = [];
    let seq = snapshot.draft.seq;
    for (const key of [...pending.keys()]) if (key <= seq) pending.delete(key);
    for (let next = pending.get(seq + 1); next; next = pending.get(seq + 1)) {
      pending.delete(next.seq);
      ready.push(next);
      seq = next.seq;
    }
    if (ready.length > 0) {
      store.setState((state) => {
        if (!state.snapshot) return;
        for (const event of ready) {
          if (classifyEvent(state.snapshot, event) === 'next') applyEventMutably(state.snapshot, event);
        }
        state.lastEvent = ready[ready.length - 1] ?? state.lastEvent;
      });
      for (const event of ready) for (const listener of eventListeners) listener(event);
    }
    if (pending.size > 0) scheduleGapCatchUp();
    else clearGapTimer();
  }

  function clearGapTimer(): void {
    if (gapTimer) clearTimeout(gapTimer);
    gapTimer = null;
  }

  function scheduleGapCatchUp(): void {
    if (gapTimer) return;
    gapTimer = setTimeout(() => {
      gapTimer = null;
      if (pending.size > 0) void catchUp();
    }, GAP_GRACE_MS);
  }

  function receive(event: DraftEvent): void {
    if (!isLive()) return;
    heard();
    applyInOrder([event]);
  }

  /** The line works: after a silence it came back without a reconnect, so fetch what was missed meanwhile. */
  function heard(): void {
    lastHeard = Date.now();
    if (!heartbeatTimer || store.getState().connected || !isLive()) return;
    store.setState((state) => {
      state.connected = true;
      state.catchingUp = true;
    });
    void catchUp().then(() => {
      if (isLive()) store.setState((state) => void (state.catchingUp = false));
    });
  }

  async function loadSnapshot(): Promise<void> {
    try {
      const snapshot = await io.loadSnapshot();
      if (!running) return;
      store.setState((state) => {
        // Never step back: a slow snapshot answer may be older than events already applied.
        if (!state.snapshot || snapshot.draft.seq >= state.snapshot.draft.seq) state.snapshot = snapshot;
        state.status = 'ready';
        state.error = null;
      });
      applyInOrder([]);
    } catch (err) {
      if (!running) return;
      const missing = err instanceof ApiError && (err.status === 404 || (source.kind === 'public' && err.status === 403));
      store.setState((state) => {
        if (missing) {
          state.status = source.kind === 'public' && state.snapshot ? 'revoked' : 'not_found';
        } else if (!state.snapshot) {
          state.status = 'error';
        }
        state.error = failureMessage(err);
      });
      throw err;
    }
  }

  async function fetchMissedEvents(): Promise<void> {
    const startSeq = currentSeq();
    if (startSeq === null) return loadSnapshot();
    let after = startSeq;
    for (;;) {
      const page = await io.loadEventsAfter(after);
      const first = page.events[0];
      if (first && first.seq > after + 1) return loadSnapshot(); // the log no longer reaches back this far
      applyInOrder(page.events);
      const last: number = page.events[page.events.length - 1]?.seq ?? after;
      if (page.events.length === 0 || last >= page.seq) break;
      after = last;
    }
    if (pending.size > 0) return loadSnapshot(); // the log skipped a seq: trust the snapshot instead
  }

  function catchUp(): Promise<void> {
    if (!isLive()) return Promise.resolve();
    if (catchUpRunning) {
      catchUpAgain = true;
      return catchUpRunning;
    }
    catchUpRunning = (async () => {
      try {
        do {
          catchUpAgain = false;
          await fetchMissedEvents();
        } while (catchUpAgain && isLive());
        if (store.getState().error !== null && store.getState().status === 'ready') store.setState((state) => void (state.error = null));
      } catch (err) {
        // Said on screen (the public board's 'Failed to fetch draft picks') until a catch-up succeeds.
        if (isLive() && store.getState().status === 'ready') store.setState((state) => void (state.error = failureMessage(err)));
        // A 404 while reading the log means the draft (or the public link) is gone.
        if (err instanceof ApiError && err.status === 404 && store.getState().status === 'ready') {
          await loadSnapshot().catch(() => undefined);
        }
        // Offline or a server hiccup: the next reconnect, online or visibility change retries.
      } finally {
        catchUpRunning = null;
      }
    })();
    return catchUpRunning;
  }

  function join(activeSocket: DraftSocket): void {
    const draftId = store.getState().snapshot?.draft.fantasy_draft_id ?? (source.kind === 'member' ? source.draftId : undefined);
    if (draftId === undefined) return;
    const afterSeq = currentSeq() ?? undefined;
    if (afterSeq !== undefined) store.setState((state) => void (state.catchingUp = true));
    activeSocket.emit('draft:join', { draftId, afterSeq }, (ack: JoinAck) => {
      if (!isLive() || socket !== activeSocket) return;
      if (!ack.ok) {
        store.setState((state) => {
          state.connected = false;
          state.catchingUp = false;
          state.error = ack.error;
        });
        return;
      }
      store.setState((state) => {
        state.connected = true;
        if (state.status === 'ready') state.error = null;
      });
      // The replay arrives before the ack; anything still missing comes from the log.
      const caughtUp = () => {
        if (isLive() && socket === activeSocket) store.setState((state) => void (state.catchingUp = false));
      };
      if ((currentSeq() ?? 0) < ack.seq) void catchUp().then(caughtUp);
      else caughtUp();
      measureClock(activeSocket);
      startHeartbeat(activeSocket);
    });
  }

  function stopHeartbeat(): void {
    if (heartbeatTimer) clearInterval(heartbeatTimer);
    heartbeatTimer = null;
  }

  function startHeartbeat(activeSocket: DraftSocket): void {
    stopHeartbeat();
    lastHeard = Date.now();
    heartbeatTimer = setInterval(() => {
      if (!isLive() || socket !== activeSocket || !activeSocket.connected) return stopHeartbeat();
      const silence = Date.now() - lastHeard;
      if (silence > HEARTBEAT_SILENCE_MS && store.getState().connected) store.setState((state) => void (state.connected = false));
      if (silence > HEARTBEAT_REDIAL_MS) {
        stopHeartbeat();
        // Closing the transport makes the manager reconnect (and rejoin) as after any lost connection.
        activeSocket.io.engine.close();
      }
    }, HEARTBEAT_CHECK_MS);
  }

  /** The live auction's countdown runs on server time: measure the offset at join and every minute. */
  function measureClock(activeSocket: DraftSocket): void {
    const measure = () =>
      measureClockOffset(() => activeSocket.timeout(5000).emitWithAck('clock:ping')).then(
        (offset) => {
          if (isLive() && socket === activeSocket) store.setState((state) => void (state.clockOffset = offset));
        },
        () => undefined,
      );
    void measure();
    if (clockTimer) clearInterval(clockTimer);
    clockTimer = setInterval(() => void measure(), CLOCK_REMEASURE_MS);
  }

  function connectSocket(): void {
    if (socket || !running) return;
    const activeSocket = io.openSocket();
    socket = activeSocket;
    activeSocket.on('connect', () => join(activeSocket));
    activeSocket.on('disconnect', () => {
      stopHeartbeat();
      store.setState((state) => void (state.connected = false));
    });
    activeSocket.on('connect_error', () => {
      // A public board whose link was disabled while we were away is refused at the handshake.
      if (source.kind === 'public') void loadSnapshot().catch(() => undefined);
    });
    activeSocket.on('draft:event', receive);
    activeSocket.on('team:state', (update) => {
      for (const listener of teamStateListeners) listener(update);
    });
    // Who is in the room: a whole set each time, not a logged event (docs/DECISIONS.md, "Presence is not logged").
    activeSocket.on('draft:presence', (update) => {
      if (socket !== activeSocket || !isLive()) return;
      heard();
      const snapshot = store.getState().snapshot;
      if (!snapshot || snapshot.draft.fantasy_draft_id !== update.draft_id) return;
      const next = applyPresence(snapshot, update.online);
      if (next !== snapshot) store.setState((state) => void (state.snapshot = next));
    });
        activeSocket.on('draft:tick', () => {
      if (socket === activeSocket && isLive()) heard();
    });
    // A public link changed, the draft was deleted, or a member was removed from the league.
    // For a member the draft is gone either way: the page says 'Draft not found', as the API
    // now would; a public board shows its access error.
    activeSocket.on('draft:revoked', ({ reason }) => {
      store.setState((state) => {
        state.status = source.kind === 'member' ? 'not_found' : 'revoked';
        state.connected = false;
        state.error = reason;
      });
      activeSocket.disconnect();
    });
    activeSocket.connect();
  }

  const onOnline = () => {
    if (!isLive()) return;
    if (socket && !socket.connected) socket.connect();
    void catchUp();
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') onOnline();
  };

  function start(): void {
    if (running) return;
    running = true;
    if (typeof window !== 'undefined') {
      window.addEventListener('online', onOnline);
      document.addEventListener('visibilitychange', onVisible);
    }
    const whenLoaded = store.getState().snapshot ? Promise.resolve() : loadSnapshot();
    whenLoaded.then(connectSocket, () => undefined);
  }

  function retry(): void {
    if (!running) return start();
    store.setState((state) => {
      if (!state.snapshot) state.status = 'loading';
    });
    loadSnapshot().then(connectSocket, () => undefined);
  }

  function dispose(): void {
    running = false;
    clearGapTimer();
    if (clockTimer) clearInterval(clockTimer);
    clockTimer = null;
    stopHeartbeat();
    if (expectTimer) clearTimeout(expectTimer);
    if (typeof window !== 'undefined') {
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisible);
    }
    socket?.removeAllListeners();
    socket?.disconnect();
    socket = null;
    store.setState((state) => void (state.connected = false));
  }

  function expectChange(seq?: number): void {
    const seqAtCall = currentSeq();
    if (seq !== undefined && seqAtCall !== null && seqAtCall >= seq) return;
    if (expectTimer) clearTimeout(expectTimer);
    expectTimer = setTimeout(() => {
      expectTimer = null;
      const now = currentSeq();
      const missing = seq !== undefined ? now === null || now < seq : now === seqAtCall;
      if (missing) void catchUp();
    }, EXPECT_CHANGE_MS);
  }

  function subscribeEvents(listener: (event: DraftEvent) => void): () => void {
    eventListeners.add(listener);
    return () => eventListeners.delete(listener);
  }

  function subscribeTeamState(listener: (update: TeamStateUpdate) => void): () => void {
    teamStateListeners.add(listener);
    return () => teamStateListeners.delete(listener);
  }

  return Object.assign(store, { source, start, retry, dispose, catchUp, expectChange, subscribeEvents, subscribeTeamState });
}
