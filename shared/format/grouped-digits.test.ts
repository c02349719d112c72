import { describe, expect, it } from 'vitest';
import { groupDigits } from './grouped-digits.js';

describe('groupDigits', () => {
  it('writes whole numbers as en-US Intl does', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    const values = [0, 1, 7, 12, 999, 1000, 1247, 99_999, 100_000, 1_234_567, 2.5, 3.49, 999.5, -0.5, -1, -12, -1000, -1234.5, 1e15];
    for (const value of values) expect(groupDigits(value), String(value)).toBe(intl.format(value));
  });

  it('writes no minus on a value that rounds to zero, and leaves what is not a number as it is', () => {
    expect(groupDigits(-0.4)).toBe('0');
    expect(groupDigits(Number.NaN)).toBe('NaN');
    expect(groupDigits(Number.NEGATIVE_INFINITY)).toBe('-Infinity');
  });
});
