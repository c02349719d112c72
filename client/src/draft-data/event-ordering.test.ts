import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DraftEvent } from '#shared/draft/events.js';
import { baseSnapshot, makePick, pickEvent } from '#tests/helpers/room-server.js';
import { createEventOrdering, GAP_GRACE_MS } from './event-ordering.js';
import { createRoomState } from './room-state.js';

const DRAFT = 7;
const pick = (seq: number) => pickEvent(DRAFT, seq, makePick(seq, (seq % 2) + 1, seq));

function setup({ loaded = true } = {}) {
  const state = createRoomState();
  if (loaded) state.setState((draft) => void (draft.snapshot = baseSnapshot(DRAFT)));
  const onGap = vi.fn();
  const ordering = createEventOrdering(state, onGap);
  const applied: number[] = [];
  ordering.subscribe((event) => applied.push(event.seq));
  const seq = () => state.getState().snapshot?.draft.seq;
  const pickIds = () => state.getState().snapshot?.picks.map((p) => p.fantasy_pick_id);
  return { state, ordering, onGap, applied, seq, pickIds };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('event ordering', () => {
  it('applies the next events through the shared reducer and tells listeners each one', () => {
    const { state, ordering, applied, seq, pickIds } = setup();
    ordering.apply([pick(1), pick(2)]);
    expect(seq()).toBe(2);
    expect(pickIds()).toEqual([1, 2]);
    expect(applied).toEqual([1, 2]);
    expect(state.getState().lastEvent?.seq).toBe(2);
    // Team 2 bought seq 1 for $1: the reducer re-derived its money.
    expect(state.getState().snapshot?.teams.find((t) => t.fantasy_team_id === 2)?.remaining_budget).toBe(200 - 1);
  });

  it('ignores an event it has already applied', () => {
    const { ordering, applied, pickIds } = setup();
    ordering.apply([pick(1)]);
    ordering.apply([pick(1), pick(1)]);
    expect(applied).toEqual([1]);
    expect(pickIds()).toEqual([1]);
    expect(ordering.hasPending()).toBe(false);
  });

  it('buffers an early event until the hole before it fills, without reporting a gap', () => {
    const { ordering, onGap, applied, seq } = setup();
    ordering.apply([pick(3)]);
    ordering.apply([pick(1)]);
    expect(seq()).toBe(1);
    expect(ordering.hasPending()).toBe(true);
    ordering.apply([pick(2)]);
    expect(seq()).toBe(3);
    expect(applied).toEqual([1, 2, 3]);
    expect(ordering.hasPending()).toBe(false);
    vi.advanceTimersByTime(GAP_GRACE_MS * 2);
    expect(onGap).not.toHaveBeenCalled();
  });

  it('reports a hole that stays open for GAP_GRACE_MS, once', () => {
    const { ordering, onGap, seq } = setup();
    ordering.apply([pick(2)]);
    ordering.apply([pick(3)]);
    vi.advanceTimersByTime(GAP_GRACE_MS - 1);
    expect(onGap).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onGap).toHaveBeenCalledTimes(1);
    expect(seq()).toBe(0);
  });

  it('holds events until a snapshot is there, then applies what connects to it', () => {
    const { state, ordering, applied, seq } = setup({ loaded: false });
    const early: DraftEvent[] = [pick(1), pick(2)];
    ordering.apply(early);
    expect(applied).toEqual([]);
    state.setState((draft) => void (draft.snapshot = baseSnapshot(DRAFT)));
    ordering.apply([]);
    expect(seq()).toBe(2);
    expect(applied).toEqual([1, 2]);
  });

  it('drops buffered events a newer snapshot already holds', () => {
    const { state, ordering, applied, seq } = setup();
    ordering.apply([pick(2), pick(4)]);
    state.setState((draft) => {
      if (draft.snapshot) draft.snapshot.draft.seq = 3;
    });
    ordering.apply([]);
    expect(seq()).toBe(4);
    expect(applied).toEqual([4]);
  });

  it('stops listening on unsubscribe and forgets the gap on dispose', () => {
    const { ordering, onGap } = setup();
    const heard: number[] = [];
    const unsubscribe = ordering.subscribe((event) => heard.push(event.seq));
    ordering.apply([pick(1)]);
    unsubscribe();
    ordering.apply([pick(2)]);
    expect(heard).toEqual([1]);
    ordering.apply([pick(4)]);
    ordering.dispose();
    vi.advanceTimersByTime(GAP_GRACE_MS * 2);
    expect(onGap).not.toHaveBeenCalled();
  });
});
