import { useState } from 'react';
import type { AuctionLot, LotBid } from '#shared/auction/types.js';
import { useDraftEvents } from './hooks.js';

export interface LastSale {
  lot: AuctionLot;
  /** Every bid of the lot in the order the server received them, with its receive time. */
  bids: LotBid[];
}

/**
 * The lot this screen saw sold ('lot.sold' carries its bid history), until the next lot opens: the
 * phone's "How it went" and the TV's last-lot card read it, so "I bid first" is settled by the
 * server's record (docs/DECISIONS.md, Fair at the buzzer). A screen that opens between lots has none.
 */
export function useLastSale(): LastSale | null {
  const [sale, setSale] = useState<LastSale | null>(null);
  useDraftEvents((event) => {
    if (event.type === 'lot.sold') setSale({ lot: event.payload.lot, bids: event.payload.bids });
    if (event.type === 'lot.nominated') setSale(null);
  });
  return sale;
}

/** HH:MM:SS.mmm of a server receive time, on this device's clock face. */
export function receiveTime(iso: string): string {
  const at = new Date(iso);
  return `${at.toLocaleTimeString([], { hour12: false })}.${String(at.getMilliseconds()).padStart(3, '0')}`;
}
