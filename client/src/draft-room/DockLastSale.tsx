import { useState } from 'react';
import type { AuctionLot, LotBid } from '#shared/auction/types.js';
import { useDraftEvents, useDraftStore } from '../draft-data/hooks.js';

/** HH:MM:SS.mmm of a server receive time, on this device's clock face. */
const receiveTime = (iso: string) => {
  const at = new Date(iso);
  return `${at.toLocaleTimeString([], { hour12: false })}.${String(at.getMilliseconds()).padStart(3, '0')}`;
};

/**
 * How the last lot went, bid by bid, with the times the server received them ('lot.sold'): "I bid
 * first" is settled by the record. Folded under the dock's line between lots; gone with the next lot.
 */
export function DockLastSale({ shown }: { shown: boolean }) {
  const store = useDraftStore();
  const [sale, setSale] = useState<{ lot: AuctionLot; bids: LotBid[] } | null>(null);
  useDraftEvents((event) => {
    if (event.type === 'lot.sold') setSale({ lot: event.payload.lot, bids: event.payload.bids });
    if (event.type === 'lot.nominated') setSale(null);
  });
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
