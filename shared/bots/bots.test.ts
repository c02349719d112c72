import { describe, expect, it } from 'vitest';
import type { PositionCounts } from '../draft/types.js';
import { personalityOf } from './personality.js';
import { canTake, rosterFits, slotsLeft } from './roster-fit.js';
import { spearman } from './spearman.js';
import { botPrice, BENCH_NEED, needFor, needsByPosition } from './valuation.js';

const counts = (c: Partial<PositionCounts> = {}): PositionCounts => ({ QB: 0, RB: 0, WR: 0, TE: 0, K: 0, DEF: 0, ...c });
const ROSTER = { QB: 1, RB: 2, WR: 2, TE: 1, FLEX: 1, K: 1, BENCH: 1 };

describe('roster fit', () => {
  it('fills dedicated slots, then FLEX, then BENCH, and refuses what fits nowhere', () => {
    expect(rosterFits(counts({ RB: 4 }), ROSTER)).toBe(true);
    expect(rosterFits(counts({ RB: 5 }), ROSTER)).toBe(false);
    expect(rosterFits(counts({ QB: 2 }), ROSTER)).toBe(true);
    expect(rosterFits(counts({ QB: 3 }), ROSTER)).toBe(false);
    expect(canTake(counts({ K: 1, QB: 1, RB: 3 }), ROSTER, 'K')).toBe(true);
    expect(canTake(counts({ K: 2 }), ROSTER, 'K')).toBe(false);
    expect(slotsLeft(counts({ RB: 3 }), ROSTER).RB).toEqual({ starter: 0, any: 1 });
    expect(slotsLeft(counts(), ROSTER).QB).toEqual({ starter: 1, any: 1 });
    expect(slotsLeft(counts({ QB: 1 }), ROSTER).QB).toEqual({ starter: 0, any: 1 });
    expect(slotsLeft(counts({ QB: 2 }), ROSTER).QB).toEqual({ starter: 0, any: 0 });
  });

  it('answers a whole list the same as one position at a time', () => {
    const team = { remaining_budget: 50, max_bid: 40, players_count: 4, position_counts: counts({ QB: 2, RB: 3, K: 1 }) };
    const needs = needsByPosition(team, ROSTER);
    for (const position of ['QB', 'RB', 'WR', 'TE', 'K', 'DEF'] as const) expect(needs[position], position).toBe(needFor(team, ROSTER, position));
    expect(needs).toMatchObject({ QB: 0, RB: 0, WR: 1, K: 0 });
  });

  it('follows the room: SUPERFLEX takes a running back, receiver or tight end, never a second quarterback', () => {
    const superflex = { QB: 1, RB: 1, SUPERFLEX: 1 };
    expect(canTake(counts({ QB: 1 }), superflex, 'QB')).toBe(false);
    expect(canTake(counts({ QB: 1, RB: 1 }), superflex, 'TE')).toBe(true);
    expect(slotsLeft(counts({ QB: 1, RB: 1 }), superflex).WR).toEqual({ starter: 1, any: 1 });
  });
});

describe('bidding model', () => {
  const team = { remaining_budget: 200, max_bid: 191, players_count: 0, position_counts: counts() };
  const base = { inflation: 0, topValue: 60, team, roster: ROSTER, rosterSlots: 10, marketPerSlot: 20 };

  it('is reproducible from its seed and stays within ±15 % of taste', () => {
    expect(personalityOf(7, 3)).toEqual(personalityOf(7, 3));
    expect(personalityOf(7, 3)).not.toEqual(personalityOf(8, 3));
    for (let seat = 1; seat <= 16; seat += 1) {
      const p = personalityOf(42, seat);
      for (const taste of Object.values(p.taste)) expect(Math.abs(taste - 1)).toBeLessThanOrEqual(0.15);
      expect(Math.abs(p.stars)).toBeLessThanOrEqual(0.15);
    }
  });

  it('prices by value, need and purse, within the max bid; nothing for a slot it cannot fill', () => {
    const personality = personalityOf(1, 1);
    const star = botPrice({ ...base, personality, value: 60, position: 'RB' });
    expect(star).toBeGreaterThan(40);
    expect(star).toBeLessThanOrEqual(191);
    const full = { ...team, position_counts: counts({ RB: 4 }), players_count: 4 };
    expect(botPrice({ ...base, team: full, personality, value: 60, position: 'RB' })).toBe(0);
    const benchOnly = { ...team, position_counts: counts({ RB: 3 }), players_count: 3 };
    expect(needFor(benchOnly, ROSTER, 'RB')).toBe(BENCH_NEED);
    const poor = { ...team, remaining_budget: 20, max_bid: 15, players_count: 4 };
    expect(botPrice({ ...base, team: poor, personality, value: 60, position: 'QB' })).toBeLessThanOrEqual(15);
    const inflated = botPrice({ ...base, inflation: 0.3, personality, value: 30, position: 'WR' });
    expect(inflated).toBeGreaterThan(botPrice({ ...base, personality, value: 30, position: 'WR' }));
  });

  it('measures rank correlation', () => {
    expect(spearman([1, 2, 3, 4], [10, 20, 30, 40])).toBeCloseTo(1);
    expect(spearman([1, 2, 3, 4], [40, 30, 20, 10])).toBeCloseTo(-1);
    expect(spearman([1, 1, 2], [5, 5, 9])).toBeCloseTo(1);
  });
});
