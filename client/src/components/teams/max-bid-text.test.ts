import { describe, expect, it } from 'vitest';
import { maxBidText, rosterFull } from './max-bid-text.js';

describe('a max bid as the strips say it', () => {
  it('is the dollars while the roster has a spot, "Full" once it has none', () => {
    expect(maxBidText({ max_bid: 107, players_count: 15 }, 16)).toBe('$107');
    expect(maxBidText({ max_bid: 107, players_count: 16 }, 16)).toBe('Full');
    // Before the draft's size is known (0), the figure.
    expect(maxBidText({ max_bid: 200, players_count: 0 }, 0)).toBe('$200');
    expect([rosterFull({ players_count: 16 }, 16), rosterFull({ players_count: 15 }, 16), rosterFull({ players_count: 0 }, 0)]).toEqual([true, false, false]);
  });
});
