import { describe, expect, it } from 'vitest';
import { formatTrend, priceTrend, pricesBySeason, type PriceRecord } from './price-history.js';

const record = (season: number, price: number, extra: Partial<PriceRecord> = {}): PriceRecord => ({
  nfl_player_id: 'p1',
  full_name: 'Player One',
  position_code: 'RB',
  team_abbreviation: 'KC',
  photo_url: null,
  season,
  acquisition_price: price,
  pick_order: 1,
  team_nickname: null,
  draft_date: null,
  draft_id: season,
  rank_overall_actual: null,
  rank_overall_projected: null,
  rank_position_actual: null,
  rank_position_projected: null,
  ...extra,
});

describe('price trend', () => {
  it('prefers the server value, null included', () => {
    expect(priceTrend(record(2025, 40, { price_trend: 12.34 }), [])).toBe(12.34);
    expect(priceTrend(record(2025, 40, { price_trend: null }), [record(2024, 20)])).toBeNull();
  });

  it('compares with the same player in the previous season when the server sent none', () => {
    const all = [record(2024, 40), record(2025, 50), record(2025, 9, { nfl_player_id: 'p2' })];
    expect(priceTrend(all[1]!, all)).toBeCloseTo(25, 10);
    expect(priceTrend(all[0]!, all)).toBeNull();
    expect(priceTrend(all[2]!, all)).toBeNull();
  });

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
