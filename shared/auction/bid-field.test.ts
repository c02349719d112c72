import { describe, expect, it } from 'vitest';
import { checkBidText, checkOpeningBidText } from './bid-field.js';

describe('the custom bid field', () => {
  const limits = { minimum: 11, maxBid: 33 };
  it('takes whole dollars from the minimum to the max bid', () => {
    expect(checkBidText('11', limits)).toEqual({ ok: true, value: 11 });
    expect(checkBidText(' $33 ', limits)).toEqual({ ok: true, value: 33 });
  });
  it('says why every other amount is refused, in the words the phone shows', () => {
    const cases: [string, string][] = [
      ['10', 'Bid must be at least $11'],
      ['0', 'Bid must be at least $11'],
      ['-3', 'Bid must be at least $11'],
      ['34', 'Your max bid is $33'],
      ['99999999', 'Your max bid is $33'],
      ['12.5', 'Whole dollars only'],
      ['abc', 'Whole dollars only'],
      ['1e3', 'Whole dollars only'],
      ['99999999999999999999', 'Whole dollars only'],
      ['', 'Enter a bid'],
      ['   ', 'Enter a bid'],
    ];
    for (const [text, error] of cases) expect(checkBidText(text, limits), text).toEqual({ ok: false, error });
  });
});

describe('the opening bid of a nomination', () => {
  it('takes $1 up to the max bid', () => {
    expect(checkOpeningBidText('1', { maxBid: 40 })).toEqual({ ok: true, value: 1 });
    expect(checkOpeningBidText('40', { maxBid: 40 })).toEqual({ ok: true, value: 40 });
  });
  it('says so for an empty, zero, negative, non-dollar or too-high opening bid', () => {
    const cases: [string, string][] = [
      ['', 'Enter an opening bid'],
      ['0', 'Opening bid must be at least $1'],
      ['-5', 'Opening bid must be at least $1'],
      ['abc', 'Whole dollars only'],
      ['2.50', 'Whole dollars only'],
      ['41', 'Your max bid is $40'],
    ];
    for (const [text, error] of cases) expect(checkOpeningBidText(text, { maxBid: 40 }), text).toEqual({ ok: false, error });
  });
});
