import type { Mutate, StoreApi } from 'zustand/vanilla';
import type { TeamStateUpdate } from '#shared/auction/types.js';
import type { DraftEventsResponse } from '#shared/draft/api.js';
import type { DraftEvent } from '#shared/draft/events.js';
import type { DraftSnapshot } from '#shared/draft/types.js';
import type { DraftSocket } from './socket.js';
import type { DraftSource } from '../api/draft-reads.js';

/** The shapes of a draft store (see store.ts for how it behaves). */

export type DraftRoomStatus = 'loading' | 'ready' | 'error' | 'revoked' | 'not_found';

export interface DraftRoomState {
  snapshot: DraftSnapshot | null;
  status: DraftRoomStatus;
  /** Why loading failed or the board was revoked; null while all is well. */
  error: string | null;
  /**
   * Whether the live socket is joined to the draft's room; null until it first has, so a page can say
   * "Connecting…" on its first load and "Reconnecting…" only once a line it had went down.
   */
  connected: boolean | null;
  /**
   * Between a rejoin and the end of the catch-up it starts: the store may still lack events of the
   * time away (the auction dock says "Catching up…" and claims nothing, docs/ARCHITECTURE.md).
   */
  catchingUp: boolean;
  /** The most recently applied event (use subscribeEvents to see every one). */
  lastEvent: DraftEvent | null;
  /** Server clock minus this device's clock (ms), measured over the socket: the auction countdown uses it. */
  clockOffset: number;
}

/** What the store talks to; the app uses the real REST calls and socket, tests may point them elsewhere. */
export interface DraftRoomIO {
  loadSnapshot: () => Promise<DraftSnapshot>;
  loadEventsAfter: (seq: number) => Promise<DraftEventsResponse>;
  openSocket: () => DraftSocket;
}

/** The zustand store of the room's state (immer-enabled setState), which each part of the store writes. */
export type DraftRoomStateStore = Mutate<StoreApi<DraftRoomState>, [['zustand/immer', never]]>;

/** The zustand store plus the controls of the live connection. */
export type DraftStore = DraftRoomStateStore & DraftRoomControls;

export interface DraftRoomControls {
  readonly source: DraftSource;
  /** Load the snapshot and go live. Idempotent; may follow dispose (React StrictMode remounts). */
  start: () => void;
  /** Close the socket and stop listening; the store keeps its last state and can start again. */
  dispose: () => void;
  /** After a failed first load: try loading the snapshot again (and then go live). */
  retry: () => void;
  /** Fetch missed events now (also called on reconnect, online and visibility). */
  catchUp: () => Promise<void>;
  /**
   * After an own mutation succeeded: if its event (seq `seq`, when the answer told) has not
   * arrived shortly, fetch it from the log. Covers a socket that is down while REST works.
   */
  expectChange: (seq?: number) => void;
  /** Every applied event, in seq order (catch-up applies many at once; lastEvent shows only the last). */
  subscribeEvents: (listener: (event: DraftEvent) => void) => () => void;
  /** My team's private state pushed over the socket (a proxy maximum, the nomination queue). */
  subscribeTeamState: (listener: (update: TeamStateUpdate) => void) => () => void;
  /** A public board's cue that its "Join to bid" invite may have changed (no payload: read it again). */
  subscribeJoinInvite: (listener: () => void) => () => void;
}

export interface DraftStoreOptions {
  /** Socket.IO origin; defaults to the page's own. */
  origin?: string;
  io?: Partial<DraftRoomIO>;
  /** The board's first read when the caller already holds it (the server drawing the board's first paint). */
  firstRead?: DraftSnapshot;
}
