import type { DraftRoomStateStore } from './store-types.js';
import { watchSilence, type WatchedLine } from './silence-watch.js';

/**
 * The room's heartbeat: a joined line silent for 2 s (silence-watch.ts) makes the header say
 * Reconnecting…; silent for 6 s, the socket is dropped and dialled again. Heard again without a
 * reconnect, the line works: the state is connected again and fetches what was missed meanwhile.
 */
export interface HeartbeatParts {
  state: DraftRoomStateStore;
  /** Running, and the draft is neither gone nor revoked. */
  isLive: () => boolean;
  /** Fetch what was missed (the line came back after a silence without a reconnect). */
  catchUp: () => Promise<void>;
}

/** The joined line being watched: whether it is still the store's open socket, and how to drop it. */
export type HeartbeatLine = Omit<WatchedLine, 'silent'>;

export interface Heartbeat {
  /** The socket brought something (a tick, an event, a presence update). */
  heard: () => void;
  /** Watch a freshly joined line (replaces any earlier watch). */
  start: (line: HeartbeatLine) => void;
  stop: () => void;
}

export function createHeartbeat({ state, isLive, catchUp }: HeartbeatParts): Heartbeat {
  const watch = watchSilence();
  return {
    heard: () => {
      if (!watch.heard() || !isLive()) return;
      state.setState((draft) => {
        draft.connected = true;
        draft.catchingUp = true;
      });
      void catchUp().then(() => {
        if (isLive()) state.setState((draft) => void (draft.catchingUp = false));
      });
    },
    start: (line) =>
      watch.start({
        isCurrent: () => isLive() && line.isCurrent(),
        silent: () => state.setState((draft) => void (draft.connected = false)),
        redial: line.redial,
      }),
    stop: watch.stop,
  };
}
