import { describe, expect, it } from 'vitest';
import { keeperCost } from './keeper-cost.js';

describe('keeper cost', () => {
  it('adds a fixed increase in dollars', () => {
    expect(keeperCost(25, { keeper_penalty_type: 'FIXED_INCREASE', keeper_penalty_amount: 5 })).toBe(30);
    expect(keeperCost(0, { keeper_penalty_type: 'FIXED_INCREASE', keeper_penalty_amount: 0 })).toBe(1);
  });

  it('multiplies by a percentage increase and rounds up to whole dollars', () => {
    expect(keeperCost(10, { keeper_penalty_type: 'PERCENTAGE_INCREASE', keeper_penalty_amount: 10 })).toBe(11);
    expect(keeperCost(11, { keeper_penalty_type: 'PERCENTAGE_INCREASE', keeper_penalty_amount: 10 })).toBe(13);
    expect(keeperCost(7, { keeper_penalty_type: 'PERCENTAGE_INCREASE', keeper_penalty_amount: 12.5 })).toBe(8);
    expect(keeperCost(40, { keeper_penalty_type: 'PERCENTAGE_INCREASE', keeper_penalty_amount: 0 })).toBe(40);
  });

  it('never costs less than $1', () => {
    expect(keeperCost(0, { keeper_penalty_type: 'PERCENTAGE_INCREASE', keeper_penalty_amount: 50 })).toBe(1);
  });
});
