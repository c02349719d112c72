import { describe, expect, it } from 'vitest';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { BoardCache, type CachedBoard } from '#server/draft/board-cache.js';

const text = (board: CachedBoard | undefined) => board?.body.toString('utf8');

describe('BoardCache', () => {
  it('serves a board only for the seq it was built at; a newer seq replaces it, an older never does', () => {
    const cache = new BoardCache();
    cache.set(1, 5, '{"seq":5}');
    expect(text(cache.get(1, 5))).toBe('{"seq":5}');
    expect(cache.get(1, 6)).toBeUndefined();
    cache.set(1, 6, '{"seq":6}');
    cache.set(1, 5, '{"seq":5,"late":true}');
    expect(text(cache.get(1, 6))).toBe('{"seq":6}');
    expect(cache.get(1, 5)).toBeUndefined();
  });

  it('drops the least recently read draft beyond its capacity', () => {
    const cache = new BoardCache(2);
    cache.set(1, 1, 'a');
    cache.set(2, 1, 'b');
    expect(text(cache.get(1, 1))).toBe('a');
    cache.set(3, 1, 'c');
    expect(cache.get(2, 1)).toBeUndefined();
    expect(text(cache.get(1, 1))).toBe('a');
    expect(text(cache.get(3, 1))).toBe('c');
  });

  it('compresses a board once per encoding and hands every reader the same copy', async () => {
    const cache = new BoardCache();
    const json = JSON.stringify({ picks: Array.from({ length: 200 }, (_, i) => ({ pick: i, name: 'Player' })) });
    const board = cache.set(1, 3, json);
    const [br, again, gz] = await Promise.all([board.encodedAs('br'), board.encodedAs('br'), board.encodedAs('gzip')]);
    expect(again).toBe(br);
    expect(brotliDecompressSync(br).toString()).toBe(json);
    expect(gunzipSync(gz).toString()).toBe(json);
    expect(br.length).toBeLessThan(json.length / 5);
  });
});
