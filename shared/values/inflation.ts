import type { DraftSnapshot, DraftValueTable } from '../draft/types.js';
import { MIN_VALUE } from './min-value.js';
import { groupDigits } from '../format/grouped-digits.js';

/**
 * Live inflation (docs/VALUES.md): the money still to spend against the value still on the board.
 *
 *   dollars_left = Σ teams' remaining budgets − $1 for every open roster slot
 *   value_left   = Σ over available players worth more than $1 of (value − $1)
 *   inflation    = dollars_left ÷ value_left − 1      (0.12 = +12 %)
 *
 * Both sides leave out the $1 floors: every open slot costs at least $1 whoever fills it, so
 * only the dollars above the floors chase the value above the floors. Computed from the snapshot
 * alone (its picks, teams and value table), so the server and every client agree.
 */
export interface Market {
  inflation: number;
  dollars_left: number;
  value_left: number;
}

export function marketOf(snapshot: Pick<DraftSnapshot, 'draft' | 'teams' | 'picks' | 'values'>): Market | null {
  const values = snapshot.values;
  if (!values) return null;
  const slots = snapshot.draft.num_rounds;
  let dollars = 0;
  for (const team of snapshot.teams) dollars += team.remaining_budget - Math.max(0, slots - team.players_count) * MIN_VALUE;
  // Runs on every event in every open room (shared/draft/derive.ts): the whole pool's value is
  // summed once per value table, and each event takes off the players already bought.
  let value = poolValue(values);
  const taken = new Set<string>();
  for (const { nfl_player_id: id } of snapshot.picks) {
    if (taken.has(id)) continue;
    taken.add(id);
    const auctionValue = values[id]?.[0];
    if (auctionValue !== undefined && auctionValue > MIN_VALUE) value -= auctionValue - MIN_VALUE;
  }
  if (value <= 0) return null;
  return { inflation: dollars / value - 1, dollars_left: dollars, value_left: value };
}

/**
 * Σ (value − $1) over every player of a value table worth more than $1. Tables are replaced, never
 * changed in place (a new one comes with 'values.updated'), so the sum is kept per table. Values are
 * whole dollars (shared/values/auction-values.ts), so taking players off gives the same sum as
 * adding up the rest.
 */
const poolValues = new WeakMap<DraftValueTable, number>();
function poolValue(values: DraftValueTable): number {
  let sum = poolValues.get(values);
  if (sum === undefined) {
    sum = 0;
    for (const id in values) {
      const auctionValue = (values[id] as DraftValueTable[string])[0];
      if (auctionValue > MIN_VALUE) sum += auctionValue - MIN_VALUE;
    }
    poolValues.set(values, sum);
  }
  return sum;
}

/** A player's value at today's prices: the part above $1 grows (or shrinks) with inflation. */
export function adjustedValue(auctionValue: number, inflation: number | null | undefined): number {
  if (inflation === null || inflation === undefined || auctionValue <= MIN_VALUE) return auctionValue;
  return Math.max(MIN_VALUE, Math.round(MIN_VALUE + (auctionValue - MIN_VALUE) * (1 + inflation)));
}

/** "+12 %", "−3 %", "0 %": whole percent with a real minus sign. */
export function formatInflation(inflation: number): string {
  const pct = Math.round(inflation * 100);
  if (pct > 0) return `+${pct} %`;
  if (pct < 0) return `\u2212${Math.abs(pct)} %`;
  return '0 %';
}

const dollars = (n: number) => `$${groupDigits(n)}`;

/** The one line the Run tab and the TV show: "Inflation +12 % · $1,247 left for $1,113 of value". */
export function inflationLine(market: Market): string {
  return `Inflation ${formatInflation(market.inflation)} \u00b7 ${dollars(market.dollars_left)} left for ${dollars(market.value_left)} of value`;
}

/** A sale against the player's value: how much under (bargain) or over (overpay) it went. */
export type SaleVerdict = { kind: 'bargain' | 'overpay' | 'fair'; difference: number };
export function saleVerdict(price: number, auctionValue: number): SaleVerdict {
  const difference = price - auctionValue;
  return { kind: difference < 0 ? 'bargain' : difference > 0 ? 'overpay' : 'fair', difference };
}
