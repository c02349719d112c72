import { useQuery } from '@tanstack/react-query';
import type { PriceHistoryRecord } from '#shared/player-types.js';
import { api } from '#client/api/transport.js';

/** Spec 02 §3 Price history record, with the server's trend against the previous season's price. */
export type PriceRecord = PriceHistoryRecord;

export interface PriceFilters {
  position: string;
  season: number | null;
}

export const PRICE_POSITIONS = ['ALL', 'QB', 'RB', 'WR', 'TE', 'K', 'DEF'] as const;

export function usePriceHistory(leagueId: number, filters: PriceFilters) {
  return useQuery({
    queryKey: ['price-history', leagueId, filters.position, filters.season],
    queryFn: ({ signal }) =>
      api.get<PriceRecord[]>('/players/acquisition-history', {
        query: { league_id: leagueId, position: filters.position === 'ALL' ? undefined : filters.position, season: filters.season ?? undefined },
        signal,
      }),
  });
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
