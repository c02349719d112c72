import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLOCK_PINGS, CLOCK_REMEASURE_MS } from '#shared/auction/clock-offset.js';
import { createRoomState } from './room-state.js';
import { createServerClock } from './server-clock.js';

/** A server whose clock runs `ahead` ms ahead of this device's; answers at once. */
function serverAhead(ahead: { ms: number }) {
  return vi.fn(() => Promise.resolve(Date.now() + ahead.ms));
}

/** Let the measurement's chain of pings settle (each ping awaits a promise). */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('server clock', () => {
  it('measures the offset at once and again every CLOCK_REMEASURE_MS', async () => {
    const state = createRoomState();
    const clock = createServerClock(state);
    const ahead = { ms: 1500 };
    const ping = serverAhead(ahead);
    clock.follow(ping, () => true);
    await settle();
    expect(state.getState().clockOffset).toBe(1500);
    expect(ping).toHaveBeenCalledTimes(CLOCK_PINGS);
    ahead.ms = -300;
    await vi.advanceTimersByTimeAsync(CLOCK_REMEASURE_MS);
    expect(state.getState().clockOffset).toBe(-300);
    expect(ping).toHaveBeenCalledTimes(CLOCK_PINGS * 2);
    clock.stop();
  });

  it('keeps the last offset when a measurement fails', async () => {
    const state = createRoomState();
    const clock = createServerClock(state);
    clock.follow(serverAhead({ ms: 800 }), () => true);
    await settle();
    clock.follow(() => Promise.reject(new Error('timed out')), () => true);
    await settle();
    expect(state.getState().clockOffset).toBe(800);
    clock.stop();
  });

  it('drops a result once its socket is no longer the current one', async () => {
    const state = createRoomState();
    const clock = createServerClock(state);
    clock.follow(serverAhead({ ms: 900 }), () => false);
    await settle();
    expect(state.getState().clockOffset).toBe(0);
    clock.stop();
  });

  it('a new follow replaces the old measuring, and stop ends it', async () => {
    const state = createRoomState();
    const clock = createServerClock(state);
    const old = serverAhead({ ms: 100 });
    const current = serverAhead({ ms: 200 });
    clock.follow(old, () => true);
    clock.follow(current, () => true);
    await settle();
    await vi.advanceTimersByTimeAsync(CLOCK_REMEASURE_MS);
    expect(old).toHaveBeenCalledTimes(CLOCK_PINGS);
    expect(current).toHaveBeenCalledTimes(CLOCK_PINGS * 2);
    clock.stop();
    await vi.advanceTimersByTimeAsync(CLOCK_REMEASURE_MS * 3);
    expect(current).toHaveBeenCalledTimes(CLOCK_PINGS * 2);
  });
});
