import { openDraftSocket } from './socket.js';
import { fetchDraftEventsAfter, fetchDraftSnapshot, takeEmbeddedBoard, type DraftSource } from '../api/draft-reads.js';
import { createCatchUp } from './catch-up.js';
import { createEventOrdering } from './event-ordering.js';
import { createHeartbeat } from './heartbeat.js';
import { createRoomState } from './room-state.js';
import { createServerClock } from './server-clock.js';
import { createSocketLife } from './socket-life.js';
import type { DraftRoomIO, DraftStore, DraftStoreOptions } from './store-types.js';

export type { DraftSource } from '../api/draft-reads.js';
export type * from './store-types.js';
export { GAP_GRACE_MS } from './event-ordering.js';
export { EXPECT_CHANGE_MS } from './catch-up.js';
export { HEARTBEAT_CHECK_MS, HEARTBEAT_REDIAL_MS, HEARTBEAT_SILENCE_MS } from './silence-watch.js';

/**
 * The live state of one open draft (member room or public board). React components read it
 * through the selector hooks in `./hooks.ts`; this file puts its parts together
 * (docs/ARCHITECTURE.md, Live state):
 *
 * - `./event-ordering.ts` applies events strictly in seq order, buffers early ones, and reports a
 *   hole that does not fill itself within GAP_GRACE_MS;
 * - `./catch-up.ts` fetches what was missed from the event log, or reloads the snapshot when the
 *   log cannot serve the gap (on a hole, a reconnect, the browser coming back online, a tab
 *   becoming visible again, or an own change whose event does not arrive);
 * - `./socket-life.ts` opens the socket and joins, with `./heartbeat.ts` watching the line and
 *   `./server-clock.ts` measuring the server's clock while joined.
 */
export function createDraftStore(source: DraftSource, options: DraftStoreOptions = {}): DraftStore {
  const io: DraftRoomIO = {
    loadSnapshot: () => fetchDraftSnapshot(source),
    loadEventsAfter: (seq) => fetchDraftEventsAfter(source, seq),
    openSocket: () => openDraftSocket(source, options.origin),
    ...options.io,
  };
  // The public board's page came with its first read (api/draft-reads.ts): the store starts with
  // it, so the first render paints the board rather than a loading state that a second, synchronous
  // render of the whole board replaces a moment later (docs/DECISIONS.md, "First paint of the public board").
  const embedded = options.firstRead ?? (source.kind === 'public' && !options.io?.loadSnapshot ? takeEmbeddedBoard(source.token) : undefined);
  const state = createRoomState(embedded);
  /** Whether the store is started and not disposed; async answers that land after dispose are dropped. */
  let running = false;
  const isRunning = () => running;
  const isLive = () => running && state.getState().status !== 'revoked' && state.getState().status !== 'not_found';

  const ordering = createEventOrdering(state, () => void catchUp.catchUp());
  const catchUp = createCatchUp({ state, source, io, ordering, isRunning, isLive });
  const clock = createServerClock(state);
  const heartbeat = createHeartbeat({ state, isLive, catchUp: catchUp.catchUp });
  const socketLife = createSocketLife({ state, source, openSocket: io.openSocket, isRunning, isLive, ordering, catchUp, heartbeat, clock });

  function start(): void {
    if (running) return;
    running = true;
    socketLife.watchBrowser();
    const whenLoaded = state.getState().snapshot ? Promise.resolve() : catchUp.loadSnapshot();
    whenLoaded.then(socketLife.connect, () => undefined);
  }

  function retry(): void {
    if (!running) return start();
    state.setState((draft) => {
      if (!draft.snapshot) draft.status = 'loading';
    });
    catchUp.loadSnapshot().then(socketLife.connect, () => undefined);
  }

  function dispose(): void {
    running = false;
    ordering.dispose();
    clock.stop();
    catchUp.dispose();
    socketLife.close();
  }

  return Object.assign(state, {
    source,
    start,
    retry,
    dispose,
    catchUp: catchUp.catchUp,
    expectChange: catchUp.expectChange,
    subscribeEvents: ordering.subscribe,
    subscribeTeamState: socketLife.subscribeTeamState,
    subscribeJoinInvite: socketLife.subscribeJoinInvite,
  });
}
