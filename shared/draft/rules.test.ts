import { describe, expect, it } from 'vitest';
import { boardRoster, totalRosterSlots } from './roster-rules.js';
import { assignRosterSlots, maxBid, nextPickNumber, nextPickNumberAfter } from './rules.js';
import type { DraftPick, PlayerPosition } from './types.js';

function pick(id: number, position: PlayerPosition, price: number): DraftPick {
  return {
    fantasy_pick_id: id, fantasy_roster_id: id, nfl_player_id: `P${id}`, full_name: `Player ${id}`, first_name: null,
    last_name: null, photo_url: null, position_code: position, team_abbreviation: null, acquisition_price: price,
    acquisition_type: 'draft_pick', fantasy_team_id: 1, fantasy_team_name: 'T', team_nickname: null,
    pick_number: id, pick_order: id, created_at: '2026-01-01T00:00:00.000Z',
  };
}

describe('max bid (spec 02 §5)', () => {
  it('keeps one dollar for every other open spot', () => {
    expect(maxBid(200, 15, 0)).toBe(186);
    expect(maxBid(50, 15, 14)).toBe(50);
  });
  it('never goes below zero, also with a full roster', () => {
    expect(maxBid(3, 15, 5)).toBe(0);
    expect(maxBid(10, 15, 15)).toBe(10);
  });
});

describe('next pick number', () => {
  it('is the highest number so far + 1, so a gap left by a delete is not reused', () => {
    expect(nextPickNumber([])).toBe(1);
    expect(nextPickNumber([{ pick_number: 1 }, { pick_number: 3 }])).toBe(4);
  });
  it('reads the same from the highest number alone, as the pick command queries it', () => {
    expect(nextPickNumberAfter(null)).toBe(nextPickNumber([]));
    expect(nextPickNumberAfter(3)).toBe(nextPickNumber([{ pick_number: 1 }, { pick_number: 3 }]));
  });
});

describe('roster slots', () => {
  it('sums every slot including BENCH', () => {
    expect(totalRosterSlots({ QB: 2, RB: 2, WR: 3, TE: 1, FLEX: 1, K: 1, DEF: 1, BENCH: 5 })).toBe(16);
  });

  it('falls back to the defaults without BENCH when the draft defines none', () => {
    expect(boardRoster({})).toEqual({ QB: 2, RB: 2, WR: 2, TE: 1, FLEX: 2, K: 1, DEF: 1 });
    expect(boardRoster({ QB: 1 })).toEqual({ QB: 1 });
  });

  it('fills slots by price descending, FLEX and SUPERFLEX take RB/WR/TE, the rest go to BENCH', () => {
    const picks = [pick(1, 'RB', 10), pick(2, 'RB', 40), pick(3, 'RB', 30), pick(4, 'QB', 5), pick(5, 'QB', 8), pick(6, 'TE', 2)];
    const result = assignRosterSlots(picks, { QB: 1, RB: 1, FLEX: 1, SUPERFLEX: 1, BENCH: 3 });
    const bySlot = Object.fromEntries(result.slots.map((s) => [s.slot, s.players.map((p) => p.fantasy_pick_id)]));
    expect(bySlot).toEqual({ QB: [5], RB: [2], FLEX: [3], SUPERFLEX: [1] });
    expect(result.slots.find((s) => s.slot === 'SUPERFLEX')?.label).toBe('FLEX');
    expect(result.bench.map((p) => p.fantasy_pick_id)).toEqual([4, 6]);
    expect(result.benchLimit).toBe(3);
  });
});
