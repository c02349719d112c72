import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HEARTBEAT_CHECK_MS, HEARTBEAT_REDIAL_MS, HEARTBEAT_SILENCE_MS, watchSilence } from './silence-watch.js';

function watchedLine() {
  const line = { current: true, isCurrent: () => line.current, silent: vi.fn(), redial: vi.fn() };
  return line;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('silence watch', () => {
  it('says silent once per silence, and the next thing heard ends it', () => {
    const watch = watchSilence();
    const line = watchedLine();
    watch.start(line);
    vi.advanceTimersByTime(HEARTBEAT_SILENCE_MS);
    expect(line.silent).not.toHaveBeenCalled();
    vi.advanceTimersByTime(HEARTBEAT_CHECK_MS * 3);
    expect(line.silent).toHaveBeenCalledTimes(1);
    expect(watch.heard()).toBe(true);
    expect(watch.heard()).toBe(false);
    vi.advanceTimersByTime(HEARTBEAT_SILENCE_MS + HEARTBEAT_CHECK_MS);
    expect(line.silent).toHaveBeenCalledTimes(2);
    expect(line.redial).not.toHaveBeenCalled();
    watch.stop();
  });

  it('redials a line silent for HEARTBEAT_REDIAL_MS once and stops; nothing heard after that ends a silence', () => {
    const watch = watchSilence();
    const line = watchedLine();
    watch.start(line);
    vi.advanceTimersByTime(HEARTBEAT_REDIAL_MS + HEARTBEAT_CHECK_MS * 4);
    expect(line.redial).toHaveBeenCalledTimes(1);
    expect(line.silent).toHaveBeenCalledTimes(1);
    expect(watch.heard()).toBe(false);
  });

  it('a timer that comes back late says the line silent before it redials', () => {
    const watch = watchSilence();
    const order: string[] = [];
    watch.start({ isCurrent: () => true, silent: () => order.push('silent'), redial: () => order.push('redial') });
    // A throttled tab: the clock moves on while the interval does not fire.
    vi.setSystemTime(Date.now() + HEARTBEAT_REDIAL_MS * 2);
    vi.advanceTimersByTime(HEARTBEAT_CHECK_MS);
    expect(order).toEqual(['silent', 'redial']);
  });

  it('stops watching a line that is no longer the page’s socket', () => {
    const watch = watchSilence();
    const line = watchedLine();
    watch.start(line);
    line.current = false;
    vi.advanceTimersByTime(HEARTBEAT_REDIAL_MS * 2);
    expect(line.silent).not.toHaveBeenCalled();
    expect(line.redial).not.toHaveBeenCalled();
  });
});
