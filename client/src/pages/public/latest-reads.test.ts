import { describe, expect, it } from 'vitest';
import { latestReads } from './latest-reads.js';

describe('latestReads', () => {
  it('lets an answer stand only when nothing changed since its read began', () => {
    const reads = latestReads();
    const first = reads.begin();
    expect(first()).toBe(true);
    reads.changed();
    // Begun before the sale: its list may name the player just sold.
    expect(first()).toBe(false);
    const second = reads.begin();
    expect(second()).toBe(true);
    expect(first()).toBe(false);
  });
});
