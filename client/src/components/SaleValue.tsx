import type { DraftPick } from '#shared/draft/types.js';
import { saleVerdictText } from '#shared/values/sales.js';
import { formatDollars } from '../format/format.js';
import { useSale, type Sale } from '../draft-data/use-sale.js';

/**
 * A sale's value next to its price (docs/VALUES.md): "value $42 · $8 overpay". Green for a
 * bargain, red for an overpay; the words say it too, colour is never the only sign.
 */
export interface SaleValueProps {
  pick: Pick<DraftPick, 'nfl_player_id' | 'acquisition_price'>;
  className?: string;
  /** In a column headed "Value" the word is left out: "$42 · $8 overpay". */
  bare?: boolean;
}

export function SaleValue({ pick, className = '', bare = false }: SaleValueProps) {
  return saleValue(useSale(pick), className, bare);
}

/**
 * The markup, for SaleValue and for a component that already reads the sale (My Team's latest
 * sale card), which then renders as one component when a sale replaces the last (scripts/bench-render.ts).
 */
export function saleValue(sale: Sale, className = '', bare = false) {
  if (!sale) return null;
  return (
    <span className={`sale-value is-${sale.kind} ${className}`.trim()} data-testid="sale-value">
      {bare ? '' : 'value '}
      {formatDollars(sale.value)} · <span className="sale-verdict">{saleVerdictText(sale)}</span>
    </span>
  );
}
