import { describe, expect, it } from 'vitest';
import { everyRosterFull } from './rosters-full.js';

describe('every roster full', () => {
  const draft = { roster_positions: { QB: 1, RB: 2, BENCH: 1 } };
  it('holds when each team has as many players as the roster has slots, not before', () => {
    expect(everyRosterFull(draft, [{ players_count: 4 }, { players_count: 4 }])).toBe(true);
    expect(everyRosterFull(draft, [{ players_count: 4 }, { players_count: 3 }])).toBe(false);
    expect(everyRosterFull(draft, [])).toBe(false);
  });
});
