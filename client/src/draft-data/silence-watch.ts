/**
 * How long a joined line may stay silent, and what happens then: the server sends every draft room,
 * public board and join page a tick once it has been silent 1.3 s, never more than 1.32 s after its
 * last event or tick (server/realtime/heartbeat.ts; one shared frame, far cheaper for it than answering a ping from
 * every socket). After HEARTBEAT_SILENCE_MS without a tick
 * or anything else the line is down as far as the person holding the phone can tell (checked every
 * HEARTBEAT_CHECK_MS: within 3 s of the line going down, which the socket's own ping, 25 s + 20 s,
 * would not notice for most of a minute); after HEARTBEAT_REDIAL_MS it is dropped and dialled again,
 * since a half-open connection never closes by itself. The draft room's store (heartbeat.ts) and the
 * join page (league-data/use-join-watch.ts) each say what silence means on their screen; the rule is this one.
 */
export const HEARTBEAT_CHECK_MS = 500;
export const HEARTBEAT_SILENCE_MS = 2000;
export const HEARTBEAT_REDIAL_MS = 6000;

/** A joined line as the watch sees it. */
export interface WatchedLine {
  /** Still the page's open socket (and the page still wants it): a watch on a replaced one stops. */
  isCurrent: () => boolean;
  /** Silent for HEARTBEAT_SILENCE_MS: say the line is down. Once per silence. */
  silent: () => void;
  /** Silent for HEARTBEAT_REDIAL_MS: drop the socket and dial again. The watch has stopped by then. */
  redial: () => void;
}

export interface SilenceWatch {
  /** The socket brought something; true when that ended a silence the watch had reported. */
  heard: () => boolean;
  /** Watch a freshly joined line (replaces any earlier watch). */
  start: (line: WatchedLine) => void;
  stop: () => void;
}

export function watchSilence(): SilenceWatch {
  let timer: ReturnType<typeof setInterval> | null = null;
  let lastHeard = Date.now();
  let silent = false;
  const stop = () => {
    if (timer) clearInterval(timer);
    timer = null;
  };
  return {
    heard: () => {
      lastHeard = Date.now();
      const ended = silent && timer !== null;
      silent = false;
      return ended;
    },
    start: (line) => {
      stop();
      lastHeard = Date.now();
      silent = false;
      timer = setInterval(() => {
        if (!line.isCurrent()) return stop();
        const quiet = Date.now() - lastHeard;
        // Said down before it is redialled, even when a throttled timer comes back late to both at once.
        if (quiet > HEARTBEAT_SILENCE_MS && !silent) {
          silent = true;
          line.silent();
        }
        if (quiet > HEARTBEAT_REDIAL_MS) {
          stop();
          line.redial();
        }
      }, HEARTBEAT_CHECK_MS);
    },
    stop,
  };
}
