import type { DraftPick, DraftSnapshot, DraftValueTable } from '../draft/types.js';
import { MIN_VALUE } from './min-value.js';
import { adjustedValue, saleVerdict, type SaleVerdict } from './inflation.js';
import { hasValues, tableValue } from './sales.js';

/**
 * How a draft's player rows are priced (docs/VALUES.md), the same on the server's lists and on
 * every screen that recomputes them live from the snapshot. What the public board needs (the
 * value table and sales) is in sales.ts, so its first load does not carry the rest.
 */

/** The inflation the lists are priced at: none once the draft is completed (nothing is left to buy). */
export const listInflation = (snapshot: Pick<DraftSnapshot, 'draft' | 'inflation'>): number | null =>
  snapshot.draft.draft_status === 'COMPLETED' ? null : (snapshot.inflation ?? null);

/** A row's adjusted value: only for an available player, and only while inflation prices the list. */
export const listedAdjustedValue = (value: number, inflation: number | null, drafted: boolean): number | null =>
  drafted || inflation === null ? null : adjustedValue(value, inflation);

/** What a screen prices rows with: the draft's value table (null without values) and list inflation. */
export interface LivePricing {
  table: DraftValueTable | null;
  inflation: number | null;
}

export function pricingOf(snapshot: Pick<DraftSnapshot, 'draft' | 'inflation' | 'values'> | null): LivePricing {
  if (!snapshot) return { table: null, inflation: null };
  return { table: hasValues(snapshot.values) ? snapshot.values : null, inflation: listInflation(snapshot) };
}

/**
 * A row's value and adjusted value at this moment: from the live snapshot when it has values (a
 * pick or a budget change moves them without a new request), else the value the row came with.
 */
export function livePrice(pricing: LivePricing, row: { nfl_player_id: string; auction_value: number }, drafted: boolean): { value: number; adjusted: number | null } {
  const value = pricing.table ? tableValue(pricing.table, row.nfl_player_id) : row.auction_value;
  return { value, adjusted: listedAdjustedValue(value, pricing.inflation, drafted) };
}

/** A player's value in one draft, as the profile shows it (docs/VALUES.md). */
export interface PlayerDraftValue {
  value: number;
  /** While the player is available and the draft not completed. */
  adjusted: number | null;
  inflation: number | null;
  /** The player's sale in this draft, if he was bought. */
  sale: { price: number; owner: Pick<DraftPick, 'fantasy_team_name' | 'team_nickname'>; verdict: SaleVerdict } | null;
}

/** Null while the draft has no values (no projections for its season). */
export function playerDraftValue(snapshot: Pick<DraftSnapshot, 'draft' | 'inflation' | 'values' | 'picks'>, playerId: string): PlayerDraftValue | null {
  const pricing = pricingOf(snapshot);
  if (!pricing.table) return null;
  const pick = snapshot.picks.find((p) => p.nfl_player_id === playerId);
  const { value, adjusted } = livePrice(pricing, { nfl_player_id: playerId, auction_value: MIN_VALUE }, pick !== undefined);
  return {
    value,
    adjusted,
    inflation: adjusted === null ? null : pricing.inflation,
    sale: pick ? { price: pick.acquisition_price, owner: pick, verdict: saleVerdict(pick.acquisition_price, value) } : null,
  };
}
