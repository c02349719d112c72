import { useEffect, useState } from 'react';
import { useDraftStore } from '../draft-data/hooks.js';
import { receiveTime, useLastSale } from '../draft-data/use-last-sale.js';
import { teamLabelOf } from '../draft-data/team-label.js';

/**
 * How the last lot went, bid by bid, with the times the server received them: folded under the
 * dock's line between lots; gone with the next lot.
 */
export function DockLastSale({ shown }: { shown: boolean }) {
  const store = useDraftStore();
  const sale = useLastSale();
  if (!sale || !shown) return null;
  const teams = store.getState().snapshot?.teams ?? [];
  const name = (id: number) => teamLabelOf(teams, id) ?? 'A team';
  return (
    <details className="dock-last-sale" data-testid="dock-last-sale">
      <summary>
        How it went: {sale.lot.player.full_name}, ${sale.lot.high_bid} to {name(sale.lot.high_team_id)}
      </summary>
      <ol>
        {/* The nomination opened the lot at its opening bid; the bids after it are the server's record. */}
        <li>
          <span className="dock-bid-time">Opened</span> ${sale.lot.opening_bid} {name(sale.lot.nominated_by_team_id)}
        </li>
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

/**
 * The last lot, when it ended without a sale (the commissioner cancelled it, or it could not be sold
 * at the close): the player and the server's reason, under the dock's line until the next lot, so a
 * lot someone was leading does not vanish unexplained.
 */
export function DockLotCancelled({ shown }: { shown: boolean }) {
  const said = useCancelledLot();
  if (!said || !shown) return null;
  return (
    <p className="dock-muted dock-history" role="status" data-testid="dock-lot-cancelled">
      {said}
    </p>
  );
}

function useCancelledLot(): string | null {
  const store = useDraftStore();
  const [said, setSaid] = useState<string | null>(null);
  useEffect(() => {
    // The lot's player, noted while it is open: the cancel's event names only his id, and by the time
    // listeners hear it the lot has left the snapshot. Read outside React, so a bid renders nothing here.
    let open: { id: number; name: string } | null = null;
    const note = () => {
      const lot = store.getState().snapshot?.lot;
      if (lot) open = { id: lot.lot_id, name: lot.player.full_name };
    };
    note();
    const unsubscribeState = store.subscribe(note);
    const unsubscribeEvents = store.subscribeEvents((event) => {
      if (event.type === 'lot.cancelled') setSaid(`${open?.id === event.payload.lot_id ? open.name : 'The lot'}: ${event.payload.reason}`);
      else if (event.type === 'lot.nominated' || event.type === 'lot.sold') setSaid(null);
    });
    return () => {
      unsubscribeState();
      unsubscribeEvents();
    };
  }, [store]);
  return said;
}
