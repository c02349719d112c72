import type { DraftRoomStateStore } from './store-types.js';

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

export interface HeartbeatParts {
  state: DraftRoomStateStore;
  /** Running, and the draft is neither gone nor revoked. */
  isLive: () => boolean;
  /** Fetch what was missed (the line came back after a silence without a reconnect). */
  catchUp: () => Promise<void>;
}

/** The joined line being watched: whether it is still the store's open socket, and how to drop it. */
export interface HeartbeatLine {
  isCurrent: () => boolean;
  redial: () => void;
}

export interface Heartbeat {
  /** The socket brought something (a tick, an event, a presence update). */
  heard: () => void;
  /** Watch a freshly joined line (replaces any earlier watch). */
  start: (line: HeartbeatLine) => void;
  stop: () => void;
}

export function createHeartbeat({ state, isLive, catchUp }: HeartbeatParts): Heartbeat {
  let heartbeatTimer: ReturnType<typeof setInterval> | null = null;
  /** When the socket last brought anything (a tick or an event). */
  let lastHeard = Date.now();

  /** The line works: after a silence it came back without a reconnect, so fetch what was missed meanwhile. */
  function heard(): void {
    lastHeard = Date.now();
    if (!heartbeatTimer || state.getState().connected || !isLive()) return;
    state.setState((draft) => {
      draft.connected = true;
      draft.catchingUp = true;
    });
    void catchUp().then(() => {
      if (isLive()) state.setState((draft) => void (draft.catchingUp = false));
    });
  }

  function stop(): void {
    if (heartbeatTimer) clearInterval(heartbeatTimer);
    heartbeatTimer = null;
  }

  function start(line: HeartbeatLine): void {
    stop();
    lastHeard = Date.now();
    heartbeatTimer = setInterval(() => {
      if (!isLive() || !line.isCurrent()) return stop();
      const silence = Date.now() - lastHeard;
      if (silence > HEARTBEAT_SILENCE_MS && state.getState().connected) state.setState((draft) => void (draft.connected = false));
      if (silence > HEARTBEAT_REDIAL_MS) {
        stop();
        line.redial();
      }
    }, HEARTBEAT_CHECK_MS);
  }

  return { heard, start, stop };
}
