import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/transport.js';

/** Spec 02 §3 Price history record, plus the server's trend against the previous season's price. */
export interface PriceRecord {
  nfl_player_id: string;
  full_name: string;
  position_code: string;
  team_abbreviation: string | null;
  photo_url: string | null;
  season: number;
  acquisition_price: number;
  acquisition_type?: string;
  pick_order: number | null;
  team_nickname: string | null;
  team_name?: string | null;
  draft_date: string | null;
  draft_id: number;
  rank_overall_actual: number | null;
  rank_overall_projected: number | null;
  rank_position_actual: number | null;
  rank_position_projected: number | null;
  /** Percent change from the same player's price in the league's previous-season draft; null when none. */
  price_trend?: number | null;
  price_trend_percent?: number | null;
}

export interface PriceFilters {
  position: string;
  season: number | null;
}

export const PRICE_POSITIONS = ['ALL', 'QB', 'RB', 'WR', 'TE', 'K', 'DEF'] as const;

export function usePriceHistory(leagueId: number, filters: PriceFilters) {
  return useQuery({
    queryKey: ['price-history', leagueId, filters.position, filters.season],
    queryFn: async ({ signal }) => {
      const body = await api.get<unknown>('/players/acquisition-history', {
        query: { league_id: leagueId, position: filters.position === 'ALL' ? undefined : filters.position, season: filters.season ?? undefined },
        signal,
      });
      return unwrapRecords(body);
    },
  });
}

function unwrapRecords(body: unknown): PriceRecord[] {
  if (Array.isArray(body)) return body as PriceRecord[];
  if (body && typeof body === 'object') {
    for (const key of ['acquisitionHistory', 'records', 'history']) {
      const value = (body as Record<string, unknown>)[key];
      if (Array.isArray(value)) return value as PriceRecord[];
    }
  }
  return [];
}

/**
 * The trend the server computed; when it sent none, the same rule on the records at hand:
 * (price − the player's price in the previous season) ÷ that price × 100.
 */
export function priceTrend(record: PriceRecord, all: readonly PriceRecord[]): number | null {
  if (record.price_trend !== undefined) return record.price_trend;
  if (record.price_trend_percent !== undefined) return record.price_trend_percent;
  const previous = all.find((r) => r.nfl_player_id === record.nfl_player_id && r.season === record.season - 1 && r.acquisition_type !== 'trade');
  if (!previous || previous.acquisition_price <= 0) return null;
  return ((record.acquisition_price - previous.acquisition_price) / previous.acquisition_price) * 100;
}

/** One decimal with a sign: '+12.5%', '-3.0%', '0.0%'; a dash when there is no earlier price. */
export function formatTrend(trend: number | null): string {
  if (trend === null || !Number.isFinite(trend)) return '—';
  const rounded = Math.round(trend * 10) / 10;
  const sign = rounded > 0 ? '+' : '';
  return `${sign}${rounded.toFixed(1)}%`;
}

export interface SeasonPrice {
  season: number;
  price: number;
}

/** A player's auction price per season (draft picks only: a traded player's price is the original auction's). */
export function pricesBySeason(entries: readonly { season: number; acquisition_price: number; acquisition_type?: string }[]): SeasonPrice[] {
  const bySeason = new Map<number, number>();
  for (const entry of entries) {
    // A trade keeps the auction price; it only stands in when that season has no auction entry.
    if (entry.acquisition_type === 'trade' && bySeason.has(entry.season)) continue;
    bySeason.set(entry.season, entry.acquisition_price);
  }
  return [...bySeason.entries()].map(([season, price]) => ({ season, price })).sort((a, b) => a.season - b.season);
}
