import { describe, expect, it } from 'vitest';
import { mergeDeviceQueue, moveQueued, parseQueue, queueKey, toggleQueued, type QueuedPlayer } from './starred-queue.js';

const player = (id: string): QueuedPlayer & { extra: number } => ({ nfl_player_id: id, full_name: `Player ${id}`, position_code: 'WR', team_abbreviation: null, extra: 1 });

describe('my nomination queue', () => {
  it('is kept per user and draft', () => {
    expect(queueKey(7, 3)).not.toBe(queueKey(8, 3));
    expect(queueKey(7, 3)).not.toBe(queueKey(7, 4));
  });

  it('stars to the end, unstars in place, and keeps only what the list shows', () => {
    const one = toggleQueued([], player('a'));
    const two = toggleQueued(one, player('b'));
    expect(two.map((p) => p.nfl_player_id)).toEqual(['a', 'b']);
    expect(two[0]).toEqual({ nfl_player_id: 'a', full_name: 'Player a', position_code: 'WR', team_abbreviation: null });
    expect(toggleQueued(two, player('a')).map((p) => p.nfl_player_id)).toEqual(['b']);
  });

  it('reads back what it stored; an older or broken value reads as an empty queue', () => {
    const stored = toggleQueued(toggleQueued([], player('a')), player('b'));
    expect(parseQueue(JSON.stringify(stored))).toEqual(stored);
    expect(parseQueue(JSON.stringify(['a', 'b']))).toEqual([]);
    expect(parseQueue('{not json')).toEqual([]);
    expect(parseQueue(null)).toEqual([]);
  });
});

describe("moving a device's queue up to the server", () => {
  it("keeps the server's order and adds the device's other stars at the end, in the device's order", () => {
    const ids = (queue: QueuedPlayer[]) => queue.map((p) => p.nfl_player_id);
    expect(ids(mergeDeviceQueue([player('b'), player('a')], [player('c'), player('a'), player('d')]))).toEqual(['b', 'a', 'c', 'd']);
    expect(ids(mergeDeviceQueue([], [player('c')]))).toEqual(['c']);
    expect(ids(mergeDeviceQueue([player('a')], []))).toEqual(['a']);
  });

  it('moves a player one place up or down, over hidden (drafted) rows, and not past either end', () => {
    const queue = ['a', 'b', 'c', 'd'].map(player);
    const ids = (q: QueuedPlayer[]) => q.map((p) => p.nfl_player_id);
    expect(ids(moveQueued(queue, 'c', -1))).toEqual(['a', 'c', 'b', 'd']);
    expect(ids(moveQueued(queue, 'b', 1))).toEqual(['a', 'c', 'b', 'd']);
    expect(ids(moveQueued(queue, 'a', -1))).toEqual(['a', 'b', 'c', 'd']);
    expect(ids(moveQueued(queue, 'd', 1))).toEqual(['a', 'b', 'c', 'd']);
    expect(ids(moveQueued(queue, 'zz', 1))).toEqual(['a', 'b', 'c', 'd']);
    // 'b' was drafted: 'c' moving up trades places with 'a', the next row the list shows.
    expect(ids(moveQueued(queue, 'c', -1, (id) => id !== 'b'))).toEqual(['c', 'b', 'a', 'd']);
    expect(ids(queue)).toEqual(['a', 'b', 'c', 'd']);
  });
});
