import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from '#server/db/connect.js';

describe('prepared statements kept per SQL text', () => {
  it('hands the same text its statement again and drops the least recently used when full', () => {
    const sqlite = new SQLite(':memory:');
    try {
      const cache = withStatementCache(sqlite, undefined, 3);
      const [a, b, c] = ['SELECT 1', 'SELECT 2', 'SELECT 3'].map((text) => cache.prepare(text));
      expect(cache.prepare('SELECT 1')).toBe(a);
      // Used in the order b, c, a: b is the least recently used when a fourth text arrives.
      expect(cache.prepare('SELECT 3')).toBe(c);
      expect(cache.prepare('SELECT 1')).toBe(a);
      const d = cache.prepare('SELECT 4');
      expect(cache.prepare('SELECT 1')).toBe(a);
      expect(cache.prepare('SELECT 3')).toBe(c);
      expect(cache.prepare('SELECT 4')).toBe(d);
      expect(cache.prepare('SELECT 2')).not.toBe(b);
      // And the statements it hands out run.
      expect((cache.prepare('SELECT 4') as unknown as SQLite.Statement).get()).toEqual({ 4: 4 });
    } finally {
      sqlite.close();
    }
  });
});
