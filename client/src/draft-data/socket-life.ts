import type { TeamStateUpdate } from '#shared/auction/types.js';
import type { DraftEvent } from '#shared/draft/events.js';
import { applyPresence } from '#shared/draft/presence.js';
import type { JoinAck } from '#shared/draft/socket-contract.js';
import type { DraftSource } from '../api/draft-reads.js';
import type { CatchUp } from './catch-up.js';
import type { EventOrdering } from './event-ordering.js';
import type { Heartbeat } from './heartbeat.js';
import { currentSeq } from './room-state.js';
import { CLOCK_PING_TIMEOUT_MS, type ServerClock } from './server-clock.js';
import type { DraftSocket } from './socket.js';
import type { DraftRoomIO, DraftRoomStateStore } from './store-types.js';

export interface SocketLifeParts {
  state: DraftRoomStateStore;
  source: DraftSource;
  openSocket: DraftRoomIO['openSocket'];
  /** Started and not disposed. */
  isRunning: () => boolean;
  /** Running, and the draft is neither gone nor revoked. */
  isLive: () => boolean;
  ordering: EventOrdering;
  catchUp: Pick<CatchUp, 'catchUp' | 'loadSnapshot'>;
  heartbeat: Heartbeat;
  clock: ServerClock;
}

export interface SocketLife {
  /** Open the socket and join the draft's room (once the snapshot is loaded); a no-op while one is open. */
  connect: () => void;
  /** Reconnect and catch up when the browser comes back online or the tab becomes visible again. */
  watchBrowser: () => void;
  /** Stop watching the browser, close the socket and forget it; the state says disconnected. */
  close: () => void;
  /** My team's private state pushed over the socket. */
  subscribeTeamState: (listener: (update: TeamStateUpdate) => void) => () => void;
  /** A public board's cue that its "Join to bid" invite may have changed. */
  subscribeJoinInvite: (listener: () => void) => () => void;
}

/**
 * The live socket's life (docs/ARCHITECTURE.md, Live state): open it, join the room from the
 * state's seq, catch up what the join's replay did not bring, follow the heartbeat and the server
 * clock while joined, and go offline and back as the line does. Socket.IO's manager reconnects by
 * itself; each `connect` joins again.
 */
export function createSocketLife({ state, source, openSocket, isRunning, isLive, ordering, catchUp, heartbeat, clock }: SocketLifeParts): SocketLife {
  const teamStateListeners = new Set<(update: TeamStateUpdate) => void>();
  const joinInviteListeners = new Set<() => void>();
  let socket: DraftSocket | null = null;

  function receive(event: DraftEvent): void {
    if (!isLive()) return;
    heartbeat.heard();
    ordering.apply([event]);
  }

  function join(activeSocket: DraftSocket): void {
    const draftId = state.getState().snapshot?.draft.fantasy_draft_id ?? (source.kind === 'member' ? source.draftId : undefined);
    if (draftId === undefined) return;
    const afterSeq = currentSeq(state) ?? undefined;
    if (afterSeq !== undefined) state.setState((draft) => void (draft.catchingUp = true));
    activeSocket.emit('draft:join', { draftId, afterSeq }, (ack: JoinAck) => {
      if (!isLive() || socket !== activeSocket) return;
      if (!ack.ok) {
        state.setState((draft) => {
          draft.connected = false;
          draft.catchingUp = false;
          draft.error = ack.error;
        });
        return;
      }
      state.setState((draft) => {
        draft.connected = true;
        if (draft.status === 'ready') draft.error = null;
      });
      // The replay arrives before the ack; anything still missing comes from the log.
      const caughtUp = () => {
        if (isLive() && socket === activeSocket) state.setState((draft) => void (draft.catchingUp = false));
      };
      if ((currentSeq(state) ?? 0) < ack.seq) void catchUp.catchUp().then(caughtUp);
      else caughtUp();
      clock.follow(
        () => activeSocket.timeout(CLOCK_PING_TIMEOUT_MS).emitWithAck('clock:ping'),
        () => isLive() && socket === activeSocket,
      );
      heartbeat.start({
        isCurrent: () => socket === activeSocket && activeSocket.connected,
        // Closing the transport makes the manager reconnect (and rejoin) as after any lost connection.
        redial: () => activeSocket.io.engine.close(),
      });
    });
  }

  function connect(): void {
    if (socket || !isRunning()) return;
    const activeSocket = openSocket();
    socket = activeSocket;
    activeSocket.on('connect', () => join(activeSocket));
    activeSocket.on('disconnect', () => {
      heartbeat.stop();
      state.setState((draft) => void (draft.connected = false));
    });
    activeSocket.on('connect_error', () => {
      // A public board whose link was disabled while we were away is refused at the handshake.
      if (source.kind === 'public') void catchUp.loadSnapshot().catch(() => undefined);
    });
    activeSocket.on('draft:event', receive);
    activeSocket.on('team:state', (update) => {
      for (const listener of teamStateListeners) listener(update);
    });
    activeSocket.on('draft:join_invite', () => {
      for (const listener of joinInviteListeners) listener();
    });
    // Who is in the room: a whole set each time, not a logged event (docs/DECISIONS.md, "Presence is not logged").
    activeSocket.on('draft:presence', (update) => {
      if (socket !== activeSocket || !isLive()) return;
      heartbeat.heard();
      const snapshot = state.getState().snapshot;
      if (!snapshot || snapshot.draft.fantasy_draft_id !== update.draft_id) return;
      const next = applyPresence(snapshot, update.online);
      if (next !== snapshot) state.setState((draft) => void (draft.snapshot = next));
    });
    activeSocket.on('draft:tick', () => {
      if (socket === activeSocket && isLive()) heartbeat.heard();
    });
    // A public link changed, the draft was deleted, or a member was removed from the league.
    // For a member the draft is gone either way: the page says 'Draft not found', as the API
    // now would; a public board shows its access error.
    activeSocket.on('draft:revoked', ({ reason }) => {
      state.setState((draft) => {
        draft.status = source.kind === 'member' ? 'not_found' : 'revoked';
        draft.connected = false;
        draft.error = reason;
      });
      activeSocket.disconnect();
    });
    activeSocket.connect();
  }

  const onOnline = () => {
    if (!isLive()) return;
    if (socket && !socket.connected) socket.connect();
    void catchUp.catchUp();
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') onOnline();
  };

  function watchBrowser(): void {
    if (typeof window === 'undefined') return;
    window.addEventListener('online', onOnline);
    document.addEventListener('visibilitychange', onVisible);
  }

  function close(): void {
    heartbeat.stop();
    if (typeof window !== 'undefined') {
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisible);
    }
    socket?.removeAllListeners();
    socket?.disconnect();
    socket = null;
    state.setState((draft) => void (draft.connected = false));
  }

  function subscribeTeamState(listener: (update: TeamStateUpdate) => void): () => void {
    teamStateListeners.add(listener);
    return () => teamStateListeners.delete(listener);
  }

  function subscribeJoinInvite(listener: () => void): () => void {
    joinInviteListeners.add(listener);
    return () => joinInviteListeners.delete(listener);
  }

  return { connect, watchBrowser, close, subscribeTeamState, subscribeJoinInvite };
}
