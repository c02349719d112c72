import { useDraftStore } from '../draft-data/hooks.js';
import { receiveTime, useLastSale } from '../draft-data/use-last-sale.js';

/**
 * How the last lot went, bid by bid, with the times the server received them: folded under the
 * dock's line between lots; gone with the next lot.
 */
export function DockLastSale({ shown }: { shown: boolean }) {
  const store = useDraftStore();
  const sale = useLastSale();
  if (!sale || !shown) return null;
  const teams = store.getState().snapshot?.teams ?? [];
  const name = (id: number) => teams.find((t) => t.fantasy_team_id === id)?.team_name ?? 'A team';
  return (
    <details className="dock-last-sale" data-testid="dock-last-sale">
      <summary>
        How it went: {sale.lot.player.full_name}, ${sale.lot.high_bid} to {name(sale.lot.high_team_id)}
      </summary>
      <ol>
        {sale.bids.map((bid, i) => (
          <li key={i}>
            <span className="dock-bid-time">{receiveTime(bid.received_at)}</span> ${bid.amount} {name(bid.fantasy_team_id)}
            {bid.auto ? ' (auto-bid)' : ''}
          </li>
        ))}
      </ol>
    </details>
  );
}
