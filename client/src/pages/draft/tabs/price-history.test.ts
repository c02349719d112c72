import { describe, expect, it } from 'vitest';
import { formatTrend, pricesBySeason } from './price-history.js';

describe('price trend', () => {
  it('shows one decimal with a sign, or a dash', () => {
    expect(formatTrend(25)).toBe('+25.0%');
    expect(formatTrend(-33.333)).toBe('-33.3%');
    expect(formatTrend(0)).toBe('0.0%');
    expect(formatTrend(0.04)).toBe('0.0%');
    expect(formatTrend(null)).toBe('—');
  });
});

describe('prices by season', () => {
  it('keeps the auction price over a later trade and sorts by season', () => {
    expect(
      pricesBySeason([
        { season: 2025, acquisition_price: 30, acquisition_type: 'draft_pick' },
        { season: 2025, acquisition_price: 30, acquisition_type: 'trade' },
        { season: 2023, acquisition_price: 12, acquisition_type: 'trade' },
        { season: 2024, acquisition_price: 22, acquisition_type: 'draft_pick' },
      ]),
    ).toEqual([
      { season: 2023, price: 12 },
      { season: 2024, price: 22 },
      { season: 2025, price: 30 },
    ]);
  });
});
