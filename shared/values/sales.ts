import type { DraftPick, DraftValueTable } from '../draft/types.js';
import { groupDigits } from '../format/grouped-digits.js';
import { MIN_VALUE } from './min-value.js';
import { saleVerdict, type SaleVerdict } from './inflation.js';

/** A draft's value table and its sales (docs/VALUES.md): what the boards, the TV included, show. */

/** Whether the draft has values at all (no projections for its season: an empty table). */
export function hasValues(table: DraftValueTable | null | undefined): table is DraftValueTable {
  // Asked on every store change: the first key answers it, no list of keys is built.
  for (const _id in table ?? {}) return true;
  return false;
}

/** A player's auction value: the draftable pool's from the table, $1 for everyone beyond it. */
export const tableValue = (table: DraftValueTable, playerId: string): number => table[playerId]?.[0] ?? MIN_VALUE;

/** A sale against the sold player's value; null while the draft has no values (no projections). */
export function saleOf(table: DraftValueTable | null | undefined, pick: Pick<DraftPick, 'nfl_player_id' | 'acquisition_price'>): (SaleVerdict & { value: number }) | null {
  if (!hasValues(table)) return null;
  const value = tableValue(table, pick.nfl_player_id);
  return { value, ...saleVerdict(pick.acquisition_price, value) };
}

/** "$6 bargain", "$4 overpay", "at value": a sale against the player's value, in words. */
export function saleVerdictText(verdict: SaleVerdict): string {
  if (verdict.kind === 'fair') return 'at value';
  return `$${groupDigits(Math.abs(verdict.difference))} ${verdict.kind}`;
}
