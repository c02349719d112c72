import type { DraftPick } from '#shared/draft/types.js';
import { saleOf } from '#shared/values/sales.js';
import { useDraftSelector } from './hooks.js';

export type Sale = ReturnType<typeof saleOf>;
const sameSale = (a: Sale, b: Sale) => a === b || (a !== null && b !== null && a.value === b.value && a.difference === b.difference);

/** A sale against the sold player's value (docs/VALUES.md), live; null while the draft has no values (or there is no sale). */
export const useSale = (pick: Pick<DraftPick, 'nfl_player_id' | 'acquisition_price'> | undefined): Sale =>
  useDraftSelector((s) => (pick ? saleOf(s.snapshot?.values, pick) : null), sameSale);
