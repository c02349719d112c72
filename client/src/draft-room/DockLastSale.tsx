import { useEffect, useState } from 'react';
import { useDraftStore } from '../draft-data/hooks.js';
import type { DraftStore } from '../draft-data/store.js';
import { notifyInfo } from '../toasts/notify.js';
import { heardWhileAway } from './dock-state.js';
import { isPageHidden } from './use-page-hidden.js';
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
    const open = watchOpenLot(store);
    const unsubscribeEvents = store.subscribeEvents((event) => {
      if (event.type === 'lot.cancelled') setSaid(`${open.nameOf(event.payload.lot_id)}: ${event.payload.reason}`);
      else if (event.type === 'lot.nominated' || event.type === 'lot.sold') setSaid(null);
    });
    return () => {
      open.stop();
      unsubscribeEvents();
    };
  }, [store]);
  return said;
}

/**
 * Completing the draft ends an open lot unsold, and the dock leaves with the draft's end, taking
 * its "Not sold" line with it: the room is told in a toast instead, heard live (docs/DECISIONS.md,
 * "Complete Draft names the open lot"). Mounted with the dock's other hooks, before it hides.
 */
export function useLotEndedByCompletion(): void {
  const store = useDraftStore();
  useEffect(() => {
    const open = watchOpenLot(store);
    const unsubscribeEvents = store.subscribeEvents((event) => {
      if (event.type !== 'lot.cancelled') return;
      const state = store.getState();
      if (state.snapshot?.draft.draft_status !== 'COMPLETED' || heardWhileAway(state, isPageHidden())) return;
      notifyInfo(`The draft was completed while ${open.nameOf(event.payload.lot_id)} was up: not sold`);
    });
    return () => {
      open.stop();
      unsubscribeEvents();
    };
  }, [store]);
}

/**
 * The open lot's player, noted while it is open: a cancel's event names only the lot's id, and by
 * the time listeners hear it the lot has left the snapshot. Read outside React, so a bid renders nothing.
 */
function watchOpenLot(store: DraftStore): { nameOf: (lotId: number) => string; stop: () => void } {
  let open: { id: number; name: string } | null = null;
  const note = () => {
    const lot = store.getState().snapshot?.lot;
    if (lot) open = { id: lot.lot_id, name: lot.player.full_name };
  };
  note();
  const stop = store.subscribe(note);
  return { nameOf: (lotId) => (open?.id === lotId ? open.name : 'The lot'), stop };
}
