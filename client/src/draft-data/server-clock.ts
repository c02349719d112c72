import { CLOCK_REMEASURE_MS, measureClockOffset } from '#shared/auction/clock-offset.js';
import type { DraftRoomStateStore } from './store-types.js';

/** How long one clock ping may wait for the server's answer before the measurement gives up. */
export const CLOCK_PING_TIMEOUT_MS = 5000;

export interface ServerClock {
  /**
   * Measure the offset now and every CLOCK_REMEASURE_MS with `ping` (resolves with the server's
   * clock), replacing any earlier measuring. A result lands only while `isCurrent()` holds.
   */
  follow: (ping: () => Promise<number>, isCurrent: () => boolean) => void;
  stop: () => void;
}

/**
 * The live auction's countdown runs on server time: the state's `clockOffset` (server minus this
 * device, ms) is measured at each join and every minute after (shared/auction/clock-offset.ts). A
 * failed measurement keeps the last offset.
 */
export function createServerClock(state: DraftRoomStateStore): ServerClock {
  let clockTimer: ReturnType<typeof setInterval> | null = null;

  function stop(): void {
    if (clockTimer) clearInterval(clockTimer);
    clockTimer = null;
  }

  function follow(ping: () => Promise<number>, isCurrent: () => boolean): void {
    const measure = () =>
      measureClockOffset(ping).then(
        (offset) => {
          if (isCurrent()) state.setState((draft) => void (draft.clockOffset = offset));
        },
        () => undefined,
      );
    void measure();
    stop();
    clockTimer = setInterval(() => void measure(), CLOCK_REMEASURE_MS);
  }

  return { follow, stop };
}
