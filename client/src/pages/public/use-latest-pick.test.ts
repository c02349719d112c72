import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makePick } from '#tests/helpers/room-server.js';
import { ANNOUNCE_MS, createQueue } from './use-latest-pick.js';

describe('the sale banner', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the latest of a quick run at once, counts the ones it went past, and leaves after the last', () => {
    const queue = createQueue();
    queue.start();
    for (let id = 1; id <= 12; id += 1) {
      queue.add(makePick(id, 1, 10));
      vi.advanceTimersByTime(250);
    }
    expect(queue.current()?.pick.fantasy_pick_id).toBe(12);
    expect(queue.current()?.skipped).toBe(11);
    // One burst: the banner does not enter again for each sale.
    expect(queue.current()?.burst).toBe(1);
    vi.advanceTimersByTime(3000);
    expect(queue.current()?.pick.fantasy_pick_id).toBe(12);
    vi.advanceTimersByTime(ANNOUNCE_MS);
    expect(queue.current()).toBeNull();
    queue.add(makePick(13, 1, 10));
    expect(queue.current()).toMatchObject({ skipped: 0, burst: 2 });
  });

  it('takes an undone sale on screen down, and an undone skipped one out of the count', () => {
    const queue = createQueue();
    queue.start();
    queue.add(makePick(1, 1, 10));
    queue.add(makePick(2, 1, 10));
    queue.add(makePick(3, 1, 10));
    queue.drop(1);
    expect(queue.current()).toMatchObject({ skipped: 1 });
    queue.drop(3);
    expect(queue.current()).toBeNull();
    expect(queue.everShown()).toBe(true);
  });
});
