import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHeartbeat } from './heartbeat.js';
import { HEARTBEAT_CHECK_MS, HEARTBEAT_REDIAL_MS, HEARTBEAT_SILENCE_MS } from './silence-watch.js';
import { createRoomState } from './room-state.js';

function setup() {
  const state = createRoomState();
  state.setState((draft) => {
    draft.status = 'ready';
    draft.connected = true;
  });
  let live = true;
  const catchUp = vi.fn(() => Promise.resolve());
  const heartbeat = createHeartbeat({ state, isLive: () => live, catchUp });
  const line = { current: true, isCurrent: () => line.current, redial: vi.fn() };
  const connected = () => state.getState().connected;
  return { state, heartbeat, catchUp, line, connected, endLive: () => (live = false) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('heartbeat', () => {
  it('stays connected while ticks arrive', () => {
    const { heartbeat, line, connected, catchUp } = setup();
    heartbeat.start(line);
    for (let t = 0; t < HEARTBEAT_REDIAL_MS * 2; t += 1000) {
      vi.advanceTimersByTime(1000);
      heartbeat.heard();
    }
    expect(connected()).toBe(true);
    expect(line.redial).not.toHaveBeenCalled();
    expect(catchUp).not.toHaveBeenCalled();
    heartbeat.stop();
  });

  it('says disconnected after HEARTBEAT_SILENCE_MS without a tick, within one check', () => {
    const { heartbeat, line, connected } = setup();
    heartbeat.start(line);
    vi.advanceTimersByTime(HEARTBEAT_SILENCE_MS);
    expect(connected()).toBe(true);
    vi.advanceTimersByTime(HEARTBEAT_CHECK_MS);
    expect(connected()).toBe(false);
    heartbeat.stop();
  });

  it('a tick after a silence reconnects the state and catches up what was missed', async () => {
    const { state, heartbeat, line, connected, catchUp } = setup();
    heartbeat.start(line);
    vi.advanceTimersByTime(HEARTBEAT_SILENCE_MS + HEARTBEAT_CHECK_MS);
    expect(connected()).toBe(false);
    heartbeat.heard();
    expect(connected()).toBe(true);
    expect(state.getState().catchingUp).toBe(true);
    expect(catchUp).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(state.getState().catchingUp).toBe(false);
    heartbeat.stop();
  });

  it('drops and redials a line silent for HEARTBEAT_REDIAL_MS, once', () => {
    const { heartbeat, line } = setup();
    heartbeat.start(line);
    vi.advanceTimersByTime(HEARTBEAT_REDIAL_MS);
    expect(line.redial).not.toHaveBeenCalled();
    vi.advanceTimersByTime(HEARTBEAT_CHECK_MS);
    expect(line.redial).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(HEARTBEAT_REDIAL_MS * 2);
    expect(line.redial).toHaveBeenCalledTimes(1);
  });

  it('stops watching a line that is no longer current, and is quiet before it starts', () => {
    const { heartbeat, line, connected, catchUp, state } = setup();
    state.setState((draft) => void (draft.connected = false));
    heartbeat.heard(); // not watching: a tick before the join's ack does not claim a connection
    expect(connected()).toBe(false);
    expect(catchUp).not.toHaveBeenCalled();
    state.setState((draft) => void (draft.connected = true));
    heartbeat.start(line);
    line.current = false;
    vi.advanceTimersByTime(HEARTBEAT_REDIAL_MS * 2);
    expect(connected()).toBe(true);
    expect(line.redial).not.toHaveBeenCalled();
  });

  it('stops when the store is no longer live', () => {
    const { heartbeat, line, connected, endLive } = setup();
    heartbeat.start(line);
    endLive();
    vi.advanceTimersByTime(HEARTBEAT_REDIAL_MS * 2);
    expect(connected()).toBe(true);
    expect(line.redial).not.toHaveBeenCalled();
  });
});
