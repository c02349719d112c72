import { describe, expect, it } from 'vitest';
import { checkMaxBid, isBid, isPrice, parseBid, parsePrice } from './bids.js';

describe('bids and prices (spec 02 §5)', () => {
  it('read typed digits only: exponents, decimals, signs and blanks are refused', () => {
    expect(parseBid(' 12 ')).toBe(12);
    for (const bad of ['', ' ', '0', '1e3', '1.0', '0x10', '-5', '+5', '12abc']) expect(parseBid(bad)).toBeNull();
    expect(parsePrice('0')).toBe(0);
    expect(parsePrice('99999999999999999999')).toBeNull();
  });

  it('take JSON numbers by the same rule on the server', () => {
    expect(isBid(1)).toBe(true);
    expect([0, 1.5, '5', null, Number.POSITIVE_INFINITY].some(isBid)).toBe(false);
    expect(isPrice(0)).toBe(true);
    expect(isPrice(-1)).toBe(false);
  });
});

describe('max bid check (spec 02 §5, enforce_max_bid)', () => {
  it('says nothing at or below the max bid, whether enforced or not', () => {
    expect(checkMaxBid(185, 185, true)).toEqual({ ok: true, warning: null });
    expect(checkMaxBid(1, 185, false)).toEqual({ ok: true, warning: null });
  });

  it('above it warns with the spec sentence, or refuses with the same sentence when enforced', () => {
    const sentence = "Warning: Bid of $190 exceeds team's maximum bid of $185";
    expect(checkMaxBid(190, 185, false)).toEqual({ ok: true, warning: sentence });
    expect(checkMaxBid(190, 185, true)).toEqual({ ok: false, error: sentence });
  });
});
