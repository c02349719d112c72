import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DraftEvent } from '#shared/draft/events.js';
import { applyEvents } from '#shared/draft/reducer.js';
import { baseSnapshot, makePick, pickEvent } from '#tests/helpers/room-server.js';
import { ApiError } from '../api/transport.js';
import type { DraftSource } from '../api/draft-reads.js';
import { createCatchUp, EXPECT_CHANGE_MS } from './catch-up.js';
import { createEventOrdering } from './event-ordering.js';
import { createRoomState } from './room-state.js';

const DRAFT = 7;
const pick = (seq: number) => pickEvent(DRAFT, seq, makePick(seq, (seq % 2) + 1, seq));
const picks = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => pick(from + i));
const serverError = () => new ApiError('server', 'Server error. Please try again in a moment.', 500);
const notFound = () => new ApiError('client', 'Not found', 404, 'Draft not found');

/** An in-memory event log and snapshot, standing in for the REST reads. */
function setup({ source = { kind: 'member', draftId: DRAFT }, pageSize = 100 }: { source?: DraftSource; pageSize?: number } = {}) {
  const log: DraftEvent[] = [];
  const server = { log, logStartsAt: 1, eventRequests: [] as number[], snapshotRequests: 0, failures: [] as (() => Error)[] };
  /** The next request fails with the first queued error. */
  const failure = () => server.failures.shift();
  const io = {
    loadSnapshot: () => {
      server.snapshotRequests += 1;
      const fail = failure();
      return fail ? Promise.reject(fail()) : Promise.resolve(applyEvents(baseSnapshot(DRAFT), log));
    },
    loadEventsAfter: (after: number) => {
      server.eventRequests.push(after);
      const fail = failure();
      const events = log.filter((e) => e.seq > after && e.seq >= server.logStartsAt).slice(0, pageSize);
      return fail ? Promise.reject(fail()) : Promise.resolve({ events, seq: log[log.length - 1]?.seq ?? 0 });
    },
  };
  const state = createRoomState();
  let running = true;
  const isLive = () => running && state.getState().status !== 'revoked' && state.getState().status !== 'not_found';
  const ordering = createEventOrdering(state, () => undefined);
  const catchUp = createCatchUp({ state, source, io, ordering, isRunning: () => running, isLive });
  const seq = () => state.getState().snapshot?.draft.seq;
  return { server, io, state, ordering, catchUp, seq, stop: () => (running = false) };
}

afterEach(() => vi.useRealTimers());

describe('catch-up', () => {
  it('loads the snapshot first, then fetches events after its seq page by page', async () => {
    const { server, state, catchUp, seq } = setup({ pageSize: 2 });
    server.log.push(...picks(1, 2));
    await catchUp.catchUp(); // nothing loaded yet: the snapshot
    expect(state.getState().status).toBe('ready');
    expect(seq()).toBe(2);
    expect(server.eventRequests).toEqual([]);
    server.log.push(...picks(3, 7));
    await catchUp.catchUp();
    expect(seq()).toBe(7);
    expect(server.eventRequests).toEqual([2, 4, 6]);
    expect(server.snapshotRequests).toBe(1);
  });

  it('reloads the snapshot when the log no longer reaches back to its seq', async () => {
    const { server, catchUp, seq } = setup();
    await catchUp.loadSnapshot();
    server.log.push(...picks(1, 5));
    server.logStartsAt = 3;
    await catchUp.catchUp();
    expect(seq()).toBe(5);
    expect(server.eventRequests).toEqual([0]);
    expect(server.snapshotRequests).toBe(2);
  });

  it('reloads the snapshot when the log skips a seq', async () => {
    const { server, catchUp, seq } = setup();
    await catchUp.loadSnapshot();
    server.log.push(...picks(1, 4));
    server.log.splice(2, 1); // seq 3 is missing from the log
    await catchUp.catchUp();
    expect(server.eventRequests).toEqual([0]);
    expect(server.snapshotRequests).toBe(2);
    expect(seq()).toBe(4);
  });

  it('runs one catch-up at a time, and once more when asked during a run', async () => {
    const { server, catchUp, seq } = setup();
    await catchUp.loadSnapshot();
    server.log.push(...picks(1, 1));
    const first = catchUp.catchUp();
    const second = catchUp.catchUp();
    expect(second).toBe(first);
    server.log.push(...picks(2, 2));
    await first;
    expect(server.eventRequests).toEqual([0, 1]);
    expect(seq()).toBe(2);
  });

  it('never steps back to an older snapshot', async () => {
    const { server, ordering, catchUp, seq } = setup();
    await catchUp.loadSnapshot();
    ordering.apply(picks(1, 3)); // live events beat the next snapshot answer
    await catchUp.loadSnapshot();
    expect(seq()).toBe(3);
    expect(server.snapshotRequests).toBe(2);
  });

  it('says a failed catch-up on screen and clears it once one succeeds', async () => {
    const { server, state, catchUp, seq } = setup();
    await catchUp.loadSnapshot();
    server.log.push(...picks(1, 1));
    server.failures.push(serverError);
    await catchUp.catchUp();
    expect(state.getState().error).toBe('Server error. Please try again in a moment.');
    expect(state.getState().status).toBe('ready');
    await catchUp.catchUp();
    expect(state.getState().error).toBeNull();
    expect(seq()).toBe(1);
  });

  it('a first load that fails is an error; a missing member draft is not found', async () => {
    const failed = setup();
    failed.server.failures.push(serverError);
    await expect(failed.catchUp.loadSnapshot()).rejects.toThrow();
    expect(failed.state.getState().status).toBe('error');
    const missing = setup();
    missing.server.failures.push(notFound);
    await expect(missing.catchUp.loadSnapshot()).rejects.toThrow();
    expect(missing.state.getState().status).toBe('not_found');
    expect(missing.state.getState().error).toBe('Draft not found');
  });

  it('a public board whose log answers 404 reloads the snapshot and, gone too, turns revoked', async () => {
    const { server, state, catchUp } = setup({ source: { kind: 'public', token: 'tok' } });
    await catchUp.loadSnapshot();
    server.failures.push(notFound, notFound);
    await catchUp.catchUp();
    expect(server.snapshotRequests).toBe(2);
    expect(state.getState().status).toBe('revoked');
    expect(state.getState().snapshot).not.toBeNull();
  });

  it('drops a snapshot answer that lands after the store stopped', async () => {
    const { state, catchUp, stop } = setup();
    const loading = catchUp.loadSnapshot();
    stop();
    await loading;
    expect(state.getState().snapshot).toBeNull();
    expect(state.getState().status).toBe('loading');
  });

  it("fetches an own change's event when it has not arrived within EXPECT_CHANGE_MS", async () => {
    const { server, catchUp, ordering } = setup();
    await catchUp.loadSnapshot();
    vi.useFakeTimers();
    catchUp.expectChange(1);
    vi.advanceTimersByTime(EXPECT_CHANGE_MS);
    expect(server.eventRequests).toEqual([0]);
    ordering.apply(picks(1, 2));
    catchUp.expectChange(2); // already here: nothing to fetch
    catchUp.expectChange(); // no seq told: fetch if nothing changes meanwhile
    ordering.apply(picks(3, 3));
    vi.advanceTimersByTime(EXPECT_CHANGE_MS);
    expect(server.eventRequests).toEqual([0]);
    catchUp.expectChange();
    catchUp.dispose();
    vi.advanceTimersByTime(EXPECT_CHANGE_MS);
    expect(server.eventRequests).toEqual([0]);
  });
});
