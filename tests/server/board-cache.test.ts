import { describe, expect, it } from 'vitest';
import { BoardCache } from '../../server/draft/board-cache.js';

describe('BoardCache', () => {
  it('serves a board only for the seq it was built at; a newer seq replaces it, an older never does', () => {
    const cache = new BoardCache();
    cache.set(1, 5, '{"seq":5}');
    expect(cache.get(1, 5)).toBe('{"seq":5}');
    expect(cache.get(1, 6)).toBeUndefined();
    cache.set(1, 6, '{"seq":6}');
    cache.set(1, 5, '{"seq":5,"late":true}');
    expect(cache.get(1, 6)).toBe('{"seq":6}');
    expect(cache.get(1, 5)).toBeUndefined();
  });

  it('drops the least recently read draft beyond its capacity', () => {
    const cache = new BoardCache(2);
    cache.set(1, 1, 'a');
    cache.set(2, 1, 'b');
    expect(cache.get(1, 1)).toBe('a');
    cache.set(3, 1, 'c');
    expect(cache.get(2, 1)).toBeUndefined();
    expect(cache.get(1, 1)).toBe('a');
    expect(cache.get(3, 1)).toBe('c');
  });
});
