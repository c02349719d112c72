import type { LastSale } from '#shared/auction/types.js';
import { useDraftSelector } from './hooks.js';

export type { LastSale };

/**
 * The lot sold last and how it went (its bid history), until the next lot opens: the phone's "How
 * it went" and the TV's last-lot card read it, so "I bid first" is settled by the server's record
 * (docs/DECISIONS.md, Fair at the buzzer). It is part of the snapshot, so a screen opened or
 * reloaded between lots shows it too.
 */
export function useLastSale(): LastSale | null {
  return useDraftSelector((state) => state.snapshot?.last_sale ?? null);
}

/** HH:MM:SS.mmm of a server receive time, on this device's clock face. */
export function receiveTime(iso: string): string {
  const at = new Date(iso);
  return `${at.toLocaleTimeString([], { hour12: false })}.${String(at.getMilliseconds()).padStart(3, '0')}`;
}
